import { type Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Result } from '../core/domain/types.ts';
import { decoderFor, parseContentEncoding } from './decompress.ts';
import { type FetchError, fetchError } from './errors.ts';
import { networkError } from './network-error.ts';

/** A body read up to the cap. */
export interface BodyRead {
  /** The decoded (decompressed) bytes, at most `maxBytes`. */
  bytes: Buffer;
  /** True when the body went on past `maxBytes` and was cut there. */
  truncated: boolean;
}

/** What {@link readBody} needs. */
export interface ReadBodyOptions {
  /** The response's `Content-Encoding` header. */
  contentEncoding: string | undefined;
  /** Cap on decompressed bytes. */
  maxBytes: number;
  signal: AbortSignal;
  timeoutMessage: string;
  /** Names the server in error messages. */
  where: string;
}

const CAP_REACHED = new Error('body cap reached');

/**
 * Reads a response body through the decoders its `Content-Encoding` names, counting bytes
 * AFTER decompression and stopping at `maxBytes`: at the cap every stream in the chain is
 * destroyed, so a compression bomb is never inflated much past the cap (zlib hands out
 * output in 16 kB pieces and waits for the consumer between pieces).
 */
export async function readBody(
  source: Readable,
  options: ReadBodyOptions,
): Promise<Result<BodyRead, FetchError>> {
  const codings = parseContentEncoding(options.contentEncoding);
  const decoders: Transform[] = [];
  for (const coding of codings.reverse()) {
    const decoder = decoderFor(coding);
    if (decoder === undefined) {
      source.destroy();
      return {
        ok: false,
        error: fetchError(
          'fetch_failed',
          `${options.where} compressed the page with "${coding}", which we cannot decode.`,
        ),
      };
    }
    if (decoder !== null) decoders.push(decoder);
  }

  const chunks: Buffer[] = [];
  let length = 0;
  let truncated = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const room = options.maxBytes - length;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        length += room;
        truncated = true;
        callback(CAP_REACHED);
        return;
      }
      chunks.push(chunk);
      length += chunk.length;
      callback();
    },
  });

  try {
    await pipeline([source, ...decoders, sink], { signal: options.signal });
  } catch (error) {
    if (error !== CAP_REACHED) {
      if (options.signal.aborted) {
        return { ok: false, error: fetchError('timeout', options.timeoutMessage) };
      }
      return { ok: false, error: networkError(error, options.where) };
    }
  }
  return { ok: true, value: { bytes: Buffer.concat(chunks, length), truncated } };
}
