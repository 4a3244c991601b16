import type { DomainAnalysis, ScorePart } from '../domain/types.ts';
import type { Findings } from './audit-findings.ts';
import { formatUsd, valuationTier } from './score.ts';

/** A numeric part value (hyphen count, digit count …), 0 when absent. */
export function partCount(parts: readonly ScorePart[], key: string): number {
  const value = parts.find((p) => p.key === key)?.value;
  return typeof value === 'number' ? value : 0;
}

/** How a valuation factor moved the estimate, in words: "about 5×", "+26 %", "−43 %". */
function effectText(effect: number): string {
  if (effect >= 2) return `about ${effect.toFixed(1)}×`;
  const percent = Math.round((effect - 1) * 100);
  return percent >= 0 ? `+${percent} %` : `−${-percent} %`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The tld finding: trusted, spammy, local or merely newer. */
function tldFindings(d: DomainAnalysis, out: Findings): void {
  const source = 'domain:tld';
  const ext = `.${d.publicSuffix}`;
  const { seo } = d;
  if (d.tld === 'com') {
    out.strengths.push({
      text: 'On .com, the extension people type by default and buyers trust most.',
      source,
    });
  } else if (seo.tldTrust === 'low') {
    out.weaknesses.push({
      text: `${ext} has a reputation for spam: mail from it is often filtered and buyers pay little for it.`,
      source,
    });
    out.risks.push({
      text: `Spam filters and security tools may block links and e-mail from ${ext} names.`,
      source,
    });
  } else if (seo.tldType === 'cctld' && seo.country) {
    out.strengths.push({ text: `${ext} is a trusted country extension (${seo.country}).`, source });
    out.opportunities.push({
      text: `Strong for a local audience in ${seo.country}: target that country in content and in search tools.`,
      source,
    });
  } else if (seo.tldTrust === 'high') {
    out.strengths.push({ text: `${ext} is a long-established, trusted extension.`, source });
  } else {
    out.weaknesses.push({
      text: `${ext} is less familiar than .com: people may type ${d.sld}.com by habit.`,
      source,
    });
  }
  if (d.tld !== 'com') {
    out.risks.push({
      text: `If someone else holds ${d.sld}.com, some visitors and e-mail meant for you will reach them.`,
      source,
    });
  }
}

function linguisticFindings(d: DomainAnalysis, out: Findings): void {
  const l = d.linguistic;
  const idn = d.sld.startsWith('xn--');
  if (l.score >= 70)
    out.strengths.push({
      text: `Easy to say, spell and remember (linguistic score ${l.score}/100).`,
      source: 'domain:linguistic',
    });
  else if (l.score < 50)
    out.weaknesses.push({
      text: `Hard to say or remember (linguistic score ${l.score}/100).`,
      source: 'domain:linguistic',
    });
  if (l.length <= 8)
    out.strengths.push({
      text: `Short: ${l.length} characters.`,
      source: 'domain:linguistic.length',
    });
  else if (l.length > 15)
    out.weaknesses.push({
      text: `Long: ${l.length} characters are hard to type and remember.`,
      source: 'domain:linguistic.length',
    });
  if (!idn && l.dictionaryCoverage === 1 && d.words.length > 0) {
    out.strengths.push({
      text: `Made of real words: "${d.words.join(' ')}".`,
      source: 'domain:linguistic.dictionary',
    });
  } else if (!idn && l.dictionaryCoverage < 0.5 && l.pronounceability >= 0.6) {
    out.opportunities.push({
      text: 'Brandable: not dictionary words, but easy to say; a brand built on it can own the name.',
      source: 'domain:linguistic.pronounceability',
    });
  }
  if (!idn && l.pronounceability < 0.5) {
    out.weaknesses.push({
      text: 'Hard to pronounce: the letters do not form a familiar sound pattern.',
      source: 'domain:linguistic.pronounceability',
    });
  }
  if (l.ambiguity.length === 0) {
    out.strengths.push({
      text: 'Passes the radio test: heard once, it is spelled right.',
      source: 'domain:linguistic.radio-test',
    });
  } else {
    out.weaknesses.push({
      text: `Fails the radio test: ${l.ambiguity.join('; ')}.`,
      source: 'domain:linguistic.radio-test',
    });
  }
  const hyphens = partCount(l.parts, 'hyphens');
  if (hyphens > 0) {
    out.risks.push({
      text: `People who hear the name type it without the hyphen${hyphens > 1 ? 's' : ''} (${d.sld.replaceAll('-', '')}) and land elsewhere.`,
      source: 'domain:linguistic.hyphens',
    });
  }
  if (partCount(l.parts, 'digits') > 0) {
    out.risks.push({
      text: 'People who hear the name cannot tell whether to type the digits or the words.',
      source: 'domain:linguistic.digits',
    });
  }
  if (l.negativeWords.length > 0) {
    out.risks.push({
      text: `Contains ${l.negativeWords.map((w) => `"${w}"`).join(', ')}: ad networks, filters and many customers avoid such words.`,
      source: 'domain:linguistic.negative',
    });
  }
}

function seoFindings(d: DomainAnalysis, out: Findings): void {
  const { seo } = d;
  const keywords = seo.keywords.map((k) => k.word);
  const commercial = seo.keywords.filter((k) => k.intent === 'high').map((k) => k.word);
  if (commercial.length > 0) {
    out.strengths.push({
      text: `Contains commercial keywords: ${commercial.join(', ')}.`,
      source: 'domain:seo.keywords',
    });
  }
  if (seo.exactMatch) {
    out.strengths.push({
      text: `Exact match for "${keywords.join(' ')}": useful for search ads and a site in that niche.`,
      source: 'domain:seo.exact-match',
    });
  }
  if (keywords.length > 0) {
    out.opportunities.push({
      text: `Rank for "${keywords.join(' ')}": use these words in the page title, the main heading and the content.`,
      source: 'domain:seo.keywords',
    });
  }
}

function valuationFindings(d: DomainAnalysis, out: Findings): void {
  const v = d.valuation;
  const range = `${formatUsd(v.estimate)} (likely ${formatUsd(v.low)}–${formatUsd(v.high)})`;
  const tier = valuationTier(v.estimate).tier;
  if (tier === 'registration') {
    out.weaknesses.push({
      text: 'Estimated below $100: worth about its registration fee; names like this rarely resell.',
      source: 'valuation:estimate',
    });
  } else if (tier === 'high' || tier === 'premium') {
    out.strengths.push({
      text: `Estimated resale value ${range}: a ${tier}-value name.`,
      source: 'valuation:estimate',
    });
  }
  // The two factors that raised the estimate most, and the two that lowered it most.
  const ups = v.factors
    .filter((f) => f.effect >= 1.25)
    .sort((a, b) => b.effect - a.effect || (a.key < b.key ? -1 : 1));
  const downs = v.factors
    .filter((f) => f.effect <= 0.8)
    .sort((a, b) => a.effect - b.effect || (a.key < b.key ? -1 : 1));
  for (const f of ups.slice(0, 2)) {
    out.strengths.push({
      text: `${capitalise(f.label)}: raises the estimated value (${effectText(f.effect)}).`,
      source: `valuation:${f.key}`,
    });
  }
  for (const f of downs.slice(0, 2)) {
    out.weaknesses.push({
      text: `${capitalise(f.label)}: lowers the estimated value (${effectText(f.effect)}).`,
      source: `valuation:${f.key}`,
    });
  }
}

/**
 * Findings about the name: its extension, how it reads and sounds, its keywords and what
 * moved its valuation. Every finding is sourced by the domain part (`domain:tld`,
 * `domain:linguistic.hyphens`, `domain:seo.keywords` …) or valuation factor
 * (`valuation:length`, `valuation:estimate` …) it comes from.
 */
export function domainFindings(d: DomainAnalysis): Findings {
  const out: Findings = { strengths: [], weaknesses: [], opportunities: [], risks: [] };
  tldFindings(d, out);
  linguisticFindings(d, out);
  seoFindings(d, out);
  valuationFindings(d, out);
  return out;
}
