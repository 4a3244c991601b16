import type { CheckResult } from '../audit/types.ts';
import type { StrategyAction } from './types.ts';

/** An action for one check, before the runner adds its `source` (`audit:<id>`). */
export type CheckFix = Omit<StrategyAction, 'source'>;

/** What a fix may know about the audited page besides the check itself. */
export interface FixContext {
  finalUrl: string;
}

/** Turns one failing or warning check into its action. */
export type FixBuilder = (check: CheckResult, context: FixContext) => CheckFix;

/** Most examples listed on one action. */
export const MAX_EXAMPLES = 3;

/** A property of a check's `value` (an object), or undefined. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A numeric property of a check's `value`, or `fallback`. */
export function numberField(value: unknown, key: string, fallback = 0): number {
  const n = field(value, key);
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** A string property of a check's `value`, or null. */
export function stringField(value: unknown, key: string): string | null {
  const s = field(value, key);
  return typeof s === 'string' ? s : null;
}

/** `text` in quotes, cut to `max` characters with an ellipsis. */
export function quote(text: string, max = 60): string {
  const chars = [...text];
  return `"${chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text}"`;
}

/** `1 link`, `3 links`. */
export function count(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : pluralNoun}`;
}

/** The check's items as objects (other entries are skipped). */
export function itemsOf(check: CheckResult): Record<string, unknown>[] {
  return (check.items ?? []).filter(
    (i): i is Record<string, unknown> => typeof i === 'object' && i !== null,
  );
}

/** Up to {@link MAX_EXAMPLES} descriptions of the check's items (empty ones dropped). */
export function examplesOf(
  check: CheckResult,
  describe: (item: Record<string, unknown>) => string | null,
): string[] {
  const out: string[] = [];
  for (const item of itemsOf(check)) {
    const text = describe(item);
    if (text && !out.includes(text)) out.push(text);
    if (out.length === MAX_EXAMPLES) break;
  }
  return out;
}

/** A fix with its examples attached only when there are any (exact optional properties). */
export function withExamples(fix: CheckFix, examples: readonly string[]): CheckFix {
  return examples.length > 0 ? { ...fix, examples: [...examples] } : fix;
}

/** The text of an item's property, or '' when it is not a string. */
export function text(item: Record<string, unknown>, key: string): string {
  const v = item[key];
  return typeof v === 'string' ? v : '';
}
