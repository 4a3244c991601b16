import { useEffect, useState } from 'react';
import { useAccount } from '../account';
import { NeedsAccount } from '../components/needs-account';
import { Loading } from '../components/notices';
import { Page } from '../components/page';
import { RenameForm } from '../components/rename-form';
import { ReportView } from '../components/results';
import { deleteReport, getReport, renameReport } from '../data';
import { formatDateTime } from '../format';
import { Link, navigate } from '../router';
import { KIND_LABELS, type SavedReport } from '../types';

/** One saved report (`/saved/<id>`), drawn like the live result, with rename and delete. */
export function ReportPage({ id }: { id: string }) {
  return (
    <NeedsAccount what="Saved reports">
      <Report id={id} />
    </NeedsAccount>
  );
}

function Report({ id }: { id: string }) {
  const { client } = useAccount();
  const [report, setReport] = useState<SavedReport | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);

  useEffect(() => {
    if (client === null) return;
    getReport(client, id).then((result) => {
      if (result.ok) setReport(result.value);
      else setError(result.message);
    });
  }, [client, id]);

  if (client === null) return null;
  if (error !== null) {
    return (
      <Page heading="Saved report">
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      </Page>
    );
  }
  if (report === undefined) return <Loading>Loading the report…</Loading>;
  if (report === null) {
    return (
      <Page heading="Report not found">
        <p>
          There is no saved report here: it may have been deleted. See your{' '}
          <Link to="/saved">saved reports</Link>.
        </p>
      </Page>
    );
  }

  const remove = async () => {
    if (!window.confirm(`Delete “${report.title || report.target}”? This cannot be undone.`))
      return;
    const result = await deleteReport(client, report.id);
    if (result.ok) navigate('/saved');
    else setError(result.message);
  };

  return (
    <Page
      heading={report.title || report.target}
      title={`${report.title || report.target} (saved)`}
    >
      <p className="muted">
        <span className="badge">{KIND_LABELS[report.kind] ?? report.kind}</span> {report.target} ·
        saved {formatDateTime(report.created_at)} · <Link to="/saved">All saved reports</Link>
      </p>
      <div className="actions" style={{ marginBottom: '1rem' }}>
        {renaming ? (
          <RenameForm
            title={report.title}
            onCancel={() => setRenaming(false)}
            onSave={async (title) => {
              const result = await renameReport(client, report.id, title);
              if (!result.ok) return result.message;
              setReport({ ...report, title });
              setRenaming(false);
              return null;
            }}
          />
        ) : (
          <>
            <button type="button" className="secondary" onClick={() => setRenaming(true)}>
              Rename
            </button>
            <button type="button" className="danger" onClick={remove}>
              Delete
            </button>
          </>
        )}
      </div>
      <ReportView kind={report.kind} payload={report.payload} />
    </Page>
  );
}
