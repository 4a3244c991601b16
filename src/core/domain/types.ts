/** Result of a core operation: expected failures are values, exceptions are bugs. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Why a domain name was refused; `message` says what to fix. */
export interface DomainError {
  code: 'invalid_domain';
  message: string;
}

/** A parsed, normalised host name. */
export interface ParsedDomain {
  /** The host as given, normalised: lower-case ASCII (punycode), no trailing dot. */
  domain: string;
  /** The same host in Unicode. */
  unicode: string;
  /** Registrable domain (name + public suffix), ASCII. */
  registrable: string;
  /** The name part of the registrable domain, ASCII (`bestcoffee`). */
  sld: string;
  /** The name part in Unicode (`bücher`). */
  sldUnicode: string;
  /** Public suffix (`com`, `co.uk`). */
  publicSuffix: string;
  /** Top-level label (`uk` for `co.uk`). */
  tld: string;
  /** Labels left of the registrable domain, or null. */
  subdomain: string | null;
  /** True when the public suffix is on the ICANN section of the public suffix list. */
  icann: boolean;
}

export interface ScorePart {
  /** Stable key of the part (`length`, `pronounceability`, …). */
  key: string;
  /** 0–100 for this part. */
  score: number;
  /** What was measured, human readable (`10 characters`). */
  value: string | number | boolean | string[];
  /** Weight of the part in the total. */
  weight: number;
}

export interface LinguisticScore {
  score: number;
  length: number;
  syllables: number;
  wordCount: number;
  /** Share of letters covered by dictionary words, 0–1. */
  dictionaryCoverage: number;
  /** Pronounceability 0–1 from a letter n-gram model. */
  pronounceability: number;
  /** Words flagged as profane or negative. */
  negativeWords: string[];
  /** Reasons the name fails the "radio test". */
  ambiguity: string[];
  parts: ScorePart[];
}

export interface SeoKeyword {
  word: string;
  /** Commercial intent of the word: high | medium | low. */
  intent: 'high' | 'medium' | 'low';
}

export interface SeoScore {
  score: number;
  keywords: SeoKeyword[];
  exactMatch: boolean;
  tldType: 'generic' | 'legacy-gtld' | 'cctld' | 'new-gtld' | 'private';
  tldTrust: 'high' | 'medium' | 'low';
  /** Country of a ccTLD (ISO 3166 alpha-2, upper case), or null. */
  country: string | null;
  parts: ScorePart[];
}

export interface ValuationFactor {
  /** Stable key (`tld`, `length`, `dictionary-word` …). */
  key: string;
  /** Plain words: what this factor is for this name. */
  label: string;
  /** Multiplier this factor applied to the estimate (1.8 = +80 %, 0.5 = −50 %). */
  effect: number;
}

export interface Valuation {
  estimate: number;
  low: number;
  high: number;
  currency: 'USD';
  /** How much to trust the estimate: 0–1. */
  confidence: number;
  factors: ValuationFactor[];
}

/** `data` of `GET /api/public/domain`. */
export interface DomainAnalysis {
  domain: string;
  unicode: string;
  registrable: string;
  sld: string;
  tld: string;
  publicSuffix: string;
  subdomain: string | null;
  words: string[];
  linguistic: LinguisticScore;
  seo: SeoScore;
  valuation: Valuation;
  notes: string[];
}
