import { useEffect, useState } from 'react';
import { Page } from '../components/page';
import { type Probe, Sparkline } from '../components/sparkline';
import { formatTime } from '../format';

/** How often the endpoints are checked. */
const INTERVAL_MS = 30_000;
/** Probes kept per endpoint (the sparkline's window). */
const KEEP = 20;

interface Endpoint {
  id: string;
  name: string;
  /** What is checked, in words. */
  what: string;
  path: () => string;
}

/**
 * The three public endpoints, each with a known-good input: example.com for the domain
 * analysis, and this service's own home page for the audit (the audit fetches it over the
 * network, so a public deployment audits its public URL; a local one needs
 * ALLOW_PRIVATE_TARGETS=true to fetch its own loopback address).
 */
const ENDPOINTS: Endpoint[] = [
  {
    id: 'health',
    name: 'Health',
    what: 'GET /api/public/health',
    path: () => '/api/public/health',
  },
  {
    id: 'domain',
    name: 'Domain analysis',
    what: 'GET /api/public/domain?domain=example.com',
    path: () => '/api/public/domain?domain=example.com',
  },
  {
    id: 'audit',
    name: 'SEO audit',
    what: 'GET /api/public/seo-audit of this site’s home page',
    path: () => `/api/public/seo-audit?url=${encodeURIComponent(`${window.location.origin}/`)}`,
  },
];

interface Check extends Probe {
  status: number;
  at: Date;
  message: string;
}

/** Kept outside the component, so leaving the page and coming back keeps the window. */
const history = new Map<string, Check[]>();

async function probe(endpoint: Endpoint): Promise<Check> {
  const started = performance.now();
  try {
    const response = await fetch(endpoint.path(), {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      error?: { message?: string };
    } | null;
    const ms = Math.round(performance.now() - started);
    const up = response.ok && body?.status === 'ok';
    return {
      up,
      ms,
      status: response.status,
      at: new Date(),
      message: up ? '' : (body?.error?.message ?? response.statusText),
    };
  } catch {
    return {
      up: false,
      ms: Math.round(performance.now() - started),
      status: 0,
      at: new Date(),
      message: 'No answer: the server could not be reached.',
    };
  }
}

/** Live checks of the public endpoints from this browser, every 30 seconds. */
export function StatusPage() {
  const [, setTick] = useState(0);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let stopped = false;
    const run = async () => {
      setChecking(true);
      const results = await Promise.all(ENDPOINTS.map((endpoint) => probe(endpoint)));
      if (stopped) return;
      ENDPOINTS.forEach((endpoint, i) => {
        const result = results[i];
        if (result === undefined) return;
        history.set(endpoint.id, [...(history.get(endpoint.id) ?? []), result].slice(-KEEP));
      });
      setChecking(false);
      setTick((n) => n + 1);
    };
    run();
    const timer = window.setInterval(run, INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  const latest = ENDPOINTS.map((endpoint) => history.get(endpoint.id)?.at(-1));
  const allUp = latest.every((check) => check?.up);
  const known = latest.every((check) => check !== undefined);
  return (
    <Page
      heading="Service status"
      lead="Live checks of the three public endpoints, run from your browser every 30 seconds. Each line shows the last 20 checks."
    >
      <div
        className={`notice ${!known ? 'notice--info' : allUp ? 'notice--ok' : 'notice--error'}`}
        role="status"
      >
        <p>
          <strong>
            {!known
              ? 'Checking the endpoints…'
              : allUp
                ? 'All endpoints are up.'
                : 'Some endpoints are down.'}
          </strong>
          {checking && known ? ' Checking again…' : ''}
        </p>
      </div>
      <div className="grid">
        {ENDPOINTS.map((endpoint) => {
          const checks = history.get(endpoint.id) ?? [];
          const last = checks.at(-1);
          return (
            <section
              key={endpoint.id}
              className="card status-card"
              data-endpoint={endpoint.id}
              aria-labelledby={`status-${endpoint.id}`}
            >
              <h2 id={`status-${endpoint.id}`}>
                <span
                  className={`dot ${last ? (last.up ? 'dot--up' : 'dot--down') : ''}`}
                  aria-hidden="true"
                />
                {endpoint.name}
              </h2>
              <p className="muted">{endpoint.what}</p>
              {last ? (
                <dl className="facts">
                  <dt>State</dt>
                  <dd data-field="state">
                    <span className={`badge badge--${last.up ? 'good' : 'bad'}`}>
                      {last.up ? 'Up' : 'Down'}
                    </span>
                  </dd>
                  <dt>HTTP status</dt>
                  <dd data-field="http-status">{last.status === 0 ? 'no answer' : last.status}</dd>
                  <dt>Latency</dt>
                  <dd data-field="latency">{last.ms} ms</dd>
                  <dt>Last checked</dt>
                  <dd data-field="checked">
                    <time dateTime={last.at.toISOString()}>{formatTime(last.at)}</time>
                  </dd>
                  {last.up ? null : (
                    <>
                      <dt>Problem</dt>
                      <dd>{last.message}</dd>
                    </>
                  )}
                </dl>
              ) : (
                <p className="muted">Checking…</p>
              )}
              <Sparkline probes={checks} label={`${endpoint.name} latency`} />
              {checks.length > 0 ? (
                <p className="muted">
                  {checks.filter((c) => c.up).length} of {checks.length} recent checks up · average{' '}
                  {Math.round(checks.reduce((sum, c) => sum + c.ms, 0) / checks.length)} ms
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
    </Page>
  );
}
