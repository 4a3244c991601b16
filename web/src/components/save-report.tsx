import { useState } from 'react';
import { useAccount } from '../account';
import { saveReport } from '../data';
import { Link } from '../router';
import type { ReportKind } from '../types';

interface SaveReportProps {
  kind: ReportKind;
  target: string;
  title: string;
  payload: unknown;
}

/**
 * "Save report" for a result: signed in, it stores the result under Saved reports; signed
 * out, it says how to get there.
 */
export function SaveReport({ kind, target, title, payload }: SaveReportProps) {
  const { status, client } = useAccount();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);

  if (status === 'loading' || status === 'unavailable') return null;
  if (status === 'signed-out' || client === null) {
    return (
      <p className="muted">
        <Link to="/signin">Sign in</Link> to save this report.
      </p>
    );
  }

  const save = async () => {
    setState('saving');
    const result = await saveReport(client, { kind, target, title, payload });
    if (result.ok) {
      setSavedId(result.value.id);
      setState('saved');
    } else {
      setMessage(result.message);
      setState('error');
    }
  };

  return (
    <div className="actions" aria-live="polite">
      {state === 'saved' && savedId !== null ? (
        <p className="notice notice--ok notice--inline">
          Saved. <Link to={`/saved/${savedId}`}>Open it in Saved reports</Link>
        </p>
      ) : (
        <button type="button" onClick={save} disabled={state === 'saving'}>
          {state === 'saving' ? 'Saving…' : 'Save report'}
        </button>
      )}
      {state === 'error' ? <p className="field-error">{message}</p> : null}
    </div>
  );
}
