import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { ISO_UTC, json, type RunningApp, startApp } from './helpers/start-app.ts';
import { startDataApp } from './helpers/start-data-app.ts';

describe('GET /api/public/health', () => {
  let server: RunningApp;
  let started: number;
  let now: number;
  beforeAll(async () => {
    started = Date.parse('2025-01-31T12:00:00.000Z');
    now = started;
    server = await startApp({}, { clock: () => new Date(now) });
  });
  afterAll(() => server.close());

  it('answers 200 with the envelope, the health data and no-store', async () => {
    now = started + 42_500;
    const res = await server.request('/api/public/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await json(res);
    expect(body).toEqual({
      status: 'ok',
      data: {
        status: 'ok',
        service: 'sitelens',
        version: pkg.version,
        time: '2025-01-31T12:00:42.500Z',
        uptimeS: 42,
        checks: {
          database: { status: 'disabled', latencyMs: null },
          cache: { status: 'disabled', latencyMs: null },
        },
      },
      time: '2025-01-31T12:00:42.500Z',
    });
  });

  it('uses the real clock by default', async () => {
    const real = await startApp();
    try {
      const body = await json(await real.request('/api/public/health'));
      expect(body.time).toMatch(ISO_UTC);
      expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(5_000);
      expect(body.data.uptimeS).toBeGreaterThanOrEqual(0);
    } finally {
      await real.close();
    }
  });

  it('answers HEAD without a body', async () => {
    const res = await server.request('/api/public/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('GET /api/public/health: dependency checks', () => {
  it('reports a hung dependency down within about a second, and the service degraded', async () => {
    const server = await startApp(
      {},
      {
        healthProbes: {
          database: async () => {},
          cache: () => new Promise<void>(() => {}),
        },
      },
    );
    try {
      const started = performance.now();
      const res = await server.request('/api/public/health');
      const elapsed = performance.now() - started;
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(elapsed).toBeLessThan(1_800);
      const { data } = await json(res);
      expect(data.status).toBe('degraded');
      expect(data.checks.database).toEqual({ status: 'ok', latencyMs: expect.any(Number) });
      expect(data.checks.cache.status).toBe('down');
      expect(data.checks.cache.latencyMs).toBeGreaterThanOrEqual(990);
    } finally {
      await server.close();
    }
  });

  it('reports a failing database down', async () => {
    const server = await startApp(
      {},
      {
        healthProbes: {
          database: async () => {
            throw new Error('connection refused');
          },
        },
      },
    );
    try {
      const { data } = await json(await server.request('/api/public/health'));
      expect(data.status).toBe('degraded');
      expect(data.checks.database.status).toBe('down');
      expect(data.checks.cache).toEqual({ status: 'disabled', latencyMs: null });
    } finally {
      await server.close();
    }
  });

  it('checks the real store', async () => {
    const server = await startDataApp();
    try {
      const res = await server.request('/api/public/health');
      const { data } = await json(res);
      expect(data.status).toBe('ok');
      expect(data.checks.database.status).toBe('ok');
      expect(data.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await server.close();
    }
  });
});
