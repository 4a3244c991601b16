import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../version.ts';

/**
 * Registers the OpenAPI 3.1 document, generated from the route schemas, at `/openapi.json`
 * and a readable reference (Swagger UI) at `/docs`. Call on the root instance (not inside a
 * plugin) before the routes are registered, so that every route is seen.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitelens API',
        version: VERSION,
        description:
          'Domain-name analysis and on-page SEO audits. Public endpoints need no key. Every success is `{status: "ok", data, time}`; every error is `{status: "error", error: {code, message}, time}` (schema `ErrorResponse`). Fair use: about 60 requests per minute per client, with `RateLimit-*` and `Retry-After` headers.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      tags: [
        { name: 'public', description: 'Public endpoints, no key needed.' },
        {
          name: 'signed-in',
          description:
            'Analyses for a signed-in user: `apikey` (the publishable key) and `Authorization: Bearer <access token>`; each counts against the daily quota (Free 10, Pro 500 per UTC day).',
        },
      ],
      components: {
        securitySchemes: {
          apikey: {
            type: 'apiKey',
            in: 'header',
            name: 'apikey',
            description: 'The publishable key (`sitelens keys` prints it).',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a session from `POST /auth/v1/token`.',
          },
        },
      },
    },
    // Keep shared schemas under their own names (components/schemas/ErrorResponse …).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
