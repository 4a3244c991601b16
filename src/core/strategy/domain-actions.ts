import type { DomainAnalysis } from '../domain/types.ts';
import { partCount } from './domain-findings.ts';
import { formatUsd } from './score.ts';
import type { Alternative, AlternativeKind, StrategyAction } from './types.ts';

/** What the plan knows of the audited page's wording, to check it uses the name's keywords. */
export interface PageWording {
  title: string | null;
  h1: string | null;
}

function find(
  alts: readonly Alternative[],
  kind: AlternativeKind,
  tld?: string,
): Alternative | undefined {
  return alts.find((a) => a.kind === kind && (tld === undefined || a.domain.endsWith(`.${tld}`)));
}

function priced(a: Alternative): string {
  return `${a.unicode} (estimated ${formatUsd(a.estimate)})`;
}

function extensionActions(d: DomainAnalysis, alts: readonly Alternative[]): StrategyAction[] {
  const source = 'domain:tld';
  if (d.seo.tldTrust === 'low') {
    const better = ['com', 'net', 'org'].map((t) => `${d.sld}.${t}`).join(', ');
    return [
      {
        title: `Move to a trusted extension (${better}) and redirect this name there`,
        why: `.${d.publicSuffix} has a spam reputation: its mail is filtered and its links are distrusted.`,
        impact: 'high',
        effort: 'high',
        source,
      },
    ];
  }
  if (d.tld !== 'com') {
    const com = find(alts, 'tld', 'com');
    const generic =
      d.seo.tldType === 'new-gtld' || d.seo.tldType === 'private' || d.seo.tldTrust !== 'high';
    return [
      {
        title: `Secure ${com ? priced(com) : `${d.sld}.com`} if it is available, and redirect it here`,
        why: 'People type .com by habit: whoever holds it receives some of your visitors and e-mail.',
        impact: generic ? 'high' : 'medium',
        effort: 'medium',
        source,
      },
    ];
  }
  const defensive = alts.filter(
    (a) => a.kind === 'tld' && ['net', 'co'].some((t) => a.domain.endsWith(`.${t}`)),
  );
  if (defensive.length === 0) return [];
  return [
    {
      title: `Register ${defensive.map((a) => a.unicode).join(' and ')} defensively if they are free, and redirect them here`,
      why: 'Close variants in other hands can siphon visitors or be used to impersonate you.',
      impact: 'low',
      effort: 'low',
      source,
      examples: defensive.map(priced),
    },
  ];
}

function nameActions(d: DomainAnalysis, alts: readonly Alternative[]): StrategyAction[] {
  const out: StrategyAction[] = [];
  const l = d.linguistic;
  const noHyphens = find(alts, 'no-hyphens', d.publicSuffix) ?? find(alts, 'no-hyphens');
  if (partCount(l.parts, 'hyphens') > 0 && noHyphens) {
    out.push({
      title: `Register ${noHyphens.unicode} as well and redirect it here`,
      why: 'People who hear the name leave out the hyphen; without it they reach someone else’s site.',
      impact: 'medium',
      effort: 'low',
      source: 'domain:linguistic.hyphens',
    });
  }
  const noDigits = find(alts, 'no-digits', d.publicSuffix) ?? find(alts, 'no-digits');
  if (partCount(l.parts, 'digits') > 0 && noDigits) {
    out.push({
      title: `Register ${noDigits.unicode} (the name without digits) and redirect it here`,
      why: 'Heard aloud, digits are ambiguous ("4" or "four"?), so some visitors type the other form.',
      impact: 'medium',
      effort: 'low',
      source: 'domain:linguistic.digits',
    });
  }
  if (l.ambiguity.length > 0) {
    out.push({
      title:
        'Say the name aloud to five people, note how they spell it, and register the common misspellings',
      why: `The name fails the radio test (${l.ambiguity[0]}), so some visitors will type it wrong.`,
      impact: 'low',
      effort: 'low',
      source: 'domain:linguistic.radio-test',
    });
  }
  if (l.negativeWords.length > 0) {
    out.push({
      title: `Consider a name without ${l.negativeWords.map((w) => `"${w}"`).join(', ')} for the brand`,
      why: 'Ad networks, filters and many customers avoid names with such words.',
      impact: 'medium',
      effort: 'high',
      source: 'domain:linguistic.negative',
    });
  }
  const shorter = find(alts, 'shorter');
  if (l.length > 15 && shorter) {
    out.push({
      title: `Use a shorter name in marketing, such as ${priced(shorter)}, redirecting to this one`,
      why: `${l.length} characters are hard to type and remember; short names are worth more.`,
      impact: 'medium',
      effort: 'medium',
      source: 'domain:linguistic.length',
    });
  }
  return out;
}

/** "best coffee" appears in the page's title or main heading (case-insensitively). */
function usesKeywords(page: PageWording, keywords: readonly string[]): boolean {
  const text = `${page.title ?? ''} ${page.h1 ?? ''}`.toLowerCase();
  return keywords.every((k) => text.includes(k));
}

/**
 * Domain-level actions: secure the .com (or leave a spam extension), defensive registrations
 * (other extensions, the name without hyphens or digits, misspellings), a shorter marketing
 * name, and — when the audited page's title and heading miss them — using the name's keywords.
 * Sourced by the domain part or factor each answers.
 */
export function domainActions(
  d: DomainAnalysis,
  alts: readonly Alternative[],
  page: PageWording | null,
): StrategyAction[] {
  const out = [...extensionActions(d, alts), ...nameActions(d, alts)];
  const keywords = d.seo.keywords.map((k) => k.word);
  if (keywords.length > 0 && (page === null || !usesKeywords(page, keywords))) {
    out.push({
      title: `Put "${keywords.join(' ')}" in the home page's title and main heading`,
      why: 'The name already promises these words; using them on the page lets it rank for what visitors search.',
      impact: 'medium',
      effort: 'low',
      source: 'domain:seo.keywords',
    });
  }
  return out;
}
