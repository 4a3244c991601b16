import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.ts';
import { json } from './helpers/start-app.ts';
import {
  type RealServer,
  type ServerData,
  serverData,
  startRealServer,
} from './helpers/start-server.ts';

/** Done-when 6: saved reports survive a restart on PGlite with the same DATA_DIR. */
describe('persistence on PGlite across a restart', () => {
  let data: ServerData;
  let server: RealServer | undefined;

  beforeAll(async () => {
    data = await serverData({ pglite: true });
  });
  afterAll(async () => {
    await server?.close();
    await data?.remove();
  });

  // Creating a database on disk (initdb in WASM) takes seconds, more on a busy machine.
  it('keeps accounts, saved reports, usage and keys; one process at a time', {
    timeout: 120_000,
  }, async () => {
    server = await startRealServer(data);
    const keys = JSON.parse((await runCli(['keys', '--json'], { env: data.env })).stdout);
    const apikey: string = keys.publishableKey;
    expect(keys.dataApiUrl).toBe(server.base);

    const signUp = await fetch(`${server.base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'correct horse battery' }),
    });
    const session = await json(signUp);
    const headers = {
      apikey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    };
    const inserted = await fetch(`${server.base}/rest/v1/saved_reports?select=*`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=representation' },
      body: JSON.stringify([
        { kind: 'domain', target: 'bestcoffee.com', title: 'Coffee', payload: { score: 71 } },
        {
          kind: 'seo_audit',
          target: 'https://example.com/',
          title: 'Example',
          payload: { score: 88 },
        },
        { kind: 'strategy', target: 'bestcoffee.com', title: 'Plan', payload: {} },
      ]),
    });
    expect(inserted.status).toBe(201);
    const rows = await json(inserted);
    expect(rows).toHaveLength(3);
    const analysis = await fetch(`${server.base}/api/analyze/domain`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ domain: 'bestcoffee.com' }),
    });
    expect(analysis.status).toBe(200);

    // A second process on the same DATA_DIR is refused, not let in to corrupt the database.
    await expect(startRealServer(data)).rejects.toThrow(/is in use by process \d+/);

    await server.close();
    server = await startRealServer(data);

    // Same keys (kept in the database), so the session from before the restart still works.
    const again = JSON.parse((await runCli(['keys', '--json'], { env: data.env })).stdout);
    expect(again.publishableKey).toBe(apikey);
    const listed = await fetch(
      `${server.base}/rest/v1/saved_reports?select=id,kind,title,payload&order=created_at.asc`,
      { headers },
    );
    expect(listed.status).toBe(200);
    expect(await json(listed)).toEqual(
      rows.map((row: { id: string; kind: string; title: string; payload: unknown }) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        payload: row.payload,
      })),
    );
    const summary = await fetch(`${server.base}/rest/v1/rpc/usage_summary`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(await json(summary)).toEqual({ plan: 'free', limit: 10, used: 1, remaining: 9 });
    const signIn = await fetch(`${server.base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
  });
});
