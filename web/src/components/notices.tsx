import type { ReactNode } from 'react';
import { describeFailure, type Failure } from '../api';

/** A plain-words error box for a failed call (not used for 400s, which sit by their input). */
export function ErrorNotice({ failure, children }: { failure: Failure; children?: ReactNode }) {
  const tone = failure.kind === 'quota' || failure.kind === 'rate_limited' ? 'warn' : 'error';
  const heading: Record<Failure['kind'], string> = {
    bad_input: 'Check your input',
    rate_limited: 'Too many requests',
    quota: 'Daily quota used up',
    unreachable: 'Page unreachable',
    signed_out: 'Signed out',
    unavailable: 'Not available',
    network: 'No connection',
    server: 'Something went wrong',
  };
  return (
    <div className={`notice notice--${tone}`} role="alert" data-failure={failure.kind}>
      <p>
        <strong>{heading[failure.kind]}.</strong> {describeFailure(failure)}
      </p>
      {children}
    </div>
  );
}

/** A plain-words error box for a failed data-interface call (its message already explains). */
export function DataErrorNotice({ message }: { message: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
    </div>
  );
}

/** A loading line announced to screen readers. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
