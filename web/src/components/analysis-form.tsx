import { type FormEvent, useEffect, useId, useState } from 'react';

interface AnalysisFormProps {
  label: string;
  hint: string;
  placeholder: string;
  button: string;
  /** The value in the address bar (`?domain=`), shown in the field. */
  value: string;
  /** A 400 message, shown next to the input. */
  fieldError: string | null;
  busy: boolean;
  inputMode?: 'url' | 'text';
  onSubmit: (value: string) => void;
}

/** One labelled input and its button; a bad-input message sits right under the input. */
export function AnalysisForm(props: AnalysisFormProps) {
  const id = useId();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value !== '') props.onSubmit(value);
  };
  const described = `${id}-hint${props.fieldError ? ` ${id}-error` : ''}`;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          name="q"
          type="text"
          inputMode={props.inputMode === 'url' ? 'url' : 'text'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          placeholder={props.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={props.fieldError ? true : undefined}
          aria-describedby={described}
        />
        <span id={`${id}-hint`} className="hint">
          {props.hint}
        </span>
        {props.fieldError ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {props.fieldError}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={props.busy}>
        {props.busy ? 'Working…' : props.button}
      </button>
    </form>
  );
}
