import type { CountPreference, ReturnPreference } from './query-types.ts';

/** The `Prefer` preferences this server acts on. */
export interface Preferences {
  count: CountPreference | null;
  returning: ReturnPreference | null;
  missingDefault: boolean;
}

const COUNTS: readonly CountPreference[] = ['exact', 'planned', 'estimated'];
const RETURNS: readonly ReturnPreference[] = ['representation', 'minimal', 'headers-only'];

/**
 * Reads `Prefer` (`count=exact, return=representation`, several headers joined by commas).
 * Unknown or unsupported preferences are ignored, as PostgREST does by default
 * (`handling=lenient`).
 *
 * @example
 * parsePrefer('count=exact, return=representation');
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { count: null, returning: null, missingDefault: false };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=', 2)
      .map((s) => s.trim().toLowerCase());
    if (key === 'count') prefs.count = COUNTS.find((c) => c === value) ?? prefs.count;
    if (key === 'return') prefs.returning = RETURNS.find((r) => r === value) ?? prefs.returning;
    if (key === 'missing' && value === 'default') prefs.missingDefault = true;
  }
  return prefs;
}
