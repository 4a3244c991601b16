import { useAccount } from '../account';
import { analyseDomain } from '../api';
import { AnalysisForm } from '../components/analysis-form';
import { ErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { DomainResult } from '../components/results';
import { SaveReport } from '../components/save-report';
import { navigate, useLocation } from '../router';
import type { DomainAnalysis } from '../types';
import { useAnalysis } from '../use-analysis';

/** Home: analyse a domain name (`/?domain=bestcoffee.com`). */
export function AnalysePage() {
  const { query } = useLocation();
  const account = useAccount();
  const domain = query.get('domain')?.trim() ?? '';
  const state = useAnalysis<DomainAnalysis>(
    domain,
    (input) => analyseDomain<DomainAnalysis>(input, account.credentials),
    account.status !== 'loading',
  );
  const fieldError =
    state.phase === 'failed' && state.error.kind === 'bad_input' ? state.error.message : null;
  return (
    <Page
      heading="Analyse a domain name"
      title="Analyse a domain name"
      lead="See the words in a name, how it reads, how much it helps search and what it would likely sell for, with the factors behind the estimate."
    >
      <AnalysisForm
        label="Domain name"
        hint="A bare name such as bestcoffee.com, without https:// or a path."
        placeholder="bestcoffee.com"
        button="Analyse"
        value={domain}
        fieldError={fieldError}
        busy={state.phase === 'loading'}
        onSubmit={(value) => navigate(`/?domain=${encodeURIComponent(value)}`)}
      />
      {state.phase === 'loading' ? <Loading>Analysing {state.input}…</Loading> : null}
      {state.phase === 'failed' && state.error.kind !== 'bad_input' ? (
        <ErrorNotice failure={state.error} />
      ) : null}
      {state.phase === 'done' ? (
        <DomainResult
          result={state.data}
          actions={
            <SaveReport
              kind="domain"
              target={state.data.domain}
              title={`Domain analysis of ${state.data.unicode}`}
              payload={state.data}
            />
          }
        />
      ) : null}
    </Page>
  );
}
