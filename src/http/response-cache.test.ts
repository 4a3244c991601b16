import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './response-cache.ts';

const entry = (n: number) => ({ json: `{"n":${n}}`, etag: `W/"${n}"` });

describe('createMemoryCache', () => {
  it('returns what was stored until the TTL runs out', async () => {
    let now = 1_000;
    const cache = createMemoryCache({ ttlS: 300, maxEntries: 10, now: () => now });
    expect(cache.enabled).toBe(true);
    expect(await cache.get('a.com')).toBeUndefined();
    await cache.set('a.com', entry(1));
    now += 299_000;
    expect(await cache.get('a.com')).toEqual(entry(1));
    now += 2_000;
    expect(await cache.get('a.com')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = createMemoryCache({ ttlS: 300, maxEntries: 2 });
    await cache.set('a.com', entry(1));
    await cache.set('b.com', entry(2));
    await cache.get('a.com');
    await cache.set('c.com', entry(3));
    expect(await cache.get('a.com')).toEqual(entry(1));
    expect(await cache.get('b.com')).toBeUndefined();
  });

  it('stores nothing with a TTL of 0', async () => {
    const cache = createMemoryCache({ ttlS: 0, maxEntries: 10 });
    expect(cache.enabled).toBe(false);
    await cache.set('a.com', entry(1));
    expect(await cache.get('a.com')).toBeUndefined();
  });
});
