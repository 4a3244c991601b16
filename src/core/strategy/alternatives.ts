import { analyzeDomain } from '../domain/analyze-domain.ts';
import type { DomainAnalysis } from '../domain/types.ts';
import type { Alternative, AlternativeKind } from './types.ts';
import { otherNumber } from './word-forms.ts';

/** Extensions every name is compared on, in this order. */
export const ALTERNATIVE_TLDS = ['com', 'net', 'org', 'io', 'co', 'ai', 'app'] as const;

/** Most alternatives in a plan. */
export const MAX_ALTERNATIVES = 20;

/** Most words of a name for which "drop a word" forms are made. */
const MAX_WORDS_FOR_SHORTER = 4;

const TLD_REASON: Readonly<Record<string, string>> = {
  com: 'the extension people type by default and buyers trust most',
  net: 'a long-established extension, worth holding defensively',
  org: 'a long-established extension, worth holding defensively',
  io: 'popular with tech start-ups, worth holding defensively',
  co: 'often typed by mistake for .com, worth holding defensively',
  ai: 'popular with AI products, worth holding defensively',
  app: 'for apps; always https',
};

interface Candidate {
  domain: string;
  kind: AlternativeKind;
  reason: string;
}

/** A country extension's other common form: `co.uk` ↔ `uk`, `com.au` ↔ `au` … */
function countryVariant(suffix: string): string | null {
  const m = /^(?:co|com)\.([a-z]{2})$/.exec(suffix);
  if (m) return m[1] ?? null;
  return null;
}

/** Words of the name that are letters only and at least two long: what "shorter forms" drop. */
function contentWords(d: DomainAnalysis): string[] {
  return d.words.filter((w) => /^[a-z]{2,}$/.test(w));
}

/** True for a single letter that stands for a word next to a digit (`4u`, `b2`), not `a`/`i`. */
function isLetterWord(token: string | undefined): boolean {
  return token !== undefined && /^[b-hj-z]$/.test(token);
}

/**
 * The name without its digits and the single letters glued to them (`best-coffee4u` →
 * `best-coffee`, `top10` → `top`), keeping its hyphens; from the segmentation, so only whole
 * tokens go. Falls back to deleting the digits when the tokens do not spell the name.
 */
export function withoutDigits(sld: string, words: readonly string[]): string {
  const drop = new Set<number>();
  words.forEach((w, i) => {
    if (!/^\d+$/.test(w)) return;
    drop.add(i);
    if (isLetterWord(words[i - 1])) drop.add(i - 1);
    if (isLetterWord(words[i + 1])) drop.add(i + 1);
  });
  let pos = 0;
  let label = '';
  for (const [i, w] of words.entries()) {
    const at = sld.indexOf(w, pos);
    if (at === -1 || /[^-]/.test(sld.slice(pos, at))) return tidy(sld.replace(/\d+/g, ''));
    if (!drop.has(i)) label += sld.slice(pos, at) + w;
    pos = at + w.length;
  }
  return tidy(label);
}

/** No doubled, leading or trailing hyphens. */
function tidy(label: string): string {
  return label.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

function tldCandidates(d: DomainAnalysis): Candidate[] {
  const out: Candidate[] = [];
  const suffixes: string[] = [...ALTERNATIVE_TLDS];
  const cc = countryVariant(d.publicSuffix);
  if (cc) suffixes.push(cc);
  for (const tld of suffixes) {
    const reason =
      TLD_REASON[tld] ?? `the shorter form of the .${d.publicSuffix} country extension`;
    out.push({
      domain: `${d.sld}.${tld}`,
      kind: 'tld',
      reason: `The same name on .${tld}: ${reason}.`,
    });
  }
  return out;
}

/** The name on its own extension and on .com (both, when they differ). */
function onBoth(
  d: DomainAnalysis,
  label: string,
  kind: AlternativeKind,
  reason: string,
): Candidate[] {
  const suffixes = d.publicSuffix === 'com' ? ['com'] : [d.publicSuffix, 'com'];
  return suffixes.map((s) => ({ domain: `${label}.${s}`, kind, reason }));
}

function wordCandidates(d: DomainAnalysis): Candidate[] {
  // An internationalised name is read whole; the English word rules do not apply to it.
  if (d.sld.startsWith('xn--')) return [];
  const out: Candidate[] = [];
  const { sld } = d;
  if (sld.includes('-')) {
    out.push(
      ...onBoth(
        d,
        sld.replaceAll('-', ''),
        'no-hyphens',
        'The name without hyphens: the way people type it after hearing it.',
      ),
    );
  }
  if (/\d/.test(sld)) {
    const label = withoutDigits(sld, d.words);
    if (label.length >= 2) {
      out.push(
        ...onBoth(
          d,
          label,
          'no-digits',
          'The name without digits: no "4 or four?" when it is said aloud.',
        ),
      );
    }
  }
  const words = contentWords(d);
  const joined = words.join('');
  if (words.length > 0 && joined !== sld && joined !== sld.replaceAll('-', '')) {
    out.push(
      ...onBoth(
        d,
        joined,
        'words-only',
        `Only the words of the name ("${words.join(' ')}"), without hyphens, digits or stray letters.`,
      ),
    );
  }
  if (words.length >= 2 && words.length <= MAX_WORDS_FOR_SHORTER) {
    words.forEach((dropped, i) => {
      const rest = words.filter((_, j) => j !== i).join('');
      if (rest.length >= 3) {
        out.push(
          ...onBoth(
            d,
            rest,
            'shorter',
            `Shorter, without "${dropped}": easier to type and remember (short names are often taken; check first).`,
          ),
        );
      }
    });
  }
  const last = d.words.at(-1);
  const other = last ? otherNumber(last) : null;
  if (last && other && sld.endsWith(last)) {
    const label = `${sld.slice(0, sld.length - last.length)}${other.word}`;
    const reason =
      other.kind === 'plural'
        ? `The plural form ("${other.word}"): people say and type both; hold it defensively.`
        : `The singular form ("${other.word}"): people say and type both; hold it defensively.`;
    out.push(...onBoth(d, label, other.kind, reason));
  }
  return out;
}

/**
 * Better or defensive names for a domain: the same name on other extensions (.com, .net,
 * .org, .io, .co, .ai, .app and the country's other form), the name without hyphens, without
 * digits, its words alone, shorter forms (one word dropped) and the other grammatical number
 * of its last word. Each is valued by `analyzeDomain`; invalid names, duplicates and the
 * domain itself are left out. Sorted by estimate (highest first), then by name; at most
 * {@link MAX_ALTERNATIVES}. Availability is not known here (the core does no I/O).
 */
export function alternatives(d: DomainAnalysis): Alternative[] {
  const seen = new Set<string>([d.registrable]);
  const out: Alternative[] = [];
  for (const c of [...tldCandidates(d), ...wordCandidates(d)]) {
    if (seen.has(c.domain)) continue;
    seen.add(c.domain);
    const analysed = analyzeDomain(c.domain);
    // A label that is not a whole registrable name (a suffix rule swallowed it) is no alternative.
    if (!analysed.ok || analysed.value.registrable !== c.domain) continue;
    const v = analysed.value;
    out.push({
      domain: c.domain,
      unicode: v.unicode,
      kind: c.kind,
      reason: c.reason,
      estimate: v.valuation.estimate,
      low: v.valuation.low,
      high: v.valuation.high,
      linguisticScore: v.linguistic.score,
      seoScore: v.seo.score,
    });
  }
  out.sort(
    (a, b) => b.estimate - a.estimate || (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0),
  );
  return out.slice(0, MAX_ALTERNATIVES);
}
