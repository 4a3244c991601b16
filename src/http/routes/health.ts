import type { FastifyPluginAsync } from 'fastify';
import { SERVICE_NAME, VERSION } from '../../version.ts';
import { type Clock, okBody } from '../envelope.ts';
import { type HealthProbes, overallStatus, runHealthChecks } from '../health-checks.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';

const checkSchema = (what: string) =>
  ({
    type: 'object',
    required: ['status', 'latencyMs'],
    description: what,
    properties: {
      status: {
        type: 'string',
        enum: ['ok', 'down', 'disabled'],
        description:
          '`ok`: answered; `down`: failed or did not answer within 1 s; `disabled`: not configured.',
      },
      latencyMs: {
        type: ['number', 'null'],
        minimum: 0,
        description: 'How long the check took, ms; null when disabled.',
      },
    },
  }) as const;

/** Shared schema (`$ref: 'HealthData#'`) of the health `data`. */
export const healthDataSchema = {
  $id: 'HealthData',
  title: 'HealthData',
  type: 'object',
  required: ['status', 'service', 'version', 'time', 'uptimeS', 'checks'],
  properties: {
    status: {
      type: 'string',
      enum: ['ok', 'degraded'],
      description:
        '`degraded` when a configured dependency is down: the public API still answers (without the shared cache and limits when Redis is down; without accounts when the database is down).',
    },
    service: { type: 'string', enum: [SERVICE_NAME] },
    version: { type: 'string', description: 'Version of the running service.' },
    time: { type: 'string', format: 'date-time', description: 'Server time, ISO-8601 UTC.' },
    uptimeS: { type: 'integer', minimum: 0, description: 'Seconds since the service started.' },
    checks: {
      type: 'object',
      required: ['database', 'cache'],
      properties: {
        database: checkSchema(
          'The accounts database (PGlite or PostgreSQL); `disabled` when the service runs without one.',
        ),
        cache: checkSchema(
          'Redis, which holds the response cache and rate-limit counters when `REDIS_URL` is set; `disabled` otherwise (in-process cache and limits).',
        ),
      },
    },
  },
} as const;

/** Options of {@link healthRoutes}. */
export interface HealthRoutesOptions {
  clock: Clock;
  /** When the app was built, for `uptimeS`. */
  startedAt: Date;
  /** The dependencies to check on every request; absent ones are `disabled`. */
  probes?: HealthProbes;
}

/**
 * `GET /health`: a heartbeat with a check of each dependency (each bounded to 1 s, run in
 * parallel), never cached. Always 200 while the process serves: `data.status` says
 * `degraded` when a dependency is down.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const { clock, startedAt } = options;
  const probes = options.probes ?? {};
  app.get(
    '/health',
    {
      schema: {
        tags: ['public'],
        summary: 'Heartbeat and dependency checks',
        description:
          'Service status, name, version, server time, uptime, and a check of the database and of Redis (status and latency; each bounded to 1 s). `status` is `degraded` when one is down. Never cached.',
        response: {
          200: okEnvelope('The service is up.', { $ref: 'HealthData#' }),
          429: errorResponse('Rate limited: slow down (see `Retry-After`).'),
          500: errorResponse('Unexpected failure.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await runHealthChecks(probes);
      const now = clock();
      return okBody(
        {
          status: overallStatus(checks),
          service: SERVICE_NAME,
          version: VERSION,
          time: now.toISOString(),
          uptimeS: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
          checks,
        },
        now,
      );
    },
  );
};
