import type { ReactNode } from 'react';
import { useAccount } from '../account';
import { Link } from '../router';
import { Loading } from './notices';

/** Shows `children` to signed-in users; others get a way to sign in (or the reason they cannot). */
export function NeedsAccount({ what, children }: { what: string; children: ReactNode }) {
  const account = useAccount();
  if (account.status === 'loading') return <Loading>Checking your session…</Loading>;
  if (account.status === 'unavailable') {
    return (
      <div className="notice notice--info">
        <p>{account.problem}</p>
      </div>
    );
  }
  if (account.status === 'signed-out') {
    return (
      <div className="notice notice--info">
        <p>
          {what} need an account. <Link to="/signin">Sign in or create a free account</Link> (10
          analyses a day).
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
