import type { Result } from '../core/domain/types.ts';
import type { NameSearchError } from '../core/names/keywords.ts';
import { searchNames } from '../core/names/suggest-names.ts';
import type { LexicalSource, NameCandidate, NameSearchOptions } from '../core/names/types.ts';
import { type NameSearchInput, validateNameSearch } from '../core/names/validate.ts';
import type { Resolver } from '../fetcher/resolve.ts';
import { AVAILABILITY_DEADLINE_MS, checkAvailability, type DnsProbe } from './availability.ts';
import { nsProbe, resolverProbe } from './dns-probes.ts';

/** What {@link runNameSearch} needs. */
export interface NameSearchDeps {
  lexical: LexicalSource;
  /**
   * The fetcher's resolver, to check availability through it (address lookups). Without it
   * (and without `probe`) the check asks for NS records from the system's DNS servers (or
   * `dnsServers`), which also sees registered names that have no address.
   */
  resolver?: Resolver;
  /** A DNS probe to use instead (tests inject fakes). */
  probe?: DnsProbe;
  /** DNS servers for the default NS probe (`127.0.0.1:5353`). */
  dnsServers?: readonly string[];
  /** The whole availability check's deadline, ms (default 2000). */
  deadlineMs?: number;
  /** Time source for `availability.checkedAt` (default: the system clock). */
  clock?: () => Date;
}

/** The answer of a name search (`data` of `POST /api/analyze/names`). */
export interface NameSearchData {
  keywords: string;
  words: string[];
  /** The options in force, with the extensions actually tried. */
  options: NameSearchOptions & { tlds: string[] };
  candidates: NameCandidate[];
  availability: {
    /** False when the check was turned off (`check: false`): every name is `unknown`. */
    checked: boolean;
    /** The resolver passed its controls (see `checkAvailability`); false = no usable DNS. */
    trusted: boolean;
    /** Names the DNS had not answered by the deadline. */
    timedOut: number;
    deadlineMs: number;
    /** When the check ran (ISO 8601), or null when it did not. */
    checkedAt: string | null;
  };
}

/**
 * Runs a name search for a client: validates the input (keywords, extensions, options →
 * `bad_request` with a message that says what to change), suggests and ranks the names
 * (`suggestNames`), then, unless `check: false`, asks DNS which are taken — never for more
 * than `deadlineMs` (2 s) in all, with whatever has not answered left `unknown`.
 *
 * @example
 * const r = await runNameSearch({ keywords: 'coffee shop', tlds: ['com'] }, { lexical: openWordNet() });
 * if (r.ok) console.log(r.value.candidates[0].domain); // 'coffeeshop.com'
 */
export async function runNameSearch(
  input: NameSearchInput,
  deps: NameSearchDeps,
): Promise<Result<NameSearchData, NameSearchError>> {
  const valid = validateNameSearch(input);
  if (!valid.ok) return valid;
  const { keywords, options, check } = valid.value;
  const search = searchNames(keywords, options, deps.lexical);
  const deadlineMs = deps.deadlineMs ?? AVAILABILITY_DEADLINE_MS;
  const availability: NameSearchData['availability'] = {
    checked: false,
    trusted: false,
    timedOut: 0,
    deadlineMs,
    checkedAt: null,
  };
  let candidates = search.candidates;
  if (check && candidates.length > 0) {
    const probe =
      deps.probe ??
      (deps.resolver
        ? resolverProbe(deps.resolver)
        : nsProbe(deps.dnsServers ? { servers: deps.dnsServers } : {}));
    availability.checkedAt = (deps.clock ?? (() => new Date()))().toISOString();
    const report = await checkAvailability(
      candidates.map((c) => c.domain),
      { probe, deadlineMs },
    );
    candidates = candidates.map((c) => ({
      ...c,
      availability: report.results.get(c.domain) ?? 'unknown',
    }));
    availability.checked = true;
    availability.trusted = report.trusted;
    availability.timedOut = report.timedOut;
  }
  return {
    ok: true,
    value: {
      keywords,
      words: search.words,
      options: { ...options, tlds: search.tlds },
      candidates,
      availability,
    },
  };
}
