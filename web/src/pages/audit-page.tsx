import { useAccount } from '../account';
import { auditPage } from '../api';
import { AnalysisForm } from '../components/analysis-form';
import { ErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { AuditResult } from '../components/results';
import { SaveReport } from '../components/save-report';
import { navigate, useLocation } from '../router';
import type { SeoAudit } from '../types';
import { useAnalysis } from '../use-analysis';

/** Audit a live page against the 14 on-page checks (`/audit?url=…`). */
export function AuditPage() {
  const { query } = useLocation();
  const account = useAccount();
  const url = query.get('url')?.trim() ?? '';
  const state = useAnalysis<SeoAudit>(
    url,
    (input) => auditPage<SeoAudit>(input, account.credentials),
    account.status !== 'loading',
  );
  const fieldError =
    state.phase === 'failed' && state.error.kind === 'bad_input' ? state.error.message : null;
  return (
    <Page
      heading="Audit a page"
      title="On-page SEO audit"
      lead="Sitelens fetches the live page and its robots.txt and runs 14 on-page checks. Each result says what was found and how to fix it."
    >
      <AnalysisForm
        label="Page URL"
        hint="A full address such as https://example.com/pricing; https:// is added when you leave it out."
        placeholder="https://example.com/"
        button="Audit"
        inputMode="url"
        value={url}
        fieldError={fieldError}
        busy={state.phase === 'loading'}
        onSubmit={(value) => navigate(`/audit?url=${encodeURIComponent(value)}`)}
      />
      {state.phase === 'loading' ? (
        <Loading>Fetching and auditing {state.input}… (usually 1 to 3 seconds)</Loading>
      ) : null}
      {state.phase === 'failed' && state.error.kind !== 'bad_input' ? (
        <ErrorNotice failure={state.error} />
      ) : null}
      {state.phase === 'done' ? (
        <AuditResult
          result={state.data}
          actions={
            <SaveReport
              kind="seo_audit"
              target={state.data.finalUrl}
              title={`SEO audit of ${state.data.finalUrl}`}
              payload={state.data}
            />
          }
        />
      ) : null}
    </Page>
  );
}
