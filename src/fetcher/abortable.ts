/**
 * Settles with `promise`, or rejects with the signal's reason as soon as `signal` aborts —
 * for work that cannot be cancelled itself (`dns.lookup`) or an injected function that
 * might ignore the signal. `onLateValue` receives a value that arrives after the abort, so
 * a late socket can still be closed.
 */
export function abortable<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  onLateValue?: (value: T) => void,
): Promise<T> {
  if (signal.aborted) {
    promise.then(onLateValue, () => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      settled = true;
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (settled) onLateValue?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!settled) reject(error);
      },
    );
  });
}
