import { NeedsAccount } from '../components/needs-account';
import { DataErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { listHistory } from '../data';
import { formatDateTime } from '../format';
import { Link } from '../router';
import { KIND_LABELS, type UsageEvent } from '../types';
import { useAccountData } from '../use-account-data';

/** Where a past analysis can be run again. */
function againPath(event: UsageEvent): string | null {
  const target = encodeURIComponent(event.target);
  switch (event.kind) {
    case 'domain':
      return `/?domain=${target}`;
    case 'seo_audit':
      return `/audit?url=${target}`;
    case 'strategy':
      return `/strategy?domain=${target}`;
    default:
      return null;
  }
}

/** The signed-in user's analyses, newest first. */
export function HistoryPage() {
  return (
    <Page
      heading="History"
      lead="Every analysis you ran while signed in, newest first (the last 100)."
    >
      <NeedsAccount what="Your history and saved reports">
        <HistoryList />
      </NeedsAccount>
    </Page>
  );
}

function HistoryList() {
  const { data: events, error } = useAccountData(listHistory);

  if (error !== null) {
    return <DataErrorNotice message={error} />;
  }
  if (events === null) return <Loading>Loading your history…</Loading>;
  if (events.length === 0) {
    return (
      <div className="notice notice--info">
        <p>
          No analyses yet. <Link to="/">Analyse a domain</Link> or{' '}
          <Link to="/audit">audit a page</Link> to start.
        </p>
      </div>
    );
  }
  return (
    <div className="card table-wrap">
      <table>
        <caption className="muted">Your analyses</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Analysis</th>
            <th scope="col">Target</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const again = againPath(event);
            return (
              <tr key={event.id}>
                <td>{formatDateTime(event.created_at)}</td>
                <td>{KIND_LABELS[event.kind] ?? event.kind}</td>
                <td style={{ overflowWrap: 'anywhere' }}>
                  {again ? (
                    <Link to={again} title="Run it again">
                      {event.target}
                    </Link>
                  ) : (
                    event.target
                  )}
                </td>
                <td>
                  {event.status === 'failed' ? (
                    <span className="badge badge--bad">failed (not counted)</span>
                  ) : (
                    <span className="badge badge--good">done</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
