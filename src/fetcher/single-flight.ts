/** Runs `work` for a key unless a run for the same key is still in flight; then shares it. */
export type SingleFlight<K, V> = (key: K, work: () => Promise<V>) => Promise<V>;

/**
 * Collapses concurrent calls with the same key into one: while a promise for a key is
 * pending, further calls get that same promise; once it settles (either way) the key is
 * free again, so results are never cached here — that is the response cache's job.
 *
 * @example
 * const once = createSingleFlight<string, Page>();
 * const [a, b] = await Promise.all([once(url, () => load(url)), once(url, () => load(url))]);
 * // load ran once; a === b
 */
export function createSingleFlight<K, V>(): SingleFlight<K, V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key, work) => {
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const started = Promise.resolve()
      .then(work)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
