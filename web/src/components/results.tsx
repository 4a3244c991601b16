import type { ReactNode } from 'react';
import { formatBytes, formatUsd } from '../format';
import type { DomainAnalysis, ReportKind, SeoAudit } from '../types';
import { CheckList, CheckSummary } from './check-list';
import { ScoreParts } from './parts';
import { ScoreRing } from './score-ring';
import { type Column, SortableTable } from './sortable-table';
import { FactorList, ValuationBar } from './valuation';

/** A domain analysis: both scores as rings, the valuation bar and factors, the parts, notes. */
export function DomainResult({ result, actions }: { result: DomainAnalysis; actions?: ReactNode }) {
  const shown =
    result.unicode !== result.domain ? `${result.unicode} (${result.domain})` : result.domain;
  return (
    <div className="domain-result">
      <div className="card">
        <div className="result-head">
          <h2>{shown}</h2>
          {actions}
        </div>
        <ul className="chips" aria-label="Words in the name">
          {result.words.map((word, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word may repeat in a name.
            <li key={i} className="chip">
              {word}
            </li>
          ))}
        </ul>
        <div className="rings">
          <ScoreRing
            score={result.linguistic.score}
            label="Linguistic score"
            good={75}
            average={40}
          />
          <ScoreRing score={result.seo.score} label="SEO score" good={75} average={40} />
        </div>
      </div>
      <div className="grid">
        <section className="card" aria-labelledby="valuation-heading">
          <h2 id="valuation-heading">Valuation</h2>
          <ValuationBar valuation={result.valuation} />
          <h3>What moved the value</h3>
          <FactorList factors={result.valuation.factors} />
        </section>
        <section className="card" aria-labelledby="notes-heading">
          <h2 id="notes-heading">Findings</h2>
          <ul className="notes">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="grid">
        {result.linguistic.parts ? (
          <section className="card" aria-labelledby="ling-heading">
            <h2 id="ling-heading">Linguistic score, part by part</h2>
            <ScoreParts parts={result.linguistic.parts} />
          </section>
        ) : null}
        {result.seo.parts ? (
          <section className="card" aria-labelledby="seo-heading">
            <h2 id="seo-heading">SEO score, part by part</h2>
            <ScoreParts parts={result.seo.parts} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** An SEO audit: the score ring, page facts, and the 14 checks with their fixes. */
export function AuditResult({ result, actions }: { result: SeoAudit; actions?: ReactNode }) {
  return (
    <div className="audit-result">
      <div className="card">
        <div className="result-head">
          <h2>{result.finalUrl}</h2>
          {actions}
        </div>
        <div className="rings">
          <ScoreRing score={result.score} label="SEO audit score" size={112} />
          <dl className="facts">
            {result.finalUrl === result.url ? null : (
              <>
                <dt>Requested</dt>
                <dd>{result.url}</dd>
              </>
            )}
            <dt>HTTP status</dt>
            <dd>{result.statusCode}</dd>
            {result.page?.title ? (
              <>
                <dt>Title</dt>
                <dd>{result.page.title}</dd>
              </>
            ) : null}
            {result.fetchMs === undefined ? null : (
              <>
                <dt>Fetched in</dt>
                <dd>
                  {result.fetchMs} ms
                  {result.bytes === undefined ? '' : ` · ${formatBytes(result.bytes)}`}
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading">The {result.checks.length} checks</h2>
        <CheckSummary checks={result.checks} />
        <CheckList checks={result.checks} />
      </section>
      {result.notes && result.notes.length > 0 ? (
        <ul className="notes" style={{ marginTop: '1rem' }}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at the first of `paths` (dotted) that holds one. */
function at(source: unknown, ...paths: string[]): unknown {
  for (const path of paths) {
    let value: unknown = source;
    for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  return (
    asText(at(item, 'text', 'title', 'finding', 'message', 'label', 'summary')) ||
    JSON.stringify(item)
  );
}

/** Whether the site could be audited for the plan, in one line. */
function SiteLine({ site }: { site: unknown }) {
  if (site === undefined) return null;
  if (at(site, 'reachable') === true) {
    const score = asNumber(at(site, 'score'));
    return (
      <p className="muted">
        Site audited: {asText(at(site, 'finalUrl'))}
        {score === null ? '' : ` (audit score ${score})`}.
      </p>
    );
  }
  return (
    <p className="muted">
      The site could not be audited{at(site, 'reason') ? `: ${asText(at(site, 'reason'))}` : ''}.
      The plan is built from the name alone.
    </p>
  );
}

function planTitle(result: unknown): string {
  const domain = asText(at(result, 'domain.domain', 'domain', 'target'));
  return domain ? `Plan for ${domain}` : 'The plan';
}

const IMPACT_BADGE: Record<string, string> = { high: 'good', medium: 'warn', low: '' };

/** A strategic analysis: summary and score, the four lists, the actions, the alternatives. */
export function StrategyResult({ result, actions }: { result: unknown; actions?: ReactNode }) {
  const score = asNumber(at(result, 'score'));
  const sections: [string, unknown[]][] = [
    ['Strengths', asList(at(result, 'strengths'))],
    ['Weaknesses', asList(at(result, 'weaknesses'))],
    ['Opportunities', asList(at(result, 'opportunities'))],
    ['Risks', asList(at(result, 'risks'))],
  ];
  const steps = asList(at(result, 'actions'));
  const alternatives = asList(at(result, 'alternatives'));
  return (
    <div className="strategy-result">
      <div className="card">
        <div className="result-head">
          <h2>{planTitle(result)}</h2>
          {actions}
        </div>
        <div className="rings">
          {score === null ? null : (
            <ScoreRing score={score} label="Strategy score" size={112} good={75} average={40} />
          )}
          <div style={{ flex: '1 1 16rem' }}>
            <p>{asText(at(result, 'summary'))}</p>
            <SiteLine site={at(result, 'site')} />
          </div>
        </div>
      </div>
      <div className="grid">
        {sections.map(([heading, items]) => (
          <section key={heading} className="card">
            <h2>{heading}</h2>
            {items.length === 0 ? (
              <p className="muted">None found.</p>
            ) : (
              <ul className="notes">
                {items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list order is the engine's.
                  <li key={i}>{itemText(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {steps.length > 0 ? (
        <section className="card">
          <h2>Actions, best impact for the effort first</h2>
          <ol className="notes">
            {steps.map((action, i) => {
              const impact = asText(at(action, 'impact'));
              const effort = asText(at(action, 'effort'));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: list order is the engine's.
                <li key={i} style={{ marginBottom: '0.6rem' }}>
                  <strong>{asText(at(action, 'title')) || itemText(action)}</strong>{' '}
                  {impact ? (
                    <span className={`badge badge--${IMPACT_BADGE[impact] ?? ''}`}>
                      impact {impact}
                    </span>
                  ) : null}{' '}
                  {effort ? <span className="badge">effort {effort}</span> : null}
                  {at(action, 'why') ? (
                    <div className="muted">{asText(at(action, 'why'))}</div>
                  ) : null}
                  {asList(at(action, 'examples')).length > 0 ? (
                    <div className="muted">
                      For example: {asList(at(action, 'examples')).map(asText).join(', ')}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      {alternatives.length > 0 ? (
        <section className="card">
          <h2>Alternative names</h2>
          <NameTable
            rows={alternatives}
            caption="Alternatives to consider, with their estimated value"
          />
        </section>
      ) : null}
    </div>
  );
}

const AVAILABILITY_BADGE: Record<string, string> = {
  'likely available': 'good',
  registered: 'bad',
};

const nameColumns: Column<unknown>[] = [
  { key: 'domain', label: 'Name', value: (r) => asText(at(r, 'unicode', 'domain', 'name')) },
  {
    key: 'score',
    label: 'Rank',
    numeric: true,
    value: (r) => asNumber(at(r, 'score')),
  },
  {
    key: 'linguistic',
    label: 'Linguistic',
    numeric: true,
    value: (r) =>
      asNumber(at(r, 'linguistic.score', 'linguisticScore', 'scores.linguistic', 'linguistic')),
  },
  {
    key: 'seo',
    label: 'SEO',
    numeric: true,
    value: (r) => asNumber(at(r, 'seo.score', 'seoScore', 'scores.seo', 'seo')),
  },
  {
    key: 'value',
    label: 'Value',
    numeric: true,
    value: (r) => asNumber(at(r, 'valuation.estimate', 'estimate', 'value')),
    render: (r) => {
      const value = asNumber(at(r, 'valuation.estimate', 'estimate', 'value'));
      return value === null ? '–' : formatUsd(value);
    },
  },
  {
    key: 'availability',
    label: 'Availability',
    value: (r) => asText(at(r, 'availability', 'available')) || null,
    render: (r) => {
      const value = asText(at(r, 'availability', 'available'));
      return value ? (
        <span className={`badge badge--${AVAILABILITY_BADGE[value] ?? ''}`}>{value}</span>
      ) : (
        '–'
      );
    },
  },
  {
    key: 'reason',
    label: 'Why suggested',
    value: (r) => asText(at(r, 'reason', 'why', 'source')) || null,
  },
];

function NameTable({ rows, caption }: { rows: unknown[]; caption: string }) {
  const present = nameColumns.filter(
    (c) => c.key === 'domain' || rows.some((r) => c.value(r) !== null),
  );
  return (
    <SortableTable
      caption={caption}
      columns={present}
      rows={rows}
      rowKey={(r) => asText(at(r, 'domain', 'name'))}
      {...(present.some((c) => c.key === 'score')
        ? { initialSort: { key: 'score', direction: 'descending' as const } }
        : {})}
    />
  );
}

/** A name search: the candidates as a sortable table. */
export function NamesResult({ result, actions }: { result: unknown; actions?: ReactNode }) {
  const candidates = asList(
    Array.isArray(result) ? result : at(result, 'candidates', 'names', 'results'),
  );
  if (candidates.length === 0) return <p>No candidates were found for these keywords.</p>;
  return (
    <div className="card">
      {actions ? <div className="result-head">{actions}</div> : null}
      <NameTable
        rows={candidates}
        caption={`${candidates.length} candidates, best first. Select a column heading to sort by it.`}
      />
    </div>
  );
}

/** Any saved report, drawn by its kind. */
export function ReportView({ kind, payload }: { kind: ReportKind; payload: unknown }) {
  switch (kind) {
    case 'domain':
      return <DomainResult result={payload as DomainAnalysis} />;
    case 'seo_audit':
      return <AuditResult result={payload as SeoAudit} />;
    case 'strategy':
      return <StrategyResult result={payload} />;
    case 'name_search':
      return <NamesResult result={payload} />;
  }
}
