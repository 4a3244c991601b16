import { useCallback, useEffect, useState } from 'react';
import { useAccount } from '../account';
import { NeedsAccount } from '../components/needs-account';
import { DataErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { RenameForm } from '../components/rename-form';
import { deleteReport, listReports, renameReport } from '../data';
import { formatDateTime } from '../format';
import { Link } from '../router';
import { KIND_LABELS, type SavedReport } from '../types';

/** The signed-in user's saved reports: open, rename, delete. */
export function SavedPage() {
  return (
    <Page
      heading="Saved reports"
      lead="Results you saved, newest first. Open one to see it again, rename it, or delete it."
    >
      <NeedsAccount what="Saved reports">
        <SavedList />
      </NeedsAccount>
    </Page>
  );
}

function SavedList() {
  const { client } = useAccount();
  const [reports, setReports] = useState<SavedReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (client === null) return;
    const result = await listReports(client);
    if (result.ok) setReports(result.value);
    else setError(result.message);
  }, [client]);

  useEffect(() => {
    load();
  }, [load]);

  if (client === null) return null;
  if (error !== null) {
    return <DataErrorNotice message={error} />;
  }
  if (reports === null) return <Loading>Loading your saved reports…</Loading>;

  const remove = async (report: SavedReport) => {
    if (!window.confirm(`Delete “${report.title || report.target}”? This cannot be undone.`))
      return;
    const result = await deleteReport(client, report.id);
    if (result.ok) {
      setReports((list) => (list ?? []).filter((r) => r.id !== report.id));
      setMessage(`Deleted “${report.title || report.target}”.`);
    } else {
      setError(result.message);
    }
  };

  return (
    <>
      <p className="muted" role="status">
        {message}
      </p>
      {reports.length === 0 ? (
        <div className="notice notice--info">
          <p>
            No saved reports yet. Run an <Link to="/">analysis</Link> or an{' '}
            <Link to="/audit">audit</Link> and choose “Save report”.
          </p>
        </div>
      ) : (
        <ul className="list" aria-label="Saved reports">
          {reports.map((report) => (
            <li key={report.id} className="card list-item" data-report-id={report.id}>
              {renaming === report.id ? (
                <RenameForm
                  title={report.title}
                  onCancel={() => setRenaming(null)}
                  onSave={async (title) => {
                    const result = await renameReport(client, report.id, title);
                    if (!result.ok) return result.message;
                    setReports((list) =>
                      (list ?? []).map((r) => (r.id === report.id ? { ...r, title } : r)),
                    );
                    setRenaming(null);
                    setMessage(`Renamed to “${title}”.`);
                    return null;
                  }}
                />
              ) : (
                <>
                  <div className="list-item__main">
                    <Link className="list-item__title" to={`/saved/${report.id}`}>
                      {report.title || report.target}
                    </Link>
                    <div className="muted">
                      <span className="badge">{KIND_LABELS[report.kind] ?? report.kind}</span>{' '}
                      {report.target} · saved {formatDateTime(report.created_at)}
                    </div>
                  </div>
                  <div className="actions">
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setRenaming(report.id)}
                    >
                      Rename<span className="visually-hidden"> {report.title}</span>
                    </button>
                    <button type="button" className="danger" onClick={() => remove(report)}>
                      Delete<span className="visually-hidden"> {report.title}</span>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
