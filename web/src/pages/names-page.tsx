import { type FormEvent, useId, useState } from 'react';
import { useAccount } from '../account';
import { type Failure, searchNames } from '../api';
import { NeedsAccount } from '../components/needs-account';
import { ErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { NamesResult } from '../components/results';
import { SaveReport } from '../components/save-report';

interface Search {
  keywords: string;
  tlds: string[];
  maxLength?: number;
  style: 'exact' | 'brandable' | 'both';
  excludeHyphens: boolean;
  excludeDigits: boolean;
}

type State =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; search: Search; data: unknown }
  | { phase: 'failed'; error: Failure };

/** Domain-name search from keywords, for signed-in users. */
export function NamesPage() {
  const account = useAccount();
  const id = useId();
  const [keywords, setKeywords] = useState('');
  const [tlds, setTlds] = useState('com');
  const [maxLength, setMaxLength] = useState('');
  const [style, setStyle] = useState<Search['style']>('both');
  const [excludeHyphens, setExcludeHyphens] = useState(true);
  const [excludeDigits, setExcludeDigits] = useState(true);
  const [state, setState] = useState<State>({ phase: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (keywords.trim() === '') return;
    const search: Search = {
      keywords: keywords.trim(),
      tlds: tlds
        .split(/[\s,]+/)
        .map((t) => t.replace(/^\./, '').toLowerCase())
        .filter(Boolean),
      style,
      excludeHyphens,
      excludeDigits,
    };
    const max = Number.parseInt(maxLength, 10);
    if (Number.isFinite(max) && max > 0) search.maxLength = max;
    setState({ phase: 'loading' });
    const outcome = await searchNames<unknown>({ ...search }, account.credentials);
    setState(
      outcome.ok
        ? { phase: 'done', search, data: outcome.data }
        : { phase: 'failed', error: outcome.error },
    );
  };

  const fieldError =
    state.phase === 'failed' && state.error.kind === 'bad_input' ? state.error.message : null;
  return (
    <Page
      heading="Name search"
      lead="Describe your idea in a few keywords and get ranked domain-name candidates, each scored for how it reads, how it helps search and what it is worth."
    >
      <NeedsAccount what="Name searches">
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-keywords`}>Keywords</label>
            <input
              id={`${id}-keywords`}
              type="text"
              required
              placeholder="coffee shop"
              value={keywords}
              onChange={(e) => setKeywords(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {fieldError}
              </p>
            ) : null}
          </div>
          <div className="field field--small">
            <label htmlFor={`${id}-tlds`}>Extensions</label>
            <input
              id={`${id}-tlds`}
              type="text"
              value={tlds}
              onChange={(e) => setTlds(e.target.value)}
            />
          </div>
          <div className="field field--small">
            <label htmlFor={`${id}-max`}>Max length</label>
            <input
              id={`${id}-max`}
              type="number"
              min={3}
              max={63}
              inputMode="numeric"
              value={maxLength}
              onChange={(e) => setMaxLength(e.target.value)}
            />
          </div>
          <div className="field field--small">
            <label htmlFor={`${id}-style`}>Style</label>
            <select
              id={`${id}-style`}
              value={style}
              onChange={(e) => setStyle(e.target.value as Search['style'])}
            >
              <option value="both">Both</option>
              <option value="exact">Exact keywords</option>
              <option value="brandable">Brandable</option>
            </select>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={excludeHyphens}
              onChange={(e) => setExcludeHyphens(e.target.checked)}
            />
            No hyphens
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={excludeDigits}
              onChange={(e) => setExcludeDigits(e.target.checked)}
            />
            No digits
          </label>
          <button type="submit" disabled={state.phase === 'loading'}>
            {state.phase === 'loading' ? 'Searching…' : 'Find names'}
          </button>
        </form>
        {state.phase === 'loading' ? <Loading>Finding and scoring names…</Loading> : null}
        {state.phase === 'failed' && state.error.kind !== 'bad_input' ? (
          <ErrorNotice failure={state.error} />
        ) : null}
        {state.phase === 'done' ? (
          <NamesResult
            result={state.data}
            actions={
              <SaveReport
                kind="name_search"
                target={state.search.keywords}
                title={`Names for “${state.search.keywords}”`}
                payload={state.data}
              />
            }
          />
        ) : null}
      </NeedsAccount>
    </Page>
  );
}
