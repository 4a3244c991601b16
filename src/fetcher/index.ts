/**
 * The fetcher: the only code that reaches the web. `createFetchPage` is the entry point;
 * the rest is exported for the HTTP layer (status per error code), the CLI and tests.
 */
export {
  type AddressPolicy,
  isPublicAddress,
  refusedAddressReason,
} from './address-policy.ts';
export { type Connector, type ConnectTarget, directConnect } from './connect.ts';
export { FETCH_ERROR_STATUS, type FetchError, type FetchErrorCode } from './errors.ts';
export {
  createFetchPage,
  FETCH_DEFAULTS,
  type FetchPage,
  type FetchPageOptions,
} from './fetch-page.ts';
export type { CheckedHost, TargetPolicyOptions } from './host-policy.ts';
export { MAX_URL_LENGTH, type NormalizedUrl, normalizeUrl } from './normalize-url.ts';
export { type ResolvedAddress, type Resolver, systemResolver } from './resolve.ts';
export { createSingleFlight, type SingleFlight } from './single-flight.ts';
export { PROJECT_URL, userAgent } from './user-agent.ts';
