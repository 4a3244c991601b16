import { type FetchError, fetchError } from './errors.ts';

const CERTIFICATE_WORDS: Record<string, string> = {
  CERT_HAS_EXPIRED: 'its certificate has expired',
  CERT_NOT_YET_VALID: 'its certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain ends in a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not signed by a trusted authority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not signed by a trusted authority',
  UNABLE_TO_GET_ISSUER_CERT: 'its certificate is not signed by a trusted authority',
  CERT_REVOKED: 'its certificate has been revoked',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for a different host name',
};

const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EHOSTDOWN']);
const RESET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

function isTlsError(code: string, message: string): boolean {
  return (
    code in CERTIFICATE_WORDS ||
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('CERT_') ||
    code === 'EPROTO' ||
    /\bSSL\b|\bTLS\b/.test(message)
  );
}

/**
 * Turns a socket or HTTP-parser error into a {@link FetchError} with a plain-words cause.
 * `where` names the server ("example.com:443") for the message.
 */
export function networkError(error: unknown, where: string): FetchError {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') {
    return fetchError(
      'connection_refused',
      `${where} refused the connection: no web server is listening there.`,
    );
  }
  if (code === 'ETIMEDOUT') {
    return fetchError('timeout', `${where} did not answer (the connection timed out).`);
  }
  if (isTlsError(code, message)) {
    const why = CERTIFICATE_WORDS[code] ?? 'the secure handshake failed';
    return fetchError('tls_error', `The secure (TLS) connection to ${where} failed: ${why}.`);
  }
  if (UNREACHABLE.has(code)) {
    return fetchError('fetch_failed', `${where} cannot be reached from here (no network route).`);
  }
  if (RESET.has(code)) {
    return fetchError(
      'fetch_failed',
      `${where} closed the connection before the page was complete.`,
    );
  }
  if (code.startsWith('HPE_')) {
    return fetchError('fetch_failed', `${where} sent a response that is not valid HTTP.`);
  }
  if (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code.startsWith('ERR_ZLIB')) {
    return fetchError(
      'fetch_failed',
      `${where} sent a compressed page that could not be decompressed (corrupt data).`,
    );
  }
  return fetchError('fetch_failed', `Fetching from ${where} failed (${code || message}).`);
}
