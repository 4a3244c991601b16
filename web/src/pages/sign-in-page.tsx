import { type FormEvent, useId, useState } from 'react';
import { useAccount } from '../account';
import { Loading } from '../components/notices';
import { Page } from '../components/page';
import { Link, navigate, useLocation } from '../router';

type Mode = 'signin' | 'signup';

/** Sign in or create an account (`/signin`, `/signup`). */
export function SignInPage({ mode: initial }: { mode: Mode }) {
  const account = useAccount();
  const { query } = useLocation();
  const id = useId();
  const [mode, setMode] = useState<Mode>(initial);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = query.get('next')?.startsWith('/') ? (query.get('next') as string) : '/';
  const heading = mode === 'signin' ? 'Sign in' : 'Create an account';

  if (account.status === 'loading') {
    return (
      <Page heading={heading}>
        <Loading>Checking your session…</Loading>
      </Page>
    );
  }
  if (account.status === 'unavailable') {
    return (
      <Page heading={heading}>
        <div className="notice notice--info">
          <p>{account.problem}</p>
        </div>
      </Page>
    );
  }
  if (account.status === 'signed-in' && account.session) {
    return (
      <Page heading="You are signed in">
        <p>
          Signed in as <strong>{account.session.user.email}</strong>. Go to your{' '}
          <Link to="/saved">saved reports</Link> or your <Link to="/usage">usage</Link>.
        </p>
        <button type="button" className="secondary" onClick={() => account.client?.auth.signOut()}>
          Sign out
        </button>
      </Page>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const client = account.client;
    if (client === null) return;
    setError(null);
    if (!email.includes('@')) {
      setError('Enter your email address, such as you@example.com.');
      return;
    }
    if (password.length < 8 && mode === 'signup') {
      setError('Choose a password of at least 8 characters.');
      return;
    }
    setBusy(true);
    const { data, error: failure } =
      mode === 'signin'
        ? await client.auth.signInWithPassword({ email, password })
        : await client.auth.signUp({ email, password });
    setBusy(false);
    if (failure) {
      setError(failure.message || 'That did not work. Please try again.');
      return;
    }
    if (!data.session) {
      setError('Your account was created. Sign in to continue.');
      setMode('signin');
      return;
    }
    navigate(next);
  };

  const switchTo = (target: Mode) => {
    setMode(target);
    setError(null);
    window.history.replaceState(null, '', target === 'signin' ? '/signin' : '/signup');
  };

  return (
    <Page
      heading={heading}
      lead="An account keeps your saved reports and history and gives you 10 analyses a day."
    >
      <div className="tabs">
        <button type="button" aria-pressed={mode === 'signin'} onClick={() => switchTo('signin')}>
          Sign in
        </button>
        <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchTo('signup')}>
          Create an account
        </button>
      </div>
      <form className="form narrow" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'signup' ? 8 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={mode === 'signup' ? `${id}-password-hint` : undefined}
          />
          {mode === 'signup' ? (
            <span id={`${id}-password-hint`} className="hint">
              At least 8 characters.
            </span>
          ) : null}
        </div>
        {error ? (
          <p className="field-error" role="alert" style={{ flexBasis: '100%' }}>
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Please wait…' : mode === 'signin' ? 'Sign in' : 'Create account'}
        </button>
      </form>
    </Page>
  );
}
