/**
 * The servers `bench/domain.ts` loads, run in their own process so that the load generator
 * does not share their event loop: the Sitelens app with the response cache on, the same app
 * with the cache off, and bare Fastify JSON routes as baselines: `/bare` (a tiny object) and
 * `/bare-sized` (a body as large as a domain result, so the cost of moving the bytes is
 * separated from the cost of our stack). Prints their ports as one JSON line, then runs until
 * stdin closes.
 */
import Fastify from 'fastify';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { analyzeDomain } from '../src/core/domain/analyze-domain.ts';
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
const sample = analyzeDomain('bestcoffee.com');
const sampleJson = JSON.stringify(sample.ok ? sample.value : {});
bare.get('/bare-sized', async (_request, reply) =>
  reply
    .type('application/json; charset=utf-8')
    .send(`{"status":"ok","data":${sampleJson},"time":"${new Date().toISOString()}"}`),
);

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
