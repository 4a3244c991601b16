import type { Availability } from '../core/names/types.ts';

/**
 * One DNS question about a registrable domain: resolves with the records found (name
 * servers, addresses…), rejects with the resolver's error (`code` `ENOTFOUND` = NXDOMAIN).
 * The signal aborts when the check is over (everything answered, or the deadline passed).
 */
export type DnsProbe = (domain: string, signal: AbortSignal) => Promise<unknown[]>;

/** What {@link checkAvailability} needs. */
export interface AvailabilityOptions {
  probe: DnsProbe;
  /** Questions in flight at once (default 16). */
  concurrency?: number;
  /** Whole-check deadline in ms (default 2000): a name not answered by then is `unknown`. */
  deadlineMs?: number;
  /**
   * A name that certainly exists (default `example.com`, reserved by RFC 2606). If it does not
   * resolve, the resolver cannot see the internet (or answers NXDOMAIN to everything, as some
   * sandboxes do), so no NXDOMAIN is believed: those names are `unknown`, not available.
   */
  existingControl?: string;
  /**
   * Time the two controls have to answer, ms (default 1000): a resolver that has not
   * answered them by then is taken as unusable, and the check ends with every name
   * `unknown` (a black-holed DNS server costs 1 s, not the whole deadline).
   */
  controlDeadlineMs?: number;
  /**
   * A name that certainly does not exist. If it resolves, the resolver invents answers (an
   * NXDOMAIN-hijacking ISP resolver), so no answer is believed: those names are `unknown`.
   */
  missingControl?: string;
}

/** What the check found, per domain, and whether the resolver could be trusted. */
export interface AvailabilityReport {
  results: Map<string, Availability>;
  /** The existing control resolved and the missing one did not: answers mean what they say. */
  trusted: boolean;
  /** Names not answered when time ran out (0 when the check ended before that). */
  timedOut: number;
}

/** The default {@link AvailabilityOptions.deadlineMs}. */
export const AVAILABILITY_DEADLINE_MS = 2000;
/** The default {@link AvailabilityOptions.controlDeadlineMs}. */
export const CONTROL_DEADLINE_MS = 1000;

const DEFAULT_EXISTING = 'example.com';
const DEFAULT_MISSING = 'sitelens-nxdomain-control-7c41f09e2b.com';

/** NXDOMAIN: no such name. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'EAI_NONAME']);
/** The name exists but has no record of the type asked (NOERROR, no data): it is registered. */
const NO_DATA = new Set(['ENODATA', 'EAI_NODATA']);

type Answer = 'answer' | 'nxdomain' | 'error';

function classify(outcome: PromiseSettledResult<unknown[]>): Answer {
  if (outcome.status === 'fulfilled') return outcome.value.length > 0 ? 'answer' : 'error';
  const code = (outcome.reason as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NO_DATA.has(code)) return 'answer';
  if (typeof code === 'string' && NO_SUCH_NAME.has(code)) return 'nxdomain';
  return 'error';
}

/**
 * Checks in DNS whether names are taken: an answer → `registered`, NXDOMAIN → `likely
 * available` (a registered name may have no DNS, so this is never certain), an error or no
 * answer → `unknown`. At most `concurrency` questions are in flight; the whole check ends
 * after `deadlineMs` at the latest, however the resolver behaves (it may hang forever).
 *
 * Two control names are asked first (see {@link AvailabilityOptions}): answers are used
 * only when the resolver resolves a name that exists and refuses one that does not;
 * otherwise every name is `unknown`, and the check stops as soon as the controls have
 * answered. So with no network the result is all `unknown`, quickly.
 */
export async function checkAvailability(
  domains: readonly string[],
  options: AvailabilityOptions,
): Promise<AvailabilityReport> {
  const existing = options.existingControl ?? DEFAULT_EXISTING;
  const missing = options.missingControl ?? DEFAULT_MISSING;
  const names = [existing, missing, ...new Set(domains)];
  const answers = new Map<string, Answer>();
  const controller = new AbortController();
  // One shared promise for the deadline: every question races it (no listener per question).
  let expire = () => {};
  const expired = new Promise<'expired'>((resolve) => {
    expire = () => resolve('expired');
  });
  let late = false;
  const deadlineMs = options.deadlineMs ?? AVAILABILITY_DEADLINE_MS;
  const timer = setTimeout(() => {
    late = true;
    expire();
  }, deadlineMs);
  // A resolver that cannot answer the controls in time will not answer the rest either.
  const controlTimer = setTimeout(() => {
    if (answers.has(existing) && answers.has(missing)) return;
    late = true;
    expire();
  }, options.controlDeadlineMs ?? Math.min(CONTROL_DEADLINE_MS, deadlineMs));

  const isTrusted = () => answers.get(existing) === 'answer' && answers.get(missing) === 'nxdomain';

  let next = 0;
  let over = false;
  const worker = async (): Promise<void> => {
    while (next < names.length && !over) {
      const name = names[next++] as string;
      const outcome = await Promise.race([settle(options.probe, name, controller.signal), expired]);
      if (outcome === 'expired') return;
      answers.set(name, classify(outcome));
      // Once the controls show the DNS cannot be trusted, every name is `unknown`: stop.
      if (answers.has(existing) && answers.has(missing) && !isTrusted()) expire();
    }
  };
  const workers = Array.from({ length: Math.min(options.concurrency ?? 16, names.length) }, worker);
  await Promise.race([Promise.all(workers), expired]);
  over = true;
  clearTimeout(timer);
  clearTimeout(controlTimer);
  // Lets the probe drop what is still in flight (a DNS resolver cancels its queries).
  controller.abort(new Error('availability deadline'));

  const trusted = isTrusted();
  const results = new Map<string, Availability>();
  let timedOut = 0;
  for (const name of names.slice(2)) {
    const answer = answers.get(name);
    if (answer === undefined && late) timedOut += 1;
    results.set(
      name,
      !trusted || answer === undefined || answer === 'error'
        ? 'unknown'
        : answer === 'answer'
          ? 'registered'
          : 'likely available',
    );
  }
  return { results, trusted, timedOut };
}

/** The probe's outcome as a value; a probe that throws is a failed question. */
async function settle(
  probe: DnsProbe,
  name: string,
  signal: AbortSignal,
): Promise<PromiseSettledResult<unknown[]>> {
  try {
    return { status: 'fulfilled', value: await probe(name, signal) };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}
