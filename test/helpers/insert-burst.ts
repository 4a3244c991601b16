/** What a burst of inserts saw: the titles the server acknowledged, and how many were tried. */
export interface BurstOutcome {
  /** Titles of the rows answered 201 with the row in the body. */
  acknowledged: string[];
  /** Every title sent, answered or not. */
  attempted: string[];
  /** Requests that got another status (none expected before the kill). */
  unexpected: string[];
}

/** Options of {@link insertBurst}. */
export interface BurstOptions {
  base: string;
  apikey: string;
  token: string;
  /** Prefix of every title, unique to the burst. */
  label: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** Called once when `acknowledged` reaches this many: the moment to kill the server. */
  killAfter: number;
  kill: () => void;
}

/**
 * Fires `POST /rest/v1/saved_reports` (apikey + Bearer, `Prefer: return=representation`) from
 * `concurrency` loops, each sending its next insert as soon as the last one is answered, calls
 * `kill` once `killAfter` inserts are acknowledged, and ends when every loop has seen its
 * connection fail — that is, shortly after the server died with requests in flight.
 */
export async function insertBurst(options: BurstOptions): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { acknowledged: [], attempted: [], unexpected: [] };
  let next = 0;
  let killed = false;
  const loop = async (): Promise<void> => {
    for (;;) {
      const title = `${options.label}-${next++}`;
      outcome.attempted.push(title);
      let response: Response;
      try {
        response = await fetch(`${options.base}/rest/v1/saved_reports`, {
          method: 'POST',
          headers: {
            apikey: options.apikey,
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
            prefer: 'return=representation',
          },
          body: JSON.stringify({
            kind: 'domain',
            target: `${title}.example`,
            title,
            payload: { n: next },
          }),
        });
      } catch {
        return; // the server is gone
      }
      const text = await response.text().catch(() => null);
      if (response.status === 201 && text !== null && text.includes(`"title":"${title}"`)) {
        outcome.acknowledged.push(title);
        if (!killed && outcome.acknowledged.length >= options.killAfter) {
          killed = true;
          options.kill();
        }
      } else if (text !== null) {
        outcome.unexpected.push(`${title}: ${response.status} ${text.slice(0, 200)}`);
        if (outcome.unexpected.length > 20) return; // something else is wrong: stop and report
      } else {
        return; // the body was cut off by the kill: not acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return outcome;
}
