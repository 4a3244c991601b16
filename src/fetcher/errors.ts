/**
 * Why a page could not be fetched. Every expected failure of the fetcher is one of these
 * codes with a message in plain words; the HTTP layer maps the code to a status with
 * {@link FETCH_ERROR_STATUS}.
 */
export type FetchErrorCode =
  | 'invalid_url'
  | 'disallowed_target'
  | 'blocked_address'
  | 'blocked_redirect'
  | 'dns_failure'
  | 'connection_refused'
  | 'tls_error'
  | 'timeout'
  | 'too_many_redirects'
  | 'redirect_loop'
  | 'not_html'
  | 'fetch_failed';

/** An expected fetch failure: a stable code and a message a site owner can read. */
export interface FetchError {
  code: FetchErrorCode;
  message: string;
}

/**
 * The HTTP status the API answers for each fetch error.
 *
 * - 400: the URL as the client gave it is unusable or points somewhere we never connect to:
 *   `invalid_url`, `disallowed_target`, and `blocked_address` (the host name resolves to a
 *   loopback/private/reserved address — the client's URL is what is wrong, retrying won't help).
 * - 422: the page was fetched but is not HTML (`not_html`).
 * - 502: the URL was acceptable but the target could not be fetched: unreachable, too slow, or
 *   it redirected somewhere we refuse to follow (`blocked_redirect`, like a redirect loop, is
 *   the target server's doing, not the client's).
 */
export const FETCH_ERROR_STATUS = {
  invalid_url: 400,
  disallowed_target: 400,
  blocked_address: 400,
  blocked_redirect: 502,
  dns_failure: 502,
  connection_refused: 502,
  tls_error: 502,
  timeout: 502,
  too_many_redirects: 502,
  redirect_loop: 502,
  not_html: 422,
  fetch_failed: 502,
} as const satisfies Record<FetchErrorCode, number>;

/** Builds a {@link FetchError}. */
export function fetchError(code: FetchErrorCode, message: string): FetchError {
  return { code, message };
}
