import { Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBody } from './read-body.ts';

const MiB = 1024 * 1024;

function options(contentEncoding: string | undefined, maxBytes = 5 * MiB) {
  return {
    contentEncoding,
    maxBytes,
    signal: new AbortController().signal,
    timeoutMessage: 'too slow',
    where: 'example.com',
  };
}

describe('readBody', () => {
  const html = Buffer.from(`<!doctype html><title>t</title>${'<p>hello</p>'.repeat(1000)}`);

  it.each([
    ['gzip', gzipSync(html)],
    ['x-gzip', gzipSync(html)],
    ['deflate', deflateSync(html)],
    ['deflate', deflateRawSync(html)],
    ['br', brotliCompressSync(html)],
    ['identity', html],
    [undefined, html],
  ])('decodes Content-Encoding %s', async (encoding, bytes) => {
    const result = await readBody(Readable.from([bytes]), options(encoding));
    expect(result.ok && result.value.bytes.equals(html)).toBe(true);
    expect(result.ok && result.value.truncated).toBe(false);
  });

  it('undoes stacked codings in reverse order', async () => {
    const bytes = brotliCompressSync(gzipSync(html));
    const result = await readBody(Readable.from([bytes]), options('gzip, br'));
    expect(result.ok && result.value.bytes.equals(html)).toBe(true);
  });

  it('cuts a body at the cap and says so; a body of exactly the cap is whole', async () => {
    const big = Buffer.alloc(3000, 'a');
    const cut = await readBody(Readable.from([big]), options(undefined, 1000));
    expect(cut.ok && cut.value.bytes.length).toBe(1000);
    expect(cut.ok && cut.value.truncated).toBe(true);
    const exact = await readBody(Readable.from([big.subarray(0, 1000)]), options(undefined, 1000));
    expect(exact.ok && exact.value.truncated).toBe(false);
  });

  it('stops pulling a gzip bomb at the cap: 4 GiB inflated, a few MiB produced', async () => {
    const member = gzipSync(Buffer.alloc(MiB)); // ~1 kB that inflates to 1 MiB
    let pulled = 0;
    function* bomb() {
      for (let i = 0; i < 4096; i += 1) {
        pulled += 1;
        yield member;
      }
    }
    const started = performance.now();
    const result = await readBody(Readable.from(bomb()), options('gzip'));
    expect(result.ok && result.value.truncated).toBe(true);
    expect(result.ok && result.value.bytes.length).toBe(5 * MiB);
    // Each member is 1 MiB inflated: the cap is reached after ~5 of 4096 members. Stream
    // buffers (16 objects in Readable.from, 16 kB in gunzip's input) pull a few dozen ~1 kB
    // members ahead, never anything near the whole bomb.
    expect(pulled).toBeLessThan(100);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a coding it cannot decode, and reports corrupt data', async () => {
    const unknown = await readBody(Readable.from([html]), options('compress'));
    expect(!unknown.ok && unknown.error.code).toBe('fetch_failed');
    expect(!unknown.ok && unknown.error.message).toMatch(/"compress"/);
    const corrupt = await readBody(Readable.from([Buffer.from('not gzip')]), options('gzip'));
    expect(!corrupt.ok && corrupt.error.message).toMatch(/could not be decompressed/);
  });

  it('answers timeout when the deadline passes mid-body', async () => {
    const controller = new AbortController();
    const endless = new Readable({ read() {} });
    endless.push(Buffer.from('<html>'));
    setTimeout(() => controller.abort(), 20);
    const result = await readBody(endless, { ...options(undefined), signal: controller.signal });
    expect(!result.ok && result.error).toEqual({ code: 'timeout', message: 'too slow' });
  });
});
