import type { FastifyRequest } from 'fastify';
import type { Claims } from '../store/types.ts';
import type { Result } from './rest-error.ts';

/**
 * Resolves the signed-in caller of a /rest/v1 request from its `apikey` and Bearer token, or
 * the 401 to answer (missing or wrong key, anonymous caller, expired or invalid token).
 */
export type Authenticate = (request: FastifyRequest) => Promise<Result<Claims>>;
