import { Transform, type TransformCallback } from 'node:stream';
import {
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw,
  type Inflate,
  type InflateRaw,
} from 'node:zlib';

/** The `Accept-Encoding` the fetcher sends: exactly what {@link decoderFor} can undo. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * `deflate` should be zlib-wrapped (RFC 9110), but some servers send raw deflate; browsers
 * accept both, so decide from the first bytes (a zlib header is 0x?8 with a 31-multiple).
 */
class InflateAuto extends Transform {
  #inner: Inflate | InflateRaw | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#inner === null) {
      const [a = 0, b = 0] = chunk;
      const zlibWrapped = chunk.length >= 2 && (a & 0x0f) === 8 && ((a << 8) | b) % 31 === 0;
      const inner = zlibWrapped ? createInflate() : createInflateRaw();
      inner.on('data', (data: Buffer) => this.push(data));
      inner.on('error', (error) => this.destroy(error));
      this.#inner = inner;
    }
    this.#inner.write(chunk, () => callback());
  }

  override _flush(callback: TransformCallback): void {
    const inner = this.#inner;
    if (inner === null) {
      callback();
      return;
    }
    inner.once('end', () => callback());
    inner.end();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#inner?.destroy();
    callback(error);
  }
}

/**
 * The decoding stream for one `Content-Encoding` token, null for identity, or undefined when
 * the coding is not one we can decode.
 */
export function decoderFor(coding: string): Transform | null | undefined {
  switch (coding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return new InflateAuto();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

/** The codings of a `Content-Encoding` header, in the order they were applied. */
export function parseContentEncoding(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '' && token !== 'identity');
}
