import type { ReactNode } from 'react';
import { useAccount } from './account';
import { Page } from './components/page';
import { AnalysePage } from './pages/analyse-page';
import { AuditPage } from './pages/audit-page';
import { HistoryPage } from './pages/history-page';
import { NamesPage } from './pages/names-page';
import { ReportPage } from './pages/report-page';
import { SavedPage } from './pages/saved-page';
import { SignInPage } from './pages/sign-in-page';
import { StatusPage } from './pages/status-page';
import { StrategyPage } from './pages/strategy-page';
import { UsagePage } from './pages/usage-page';
import { Link, navigate, useLocation } from './router';

/** The main navigation; the same links are in the static index.html for crawlers. */
const NAV: { to: string; label: string }[] = [
  { to: '/', label: 'Analyse a domain' },
  { to: '/audit', label: 'Audit a page' },
  { to: '/strategy', label: 'Strategy' },
  { to: '/names', label: 'Name search' },
  { to: '/saved', label: 'Saved reports' },
  { to: '/history', label: 'History' },
  { to: '/usage', label: 'Usage' },
  { to: '/status', label: 'Service status' },
];

function route(pathname: string): ReactNode {
  const saved = /^\/saved\/([^/]+)$/.exec(pathname);
  if (saved?.[1]) return <ReportPage key={saved[1]} id={decodeURIComponent(saved[1])} />;
  switch (pathname) {
    case '/':
      return <AnalysePage />;
    case '/audit':
      return <AuditPage />;
    case '/strategy':
      return <StrategyPage />;
    case '/names':
      return <NamesPage />;
    case '/saved':
      return <SavedPage />;
    case '/history':
      return <HistoryPage />;
    case '/usage':
      return <UsagePage />;
    case '/status':
      return <StatusPage />;
    case '/signin':
      return <SignInPage key="signin" mode="signin" />;
    case '/signup':
      return <SignInPage key="signup" mode="signup" />;
    default:
      return (
        <Page heading="Page not found">
          <p>
            There is nothing at this address. Try <Link to="/">analysing a domain</Link> or{' '}
            <Link to="/audit">auditing a page</Link>.
          </p>
        </Page>
      );
  }
}

function AccountArea() {
  const account = useAccount();
  if (account.status === 'loading' || account.status === 'unavailable') return null;
  if (account.status === 'signed-in' && account.session) {
    return (
      <div className="account">
        <span className="account__email" title={account.session.user.email}>
          {account.session.user.email}
        </span>
        <button
          type="button"
          className="secondary"
          onClick={async () => {
            await account.client?.auth.signOut();
            navigate('/');
          }}
        >
          Sign out
        </button>
      </div>
    );
  }
  return (
    <div className="account">
      <Link className="button secondary" to="/signin">
        Sign in
      </Link>
    </div>
  );
}

/** The whole app: header with navigation and account, then the page for the address. */
export function App() {
  const { pathname } = useLocation();
  const current = (to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to the content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="brand" to="/">
            Sitelens
          </Link>
          <nav className="site-nav" aria-label="Main">
            <ul>
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current(item.to) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href="/docs">API reference</a>
              </li>
            </ul>
          </nav>
          <AccountArea />
        </div>
      </header>
      <main id="main" className="main">
        {route(pathname)}
      </main>
    </div>
  );
}
