/**
 * The server `bench/rest.ts` loads, in its own process so the load generator does not share
 * its event loop: the whole app (buildApp, with its data interface) over a fresh store (PGlite in memory, or a
 * fresh schema on the PostgreSQL server given by --database-url), with one user owning N saved
 * reports inserted in bulk through the store, and a bare Fastify route as the baseline.
 * Prints `{port, barePort, apikey, token, seedMs}` as one JSON line, then runs until stdin
 * closes (and drops its schema on PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { resolveKeys } from '../src/auth/keys.ts';
import { signAccessToken } from '../src/auth/tokens.ts';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { openStore } from '../src/store/open-store.ts';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, reports: { type: 'string', default: '10000' } },
});
const databaseUrl = values['database-url'];
const reports = Number(values.reports);
const schema = databaseUrl === undefined ? 'public' : `bench_${randomBytes(5).toString('hex')}`;
const store =
  databaseUrl === undefined
    ? await openStore({ dataDir: 'memory://' })
    : await openStore({ databaseUrl, schema });

const keys = await resolveKeys(store);
const seedStart = performance.now();
const userId = await store.asService(async (sql) => {
  const { rows } = await sql.query<{ id: string }>(
    "insert into users (email, password_hash) values ('bench@example.com', 'not-a-hash') returning id",
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  // One statement: N reports a minute apart, each with a payload the size of a small result.
  await sql.query(
    `insert into saved_reports (user_id, kind, target, title, payload, created_at)
     select $1::uuid, (array['domain','seo_audit','strategy','name_search'])[1 + g % 4],
            'site' || g || '.example', 'Report ' || g,
            jsonb_build_object('score', g % 100, 'grade', 'B', 'notes', repeat('lorem ipsum ', 40)),
            now() - make_interval(mins => g)
       from generate_series(1, $2::int) g`,
    [id, reports],
  );
  await sql.query('analyze saved_reports');
  return id;
});
const seedMs = performance.now() - seedStart;
const { token } = await signAccessToken(
  { userId, email: 'bench@example.com', sessionId: crypto.randomUUID(), userMetadata: {} },
  { secret: keys.jwtSecret, issuer: 'http://127.0.0.1/auth/v1', expiryS: 3600 },
  new Date(),
);

const app = buildApp({
  config: { ...DEFAULT_CONFIG, port: 0, rateLimitRpm: 0 },
  logger: false,
  store,
  keys,
});
const bare = Fastify({ logger: false });
bare.get('/bare', async () => [{ hello: 'world' }]);

const ports: number[] = [];
for (const server of [app, bare]) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  ports.push(address.port);
}
process.stdout.write(
  `${JSON.stringify({ port: ports[0], barePort: ports[1], apikey: keys.publishableKey, token, seedMs })}\n`,
);

process.stdin.resume();
process.stdin.on('end', async () => {
  await Promise.all([app.close(), bare.close()]);
  await store.close();
  if (databaseUrl !== undefined) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  process.exit(0);
});
