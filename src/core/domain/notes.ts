import type { TldInfo } from './tld.ts';
import type { LinguisticScore, ParsedDomain, SeoScore, Valuation } from './types.ts';

interface NoteInput {
  parsed: ParsedDomain;
  words: readonly string[];
  tld: TldInfo;
  linguistic: LinguisticScore;
  seo: SeoScore;
  valuation: Valuation;
}

/** Plain-language findings a domain buyer can act on, most important first. */
export function domainNotes(n: NoteInput): string[] {
  const notes: string[] = [];
  const { parsed: p, words, tld, linguistic: l, seo } = n;
  if (p.subdomain) {
    notes.push(
      `"${p.subdomain}" is a subdomain: the analysis is of the registrable domain ${p.registrable}, the name you would buy.`,
    );
  }
  if (p.unicode !== p.domain) {
    notes.push(
      `Internationalised name: shown as ${p.unicode}, registered and resolved as ${p.domain}. Some e-mail systems and browsers still show the xn-- form.`,
    );
  }
  if (l.negativeWords.length) {
    notes.push(
      `Contains ${l.negativeWords.map((w) => `"${w}"`).join(', ')}: many buyers, ad networks and filters avoid such words.`,
    );
  }
  if (tld.spam) {
    notes.push(
      `.${p.publicSuffix} has a reputation for spam and phishing; e-mail from it is often filtered and buyers pay little for it.`,
    );
  } else if (tld.type === 'generic') {
    notes.push('.com is the extension buyers trust and type by default; it holds value best.');
  } else if (tld.type === 'cctld' && !tld.genericCc && tld.country) {
    notes.push(
      `.${p.publicSuffix} is a country extension (${tld.country}): strong for a local audience there, weaker elsewhere.`,
    );
  } else if (tld.genericCc) {
    notes.push(
      `.${p.publicSuffix} is a country code used generically (search engines do not tie it to the country).`,
    );
  } else if (tld.type === 'new-gtld') {
    notes.push(
      `.${p.publicSuffix} is a newer extension: people may mistype it as .com, so check who owns the .com.`,
    );
  }
  const idn = p.unicode !== p.domain;
  if (idn) {
    notes.push(
      'The word, pronounceability and keyword scores use an English model: they say little about a name in another language.',
    );
  } else if (words.length > 1 && l.dictionaryCoverage === 1) {
    notes.push(`Reads as "${words.join(' ')}".`);
  } else if (l.dictionaryCoverage < 0.5 && l.pronounceability >= 0.6) {
    notes.push(
      'Brandable: not dictionary words, but easy to say; its value depends on the brand built on it.',
    );
  } else if (l.dictionaryCoverage < 0.5 && l.pronounceability < 0.3 && l.length > 4) {
    notes.push('Hard to say and to remember: no recognisable words and an unusual letter pattern.');
  }
  for (const reason of l.ambiguity) notes.push(`Radio test: ${reason}.`);
  if (l.length > 15)
    notes.push(`${l.length} characters is long: shorter names are easier to type and worth more.`);
  if (seo.exactMatch && seo.keywords.some((k) => k.intent === 'high')) {
    notes.push(
      'Exact-match name with commercial keywords: useful for search ads and for a site in that niche.',
    );
  }
  if (n.valuation.estimate < 100) {
    notes.push(
      'Estimated below $100: names like this rarely resell; registration cost is the realistic value.',
    );
  }
  return notes;
}
