import fitted from './data/valuation-model.json' with { type: 'json' };
import { tldInfo } from './tld.ts';
import type { Valuation, ValuationFactor } from './types.ts';
import { FEATURES, featureVector, type NameFacts } from './valuation-features.ts';

/** Coefficients written by `npm run fit:valuation`. */
export interface ValuationModel {
  features: readonly string[];
  intercept: number;
  weights: readonly number[];
  means: readonly number[];
  residual: { p10: number; p25: number; p75: number; p90: number };
}

const MODEL: ValuationModel = fitted;
if (MODEL.features.join() !== FEATURES.map((f) => f.name).join()) {
  throw new Error(
    'valuation-model.json does not match valuation-features.ts: run npm run fit:valuation',
  );
}

/** Factor groups, and the group index of each feature (precomputed for speed). */
const GROUPS = [...new Set(FEATURES.map((f) => f.group))];
const GROUP_OF_FEATURE = FEATURES.map((f) => GROUPS.indexOf(f.group));

const COM = tldInfo('com');

const GROUP_LABEL: Record<string, string> = {
  length: 'length of the name',
  words: 'dictionary words in the name',
  commonness: 'how common the words are',
  pronounceability: 'how easily it is said',
  hyphens: 'hyphens',
  digits: 'digits',
  keywords: 'commercial keywords',
  idn: 'internationalised (non-ASCII) name',
  tld: 'extension',
};

/**
 * Adjustments for the low end, which the sales data (every sale ≥ $1,000) cannot show: most
 * registered names never sell. Set by hand, in log10 dollars, and listed among the factors.
 */
function lowEndAdjustments(f: NameFacts): { key: string; label: string; log10: number }[] {
  const out: { key: string; label: string; log10: number }[] = [];
  if (f.tld.spam) {
    out.push({
      key: 'spam-tld',
      label: `.${f.tld.group === 'spam' ? 'extension' : ''} with a spam reputation`,
      log10: -1.6,
    });
  }
  if (f.hyphens >= 2)
    out.push({ key: 'many-hyphens', label: `${f.hyphens} hyphens`, log10: -0.6 * (f.hyphens - 1) });
  if (f.digits > 0 && f.digits < f.length && f.length >= 8) {
    out.push({ key: 'digits-and-letters', label: 'digits mixed into a long name', log10: -0.7 });
  }
  const gibberish = f.coverage < 0.5 && f.length >= 7 && f.letterLogProb < -3.4;
  if (gibberish) {
    out.push({
      key: 'unreadable',
      label: 'no recognisable words and hard to pronounce',
      log10: -Math.min(2.2, 0.8 + (-3.4 - f.letterLogProb) * 1.5),
    });
  }
  if (f.length > 15)
    out.push({ key: 'very-long', label: `${f.length} characters`, log10: -0.1 * (f.length - 15) });
  if (f.dictWords >= 4)
    out.push({ key: 'many-words', label: `${f.dictWords} words`, log10: -0.3 * (f.dictWords - 3) });
  return out;
}

/** Rounds a dollar figure to two significant digits (estimates are not precise to the dollar). */
function roundPrice(n: number): number {
  if (n < 100) return Math.max(5, Math.round(n));
  const mag = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / mag) * mag;
}

/** Model output in log10 dollars, before the low-end adjustments. */
export function modelLog10(vector: readonly number[], model: ValuationModel = MODEL): number {
  let s = model.intercept;
  for (let j = 0; j < model.weights.length; j++) s += (model.weights[j] ?? 0) * (vector[j] ?? 0);
  return s;
}

/**
 * Estimates the resale value of a name in US dollars, with a likely range, a confidence and
 * the factors that moved it (each as a multiplier against a typical sold name).
 */
export function estimateValue(facts: NameFacts, model: ValuationModel = MODEL): Valuation {
  const x = featureVector(facts);
  let log10 = modelLog10(x, model);
  // Factors are measured against a typical sold name. The extension's factor is what the
  // same name would lose or gain moving from .com to this extension (counterfactual), and
  // .com's own standing; the other factors are read off the .com version of the name.
  const asCom = facts.tld.group === 'com' ? x : featureVector({ ...facts, tld: COM });
  // The same name is worth most on .com: buyers pay a premium for it, and the sales in other
  // extensions are of names whose .com was already taken (and dearer). The fitted TLD terms
  // reflect that selection, so another extension is never valued above the .com.
  const comLog10 = modelLog10(asCom, model);
  if (log10 > comLog10) log10 = comLog10;
  const contributions = new Array<number>(GROUPS.length).fill(0);
  for (let j = 0; j < model.weights.length; j++) {
    const g = GROUP_OF_FEATURE[j] ?? 0;
    contributions[g] =
      (contributions[g] ?? 0) + (model.weights[j] ?? 0) * ((asCom[j] ?? 0) - (model.means[j] ?? 0));
  }
  const tldGroup = GROUPS.indexOf('tld');
  contributions[tldGroup] = (contributions[tldGroup] ?? 0) + log10 - comLog10;
  const factors: ValuationFactor[] = [];
  for (let g = 0; g < GROUPS.length; g++) {
    const key = GROUPS[g] ?? 'other';
    const contribution = contributions[g] ?? 0;
    if (Math.abs(contribution) < 0.02) continue;
    factors.push({
      key,
      label: GROUP_LABEL[key] ?? key,
      effect: Number((10 ** contribution).toFixed(2)),
    });
  }
  const adjustments = lowEndAdjustments(facts);
  for (const a of adjustments) {
    log10 += a.log10;
    factors.push({ key: a.key, label: a.label, effect: Number((10 ** a.log10).toFixed(3)) });
  }
  factors.sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));

  const penalty = adjustments.reduce((s, a) => s + a.log10, 0);
  // Confidence: the model is most reliable inside the range of names it was fitted on.
  let confidence = 0.7 + Math.max(-0.4, penalty * 0.2);
  if (facts.idn) confidence -= 0.2;
  if (facts.unknownWords > 0 && facts.dictWords > 0) confidence -= 0.1;
  confidence = Math.min(0.8, Math.max(0.15, confidence));
  const widen = 1 + (0.8 - confidence);
  const estimate = 10 ** log10;
  return {
    estimate: roundPrice(estimate),
    low: roundPrice(estimate * 10 ** (model.residual.p25 * widen)),
    high: roundPrice(estimate * 10 ** (model.residual.p75 * widen)),
    currency: 'USD',
    confidence: Number(confidence.toFixed(2)),
    factors,
  };
}
