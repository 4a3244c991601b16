/** What kind of extension a public suffix is, and how much buyers and search engines trust it. */
export interface TldInfo {
  /** `generic` = .com; `legacy-gtld` = .net/.org/…; `cctld`; `new-gtld`; `private`. */
  type: 'generic' | 'legacy-gtld' | 'cctld' | 'new-gtld' | 'private';
  trust: 'high' | 'medium' | 'low';
  /** ISO 3166-1 alpha-2 country of a ccTLD (upper case), or null. */
  country: string | null;
  /** ccTLD that search engines treat as generic (.io, .co, .ai …): not tied to its country. */
  genericCc: boolean;
  /** On the lists of extensions most abused for spam and phishing. */
  spam: boolean;
  /** Group used by the valuation model (`com`, `net`, `org`, `ai`, `io`, `co`, `cctld`, `ngtld`, `spam` …). */
  group: string;
}

const LEGACY = new Set([
  'net',
  'org',
  'info',
  'biz',
  'name',
  'pro',
  'mobi',
  'aero',
  'asia',
  'cat',
  'coop',
  'jobs',
  'museum',
  'tel',
  'travel',
  'edu',
  'gov',
  'mil',
  'int',
]);

/** ccTLDs Google treats as generic (not geo-targeted), plus .ai, used the same way. */
const GENERIC_CC = new Set([
  'ad',
  'ai',
  'as',
  'bz',
  'cc',
  'cd',
  'co',
  'dj',
  'fm',
  'io',
  'la',
  'me',
  'ms',
  'nu',
  'sc',
  'sr',
  'su',
  'tv',
  'tk',
  'ws',
  'gg',
]);

/**
 * Extensions with the worst abuse reputations (Spamhaus and Interisle reports, free ccTLDs
 * once handed out by Freenom). A name on one of them is worth little and filtered often.
 */
const SPAM = new Set([
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'top',
  'loan',
  'work',
  'click',
  'gdn',
  'men',
  'date',
  'racing',
  'win',
  'review',
  'bid',
  'stream',
  'download',
  'trade',
  'party',
  'science',
  'accountant',
  'faculty',
  'cricket',
  'kim',
  'buzz',
  'rest',
  'fit',
  'icu',
  'cyou',
  'sbs',
  'cfd',
  'monster',
  'quest',
  'bar',
  'surf',
  'uno',
  'zip',
  'mov',
  'country',
  'xin',
  'pw',
  'support',
  'lol',
]);

/** ISO codes that differ from the ccTLD. */
const CC_COUNTRY: Record<string, string> = { uk: 'GB', ac: 'SH', su: 'RU', eu: 'EU' };

/** Valuation groups with enough sales to be priced on their own. */
const OWN_GROUP = new Set(['com', 'net', 'org', 'ai', 'io', 'co', 'xyz', 'de', 'ca', 'tv', 'app']);

/**
 * Classifies a public suffix.
 *
 * @example
 * tldInfo('co.uk') // → { type: 'cctld', country: 'GB', trust: 'high', … }
 */
export function tldInfo(publicSuffix: string): TldInfo {
  const top = publicSuffix.slice(publicSuffix.lastIndexOf('.') + 1);
  const spam = SPAM.has(top);
  if (publicSuffix === 'com') {
    return { type: 'generic', trust: 'high', country: null, genericCc: false, spam, group: 'com' };
  }
  const isCc = top.length === 2 || (top.startsWith('xn--') && publicSuffix.length <= 12);
  if (isCc) {
    const genericCc = GENERIC_CC.has(top) && publicSuffix === top;
    const country = top.length === 2 ? (CC_COUNTRY[top] ?? top.toUpperCase()) : null;
    const group = spam
      ? 'spam'
      : OWN_GROUP.has(publicSuffix)
        ? publicSuffix
        : publicSuffix === top
          ? 'cctld'
          : 'cctld-2ld';
    return {
      type: 'cctld',
      trust: spam ? 'low' : genericCc ? 'medium' : 'high',
      country,
      genericCc,
      spam,
      group,
    };
  }
  if (LEGACY.has(top)) {
    const group = OWN_GROUP.has(top) ? top : 'legacy';
    const trust =
      top === 'net' || top === 'org' || top === 'edu' || top === 'gov' ? 'high' : 'medium';
    return { type: 'legacy-gtld', trust, country: null, genericCc: false, spam, group };
  }
  return {
    type: 'new-gtld',
    trust: spam ? 'low' : 'medium',
    country: null,
    genericCc: false,
    spam,
    group: spam ? 'spam' : OWN_GROUP.has(top) ? top : 'ngtld',
  };
}
