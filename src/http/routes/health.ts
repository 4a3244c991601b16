import type { FastifyPluginAsync } from 'fastify';
import { SERVICE_NAME, VERSION } from '../../version.ts';
import { type Clock, okBody } from '../envelope.ts';
import { errorResponse, okEnvelope } from '../schemas/envelope.ts';

/** Shared schema (`$ref: 'HealthData#'`) of the health `data`. */
export const healthDataSchema = {
  $id: 'HealthData',
  title: 'HealthData',
  type: 'object',
  required: ['status', 'service', 'version', 'time', 'uptimeS'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    service: { type: 'string', enum: [SERVICE_NAME] },
    version: { type: 'string', description: 'Version of the running service.' },
    time: { type: 'string', format: 'date-time', description: 'Server time, ISO-8601 UTC.' },
    uptimeS: { type: 'integer', minimum: 0, description: 'Seconds since the service started.' },
  },
} as const;

/** Options of {@link healthRoutes}. */
export interface HealthRoutesOptions {
  clock: Clock;
  /** When the app was built, for `uptimeS`. */
  startedAt: Date;
}

/** `GET /health`: a heartbeat that is never cached. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const { clock, startedAt } = options;
  app.get(
    '/health',
    {
      schema: {
        tags: ['public'],
        summary: 'Heartbeat',
        description: 'Service status, name, version, server time and uptime. Never cached.',
        response: {
          200: okEnvelope('The service is up.', { $ref: 'HealthData#' }),
          429: errorResponse('Rate limited: slow down (see `Retry-After`).'),
          500: errorResponse('Unexpected failure.'),
        },
      },
    },
    async (_request, reply) => {
      const now = clock();
      reply.header('cache-control', 'no-store');
      return okBody(
        {
          status: 'ok',
          service: SERVICE_NAME,
          version: VERSION,
          time: now.toISOString(),
          uptimeS: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
        },
        now,
      );
    },
  );
};
