import { type FormEvent, useId, useState } from 'react';

/** Inline form to rename a report. */
export function RenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next === '') {
      setError('Give the report a title.');
      return;
    }
    setBusy(true);
    const problem = await onSave(next);
    setBusy(false);
    if (problem !== null) setError(problem);
  };
  return (
    <form className="form" onSubmit={submit} style={{ margin: 0, flex: '1 1 100%' }}>
      <div className="field">
        <label htmlFor={id}>New title</label>
        <input
          id={id}
          type="text"
          maxLength={500}
          value={value}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this report.
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>
          Save title
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
