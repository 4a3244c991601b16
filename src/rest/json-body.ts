import type { FastifyInstance } from 'fastify';
import { invalidBody, RestFailure, restError } from './rest-error.ts';

/**
 * Installs this scope's body parsers: JSON that may be empty (supabase-js sends DELETE and
 * sign-out with a JSON content type and no body), `PGRST102` for JSON that does not parse,
 * and 415 `PGRST107` for any other content type, as PostgREST answers.
 */
export function installJsonBody(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, text, done) => {
      const raw = typeof text === 'string' ? text : text.toString('utf8');
      if (raw.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(new RestFailure(invalidBody('Empty or invalid json')), undefined);
      }
    },
  );
  app.addContentTypeParser('*', { bodyLimit }, (request, _payload, done) => {
    const type = request.headers['content-type'] ?? '';
    done(
      new RestFailure(restError(415, 'PGRST107', `Content-Type not acceptable: ${type}`)),
      undefined,
    );
  });
}
