/**
 * The servers `bench/domain.ts` loads, run in their own process so that the load generator
 * does not share their event loop: the Sitelens app with the response cache on, the same app
 * with the cache off, and a bare Fastify JSON route as the baseline. Prints their ports as
 * one JSON line, then runs until stdin closes.
 */
import Fastify from 'fastify';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';

const base = { ...DEFAULT_CONFIG, port: 0, rateLimitRpm: 0, cacheMaxEntries: 100_000 };
const cached = buildApp({ config: { ...base, cacheTtlS: 300 }, logger: false });
const uncached = buildApp({ config: { ...base, cacheTtlS: 0 }, logger: false });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({
  status: 'ok',
  data: { hello: 'world' },
  time: new Date().toISOString(),
}));

const servers = { cached, uncached, bare };
const ports: Record<string, number> = {};
for (const [name, app] of Object.entries(servers)) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  ports[name] = address.port;
}
process.stdout.write(`${JSON.stringify(ports)}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  await Promise.all(Object.values(servers).map((app) => app.close()));
  process.exit(0);
});
