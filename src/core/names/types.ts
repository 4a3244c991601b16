/**
 * Words related to a keyword, from a lexical database. Injected into the name search so the
 * core stays pure: the real source reads WordNet files at the edge (`src/lexical/wordnet.ts`),
 * tests may pass a small in-memory one. Both lists are ordered best first and exclude the
 * word itself.
 */
export interface LexicalSource {
  /** Words with the same meaning (members of the word's synsets), best senses first. */
  synonyms(word: string): string[];
  /** Broader, narrower and derived words (hypernyms, hyponyms, derivations), best first. */
  related(word: string): string[];
}

/** How a name was made (each maps to a style, see {@link NameStyle}). */
export type CandidateKind =
  | 'exact'
  | 'keyword'
  | 'domain-hack'
  | 'synonym'
  | 'related'
  | 'affix'
  | 'blend';

/**
 * `exact`: descriptive names made only of dictionary words (the keywords, their synonyms and
 * related words); `brandable`: invented forms (prefixes, suffixes, blends).
 */
export type NameStyle = 'exact' | 'brandable';

/** What a DNS check said about a name; `unknown` when it was not checked or did not answer. */
export type Availability = 'registered' | 'likely available' | 'unknown';

/** Options of {@link suggestNames}; every field is optional. */
export interface NameSearchOptions {
  /** Extensions to try, without the dot (`['com', 'io']`); default: see `defaultTlds`. */
  tlds?: string[];
  /** Longest name before the extension, in characters (default 63). */
  maxLength?: number;
  /** Which names to return (default `both`). */
  style?: NameStyle | 'both';
  /** Leave out names with a hyphen. */
  excludeHyphens?: boolean;
  /** Leave out names with a digit. */
  excludeDigits?: boolean;
  /** How many candidates to return (default 100). */
  limit?: number;
}

/** One suggested domain name, scored by the domain engine. */
export interface NameCandidate {
  /** The full name, ASCII, lower case (`getcoffee.shop`). */
  domain: string;
  /** The words the name was made from, in order (the extension included for a domain hack). */
  words: string[];
  /** Why it was suggested (`synonym of coffee (WordNet: java)`, `prefix get+`). */
  reason: string;
  kind: CandidateKind;
  style: NameStyle;
  /** Linguistic score 0–100 of `analyzeDomain`. */
  linguistic: number;
  /** SEO score 0–100 of `analyzeDomain`. */
  seo: number;
  valuation: { estimate: number; low: number; high: number };
  /** Rank score 0–100 (see `rankScore`); candidates are sorted by it. */
  score: number;
  availability: Availability;
}
