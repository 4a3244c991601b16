import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { variablesRead } from './helpers/config-variables.ts';
import { startApp } from './helpers/start-app.ts';
import { closedPort } from './helpers/tcp-proxy.ts';

const ROOT = join(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}

// No container engine runs here: these tests check the files themselves. (`docker-compose
// config` of Compose v1 accepts the file too, bar the top-level `name` it predates.)
describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;

  it('runs two app processes, PostgreSQL, Redis and a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'lb', 'postgres', 'redis']);
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.redis?.image).toMatch(/^redis:[7-9]/);
    expect(services.lb?.image).toMatch(/^nginx:/);
    expect(services.lb?.ports).toEqual([`\${HTTP_PORT:-8080}:80`]);
    expect(compose.volumes).toHaveProperty('pgdata');
  });

  it('wires both apps to the database and Redis, behind the balancer, healthy first', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name] as Service;
      expect(app.build).toBe('.');
      const env = app.environment ?? {};
      expect(env.DATABASE_URL).toMatch(
        /^postgres:\/\/sitelens:\$\{POSTGRES_PASSWORD:-\w+\}@postgres:5432\/sitelens$/,
      );
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.TRUST_PROXY).toBeTruthy();
      // Every variable set is one the service reads: no typo goes unnoticed.
      expect(Object.keys(env).filter((key) => !variablesRead().includes(key))).toEqual([]);
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // Docker's grace period outlasts the service's own shutdown timeout.
      expect(Number.parseInt(app.stop_grace_period ?? '0', 10)).toBeGreaterThan(
        Number(env.SHUTDOWN_TIMEOUT_S ?? 15),
      );
    }
    expect(services.lb?.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    expect(services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('gives nginx a config that balances over both apps and overwrites X-Forwarded-For', () => {
    const mount = services.lb?.volumes?.[0] ?? '';
    const [source, target] = mount.split(':');
    expect(target).toBe('/etc/nginx/conf.d/default.conf');
    expect(existsSync(join(ROOT, source ?? ''))).toBe(true);
    const conf = read(source ?? '');
    expect(conf).toMatch(/server app1:8787/);
    expect(conf).toMatch(/server app2:8787/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).toMatch(/location = \/metrics/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages on node:24-slim: the web app with dev dependencies, the runtime without', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-slim$/m);
    const stages = [...dockerfile.matchAll(/^FROM \$\{NODE_IMAGE\} AS (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(['build', 'deps', 'runtime']);
    expect(dockerfile).toMatch(/RUN npm ci --no-audit --no-fund\nCOPY \. \.\nRUN npm run build/);
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev/);
    expect(dockerfile).toMatch(/COPY --from=deps \/app\/node_modules \.\/node_modules/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/web\/dist \.\/web\/dist/);
  });

  it('runs as a non-root user, with the embedded data in a volume', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^USER root$/m);
    expect(runtime).toMatch(/DATA_DIR=\/data/);
    expect(runtime).toMatch(/^CMD \["node", "bin\/sitelens\.js", "serve"\]$/m);
  });

  it('has a HEALTHCHECK on /api/public/health that passes on a live server and fails on a dead one', async () => {
    const match = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile);
    expect(match).not.toBeNull();
    const command = JSON.parse(match?.[1] ?? '[]') as string[];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/api/public/health');
    // Run asynchronously: the server under test lives in this process's event loop.
    const probe = (port: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, command.slice(1), {
          env: { ...process.env, PORT: String(port) },
          stdio: 'ignore',
          timeout: 10_000,
        });
        child.on('exit', (code) => resolve(code));
      });

    const server = await startApp();
    try {
      expect(await probe(Number(new URL(server.base).port))).toBe(0);
    } finally {
      await server.close();
    }
    expect(await probe(await closedPort())).toBe(1);
  });

  it('keeps dependencies, data and the git history out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.git', 'data', 'web/dist']) {
      expect(ignored).toContain(entry);
    }
  });
});
