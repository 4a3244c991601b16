import { formatIn, formatReset } from './format';

/** What went wrong with a call, sorted into the cases the pages word differently. */
export type FailureKind =
  | 'bad_input' // 400 or 422: the message says what to change; shown next to the input
  | 'rate_limited' // 429 from the fair-use limit
  | 'quota' // 429: today's analyses are used up
  | 'unreachable' // 502: the audited page could not be fetched
  | 'signed_out' // 401: the session is missing or expired
  | 'unavailable' // 404/405: this server has no such endpoint (yet)
  | 'network' // no answer at all
  | 'server'; // 5xx or an answer we cannot read

/** A failed call. */
export interface Failure {
  kind: FailureKind;
  status: number;
  code: string;
  /** The server's own message, when it sent one. */
  message: string;
  /** Seconds to wait (`Retry-After`), for 429s. */
  retryAfterS?: number;
  /** Quota: when it resets, how many analyses a day, how many used. */
  resetsAt?: Date;
  limit?: number;
  used?: number;
}

/** The result of a call: the envelope's `data`, or a {@link Failure}. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: Failure };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T>(sources: Json[], key: string, is: (v: unknown) => v is T): T | undefined {
  for (const source of sources) if (is(source[key])) return source[key] as T;
  return undefined;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Turns an error response (our envelope, PostgREST's or GoTrue's shape) into a {@link Failure}. */
export function toFailure(status: number, headers: Headers, body: unknown): Failure {
  const outer = isObject(body) ? body : {};
  const inner = isObject(outer.error) ? outer.error : {};
  const sources = [inner, outer];
  const code =
    pick(sources, 'code', isString) ?? pick(sources, 'error_code', isString) ?? String(status);
  const message = pick(sources, 'message', isString) ?? pick(sources, 'msg', isString) ?? '';
  const retry = Number(headers.get('retry-after'));
  const failure: Failure = { kind: 'server', status, code, message };
  if (Number.isFinite(retry) && retry > 0) failure.retryAfterS = retry;

  const resetsAt = pick(sources, 'resetsAt', isString) ?? pick(sources, 'resets_at', isString);
  const limit = pick(sources, 'limit', isNumber);
  const used = pick(sources, 'used', isNumber);
  if (resetsAt !== undefined && !Number.isNaN(Date.parse(resetsAt)))
    failure.resetsAt = new Date(resetsAt);
  if (limit !== undefined) failure.limit = limit;
  if (used !== undefined) failure.used = used;

  if (status === 400 || status === 422) failure.kind = 'bad_input';
  else if (status === 401 || status === 403) failure.kind = 'signed_out';
  else if (status === 404 || status === 405) failure.kind = 'unavailable';
  else if (status === 429) {
    failure.kind = failure.resetsAt !== undefined || /quota/i.test(code) ? 'quota' : 'rate_limited';
  } else if (status === 502 || status === 504) failure.kind = 'unreachable';
  return failure;
}

/** The failure's meaning in plain words, for people rather than programs. */
export function describeFailure(failure: Failure, now: Date = new Date()): string {
  switch (failure.kind) {
    case 'bad_input':
      return failure.message || 'That input is not valid. Check it and try again.';
    case 'rate_limited': {
      const wait =
        failure.retryAfterS === undefined ? 'a minute' : `${failure.retryAfterS} seconds`;
      return `Slow down: too many requests in a short time. Please wait ${wait} and try again.`;
    }
    case 'quota': {
      const of = failure.limit === undefined ? '' : ` (${failure.limit} a day on your plan)`;
      const reset =
        failure.resetsAt === undefined
          ? 'It resets at midnight UTC.'
          : `It resets at ${formatReset(failure.resetsAt)} (${formatIn(failure.resetsAt, now)}).`;
      return `You have used all of today's analyses${of}. ${reset}`;
    }
    case 'unreachable':
      return `We could not reach that page. ${failure.message || 'The site did not answer.'} Check the address, or try again later.`;
    case 'signed_out':
      return 'Your session has ended. Please sign in again.';
    case 'unavailable':
      return 'This feature is not available on this server yet.';
    case 'network':
      return 'Could not reach the Sitelens server. Check your connection and try again.';
    case 'server':
      return 'Something went wrong on our side. Please try again in a moment.';
  }
}

/** Calls one of our JSON endpoints; never throws. */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    return {
      ok: false,
      error: { kind: 'network', status: 0, code: 'network', message: '' },
    };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body: the status says enough.
  }
  if (response.ok && isObject(body) && body.status === 'ok' && 'data' in body) {
    return { ok: true, data: body.data as T };
  }
  if (response.ok) {
    return {
      ok: false,
      error: { kind: 'server', status: response.status, code: 'bad_body', message: '' },
    };
  }
  return { ok: false, error: toFailure(response.status, response.headers, body) };
}

/** The signed-in user's credentials for the analysis endpoints. */
export interface Credentials {
  accessToken: string;
  publishableKey: string;
}

function post(body: unknown, credentials: Credentials): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${credentials.accessToken}`,
      apikey: credentials.publishableKey,
    },
    body: JSON.stringify(body),
  };
}

/**
 * Runs an analysis: signed in, through `/api/analyze/<kind>` (counted against the daily
 * quota and kept in the history); signed out, or where the server has no such endpoint,
 * through the public API.
 */
async function analyse<T>(
  kind: string,
  body: Json,
  publicPath: string | null,
  credentials: Credentials | null,
): Promise<Outcome<T>> {
  if (credentials !== null) {
    const outcome = await callApi<T>(`/api/analyze/${kind}`, post(body, credentials));
    if (outcome.ok || outcome.error.kind !== 'unavailable' || publicPath === null) return outcome;
  }
  if (publicPath === null) {
    return {
      ok: false,
      error: { kind: 'signed_out', status: 401, code: 'signed_out', message: '' },
    };
  }
  return callApi<T>(publicPath);
}

export const analyseDomain = <T>(domain: string, credentials: Credentials | null) =>
  analyse<T>(
    'domain',
    { domain },
    `/api/public/domain?domain=${encodeURIComponent(domain)}`,
    credentials,
  );

export const auditPage = <T>(url: string, credentials: Credentials | null) =>
  analyse<T>(
    'seo-audit',
    { url },
    `/api/public/seo-audit?url=${encodeURIComponent(url)}`,
    credentials,
  );

export const analyseStrategy = <T>(domain: string, credentials: Credentials | null) =>
  analyse<T>('strategy', { domain }, null, credentials);

export const searchNames = <T>(options: Json, credentials: Credentials | null) =>
  analyse<T>('names', options, null, credentials);
