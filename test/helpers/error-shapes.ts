import { ERRORS } from '../../src/http/errors.ts';
import { ISO_UTC } from './start-app.ts';

/** A response as the shape checks see it, from `app.inject` or `fetch` alike. */
export interface SeenResponse {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Which documented error shape a part of the service answers with. */
export type ErrorFamily = 'public' | 'rest' | 'auth';

/**
 * Text in a body that would mean internals leaked: a stack frame, a source path, our own SQL
 * (the generated requests never contain these, so an echo of the input cannot match).
 */
const LEAKS = [
  /\n\s+at /,
  /node_modules/,
  /\/src\/[\w/-]+\.ts/,
  /request\.jwt\.claims|set local role|set_config\(/i,
];

const sameKeys = (value: object, keys: string[]): boolean =>
  Object.keys(value).sort().join() === [...keys].sort().join();

const nullableString = (value: unknown): boolean => value === null || typeof value === 'string';

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** `{status: "error", error: {code, message}, time}` with a catalogue code (ARCHITECTURE.md). */
function publicProblems(status: number, json: unknown): string[] {
  const body = json as { status?: unknown; error?: { code?: unknown; message?: unknown } };
  if (typeof json !== 'object' || json === null || !sameKeys(json, ['status', 'error', 'time'])) {
    return ['not {status, error, time}'];
  }
  const problems: string[] = [];
  if (body.status !== 'error') problems.push('status is not "error"');
  const error = body.error;
  if (typeof error !== 'object' || error === null || !sameKeys(error, ['code', 'message'])) {
    return [...problems, 'error is not {code, message}'];
  }
  const entry = ERRORS[error.code as keyof typeof ERRORS];
  if (entry === undefined) problems.push(`unknown code ${String(error.code)}`);
  else if (entry.status !== status) problems.push(`code ${error.code} sent with ${status}`);
  if (typeof error.message !== 'string' || error.message === '') problems.push('empty message');
  if (!ISO_UTC.test(String((json as { time?: unknown }).time))) problems.push('time not ISO UTC');
  return problems;
}

/**
 * `{code, message, details, hint}` (DATA-INTERFACE.md); the gateway's apikey refusals are
 * `{message, hint}`, as Supabase's gateway sends them.
 */
function restProblems(status: number, json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return ['not a JSON object'];
  const body = json as Record<string, unknown>;
  if (status === 401 && sameKeys(body, ['message', 'hint'])) {
    return /^(No API key found in request|Invalid API key)$/.test(String(body.message))
      ? []
      : ['{message, hint} that is not an apikey refusal'];
  }
  if (!sameKeys(body, ['code', 'message', 'details', 'hint'])) {
    return ['not {code, message, details, hint}'];
  }
  const problems: string[] = [];
  if (typeof body.code !== 'string' || body.code === '') problems.push('code not a string');
  if (typeof body.message !== 'string' || body.message === '') problems.push('empty message');
  if (!nullableString(body.details) || !nullableString(body.hint)) {
    problems.push('details/hint not string or null');
  }
  return problems;
}

/** GoTrue's `{code, error_code, msg, message}` (plus `weak_password`, nothing else). */
function authProblems(status: number, json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return ['not a JSON object'];
  const body = json as Record<string, unknown>;
  if (status === 401 && sameKeys(body, ['message', 'hint'])) return restProblems(status, json);
  const keys = Object.keys(body).filter((key) => key !== 'weak_password');
  if (
    !sameKeys(Object.fromEntries(keys.map((k) => [k, 1])), ['code', 'error_code', 'msg', 'message'])
  ) {
    return ['not {code, error_code, msg, message}'];
  }
  const problems: string[] = [];
  if (typeof body.code !== 'string' || body.code !== body.error_code)
    problems.push('code mismatch');
  if (typeof body.msg !== 'string' || body.msg === '' || body.msg !== body.message) {
    problems.push('msg/message mismatch');
  }
  return problems;
}

/**
 * Everything wrong with one response of `family`, as plain sentences (empty when fine): any
 * 5xx but the documented 502, a stack or SQL in the body, and for errors (≥ 400, with a body)
 * JSON that is not the family's documented shape.
 */
export function responseProblems(
  family: ErrorFamily,
  method: string,
  response: SeenResponse,
): string[] {
  const { status, body } = response;
  const problems: string[] = [];
  if (status >= 500 && !(family === 'public' && status === 502)) problems.push(`status ${status}`);
  if (LEAKS.some((leak) => leak.test(body))) problems.push('body leaks internals');
  if (status < 400 || method === 'HEAD') return problems;
  if (!/^application\/json\b/.test(response.contentType ?? '')) {
    problems.push(`content-type ${response.contentType}`);
  }
  const json = parse(body);
  const check =
    family === 'public' ? publicProblems : family === 'rest' ? restProblems : authProblems;
  return [...problems, ...check(status, json)];
}
