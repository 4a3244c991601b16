/** Where the HTTP layer reads the time (injected so tests can fix it). */
export type Clock = () => Date;

/** The success body: `{status: "ok", data, time}`. */
export interface OkBody<T> {
  status: 'ok';
  data: T;
  time: string;
}

/** Wraps `data` in the success envelope, stamped with `time` (ISO-8601 UTC). */
export function okBody<T>(data: T, time: Date): OkBody<T> {
  return { status: 'ok', data, time: time.toISOString() };
}

/**
 * The success envelope as JSON around `dataJson`, already serialised data (for example from
 * the response cache), without parsing and re-serialising it.
 */
export function okJson(dataJson: string, time: Date): string {
  return `{"status":"ok","data":${dataJson},"time":"${time.toISOString()}"}`;
}
