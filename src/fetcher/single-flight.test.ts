import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSingleFlight', () => {
  it('runs the work once for concurrent calls with the same key and shares the result', async () => {
    const once = createSingleFlight<string, number>();
    const gate = deferred<number>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const a = once('k', work);
    const b = once('k', work);
    expect(a).toBe(b);
    gate.resolve(42);
    expect(await Promise.all([a, b])).toEqual([42, 42]);
    expect(runs).toBe(1);
  });

  it('keeps different keys apart', async () => {
    const once = createSingleFlight<string, string>();
    const results = await Promise.all([once('a', async () => 'A'), once('b', async () => 'B')]);
    expect(results).toEqual(['A', 'B']);
  });

  it('frees the key once settled, so a later call runs again (no caching)', async () => {
    const once = createSingleFlight<string, number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      return runs;
    };
    expect(await once('k', work)).toBe(1);
    expect(await once('k', work)).toBe(2);
  });

  it('shares a rejection and frees the key after it', async () => {
    const once = createSingleFlight<string, number>();
    const gate = deferred<number>();
    const a = once('k', () => gate.promise);
    const b = once('k', () => Promise.resolve(0));
    gate.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(await once('k', async () => 7)).toBe(7);
  });

  it('turns a synchronous throw into a rejection', async () => {
    const once = createSingleFlight<string, number>();
    await expect(
      once('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });
});
