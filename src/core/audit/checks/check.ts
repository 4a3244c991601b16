import type { Artifacts, AuditContext } from '../artifact-types.ts';
import type { CheckStatus } from '../types.ts';

/** Name of one artifact a check may ask for. */
export type ArtifactName = keyof Artifacts;

/** Describes a check (Lighthouse's audit `meta`). */
export interface CheckMeta<K extends ArtifactName> {
  id: string;
  /** Shown when the check passes (or does not apply). */
  title: string;
  /** Shown when it warns or fails. */
  failureTitle: string;
  /** What the check looks at and why it matters to search engines. */
  description: string;
  /** Weight in the overall score (AUDIT.md). */
  weight: number;
  /** The artifacts `run` reads; the runner hands it only these. */
  requires: readonly K[];
}

/** What a check decides about one page. */
export interface CheckOutcome {
  status: Exclude<CheckStatus, 'error'>;
  /** 0–1, or null when the check does not apply. */
  score: number | null;
  /** What was measured. */
  value: unknown;
  /** What is wrong and how to fix it, or why it passes. */
  explanation: string;
  /** The offending elements, one entry each. */
  items?: unknown[];
}

/**
 * One audit check, in Lighthouse's shape: a `meta` and a pure `run` that returns an
 * outcome for any page (a bad page fails; it never makes `run` throw).
 */
export interface Check<K extends ArtifactName = ArtifactName> {
  meta: CheckMeta<K>;
  run(artifacts: Pick<Artifacts, K>, context: AuditContext): CheckOutcome;
}

/** Score of a warning: half marks. */
export const WARN_SCORE = 0.5;

/** A passing outcome. */
export function pass(value: unknown, explanation: string): CheckOutcome {
  return { status: 'pass', score: 1, value, explanation };
}

/** A warning: the page is fine for the Lighthouse rule but could do better. */
export function warn(value: unknown, explanation: string, items?: unknown[]): CheckOutcome {
  const outcome: CheckOutcome = { status: 'warn', score: WARN_SCORE, value, explanation };
  if (items) outcome.items = items;
  return outcome;
}

/** A failing outcome. */
export function fail(value: unknown, explanation: string, items?: unknown[]): CheckOutcome {
  const outcome: CheckOutcome = { status: 'fail', score: 0, value, explanation };
  if (items) outcome.items = items;
  return outcome;
}

/** The check does not apply to this page. */
export function notApplicable(value: unknown, explanation: string): CheckOutcome {
  return { status: 'n/a', score: null, value, explanation };
}
