import { useAccount } from '../account';
import { analyseStrategy } from '../api';
import { AnalysisForm } from '../components/analysis-form';
import { NeedsAccount } from '../components/needs-account';
import { ErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { StrategyResult } from '../components/results';
import { SaveReport } from '../components/save-report';
import { navigate, useLocation } from '../router';
import { useAnalysis } from '../use-analysis';

/** Strategic analysis of a domain and its site (`/strategy?domain=…`), for signed-in users. */
export function StrategyPage() {
  const { query } = useLocation();
  const account = useAccount();
  const domain = query.get('domain')?.trim() ?? '';
  const state = useAnalysis<unknown>(
    domain,
    (input) => analyseStrategy<unknown>(input, account.credentials),
    account.status === 'signed-in',
  );
  const fieldError =
    state.phase === 'failed' && state.error.kind === 'bad_input' ? state.error.message : null;
  return (
    <Page
      heading="Strategic analysis"
      lead="A plan for a domain and its site: strengths, weaknesses, opportunities and risks, and the actions that pay off most for the effort."
    >
      <NeedsAccount what="Strategic analyses">
        <AnalysisForm
          label="Domain name"
          hint="The site's domain, such as example.com. Its home page is audited too when it can be reached."
          placeholder="example.com"
          button="Build the plan"
          value={domain}
          fieldError={fieldError}
          busy={state.phase === 'loading'}
          onSubmit={(value) => navigate(`/strategy?domain=${encodeURIComponent(value)}`)}
        />
        {state.phase === 'loading' ? (
          <Loading>Analysing {state.input} and its site…</Loading>
        ) : null}
        {state.phase === 'failed' && state.error.kind !== 'bad_input' ? (
          <ErrorNotice failure={state.error} />
        ) : null}
        {state.phase === 'done' ? (
          <StrategyResult
            result={state.data}
            actions={
              <SaveReport
                kind="strategy"
                target={state.input}
                title={`Strategy for ${state.input}`}
                payload={state.data}
              />
            }
          />
        ) : null}
      </NeedsAccount>
    </Page>
  );
}
