import { describe, expect, it } from 'vitest';
import { json, startApp } from './helpers/start-app.ts';
import { startDataApp } from './helpers/start-data-app.ts';
import { closedPort } from './helpers/tcp-proxy.ts';

/** The value of one sample line (`name{labels} value`) in a Prometheus text exposition. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is a JSON 404 when METRICS is off (the default)', async () => {
    const server = await startApp();
    try {
      const res = await server.request('/metrics');
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    } finally {
      await server.close();
    }
  });

  it('counts requests and latency by route pattern and status, cache hits and misses, and process metrics', async () => {
    const server = await startApp({ METRICS: 'true' });
    try {
      await server.request('/api/public/health');
      await server.request('/api/public/domain?domain=metrics-one.com');
      await server.request('/api/public/domain?domain=metrics-one.com');
      await server.request('/api/public/domain?domain=bad_name');
      await server.request('/api/public/nothing-here?x=1');
      const res = await server.request('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      const route = (path: string, status: number) =>
        `{method="GET",route="${path}",status="${status}"}`;
      expect(sample(text, `sitelens_http_requests_total${route('/api/public/domain', 200)}`)).toBe(
        2,
      );
      expect(sample(text, `sitelens_http_requests_total${route('/api/public/domain', 400)}`)).toBe(
        1,
      );
      expect(sample(text, `sitelens_http_requests_total${route('/api/public/health', 200)}`)).toBe(
        1,
      );
      expect(sample(text, `sitelens_http_requests_total${route('(unmatched)', 404)}`)).toBe(1);
      expect(
        sample(
          text,
          `sitelens_http_request_duration_seconds_count${route('/api/public/domain', 200)}`,
        ),
      ).toBe(2);
      expect(text).toContain(
        'sitelens_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/public/domain",status="200"}',
      );
      // Raw URLs never become labels.
      expect(text).not.toContain('metrics-one');
      expect(text).not.toContain('nothing-here');
      expect(sample(text, 'sitelens_cache_lookups_total{result="hit"}')).toBe(1);
      expect(sample(text, 'sitelens_cache_lookups_total{result="miss"}')).toBe(2);
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await server.close();
    }
  });

  it('counts audit fetch failures by cause and fair-use 429s', async () => {
    const port = await closedPort();
    const server = await startApp({
      METRICS: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      RATE_LIMIT_RPM: '3',
    });
    try {
      const audit = await server.request(
        `/api/public/seo-audit?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`,
      );
      expect(audit.status).toBe(502);
      expect((await json(audit)).error.code).toBe('connection_refused');
      for (let i = 0; i < 3; i += 1) await server.request('/api/public/health');
      const text = await (await server.request('/metrics')).text();
      expect(sample(text, 'sitelens_audit_fetch_failures_total{code="connection_refused"}')).toBe(
        1,
      );
      expect(sample(text, 'sitelens_rate_limited_total{scope="public"}')).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('counts quota rejections of signed-in analyses', async () => {
    const server = await startDataApp({ METRICS: 'true' });
    try {
      const signUp = await server.call('/auth/v1/signup', {
        method: 'POST',
        json: { email: 'metrics@example.com', password: 'correct horse battery' },
      });
      expect(signUp.status).toBe(200);
      const token = (await json(signUp)).access_token as string;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await server.call('/api/analyze/domain', {
          method: 'POST',
          token,
          json: { domain: `quota${i}.com` },
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      const text = await (await server.request('/metrics')).text();
      expect(sample(text, 'sitelens_quota_rejections_total{analysis="domain"}')).toBe(1);
      expect(
        sample(
          text,
          'sitelens_http_requests_total{method="POST",route="/api/analyze/domain",status="429"}',
        ),
      ).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);
});
