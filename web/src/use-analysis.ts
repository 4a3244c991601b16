import { useEffect, useState } from 'react';
import type { Failure, Outcome } from './api';

/** The state of one analysis run for an input taken from the address bar. */
export type AnalysisState<T> =
  | { phase: 'idle' }
  | { phase: 'loading'; input: string }
  | { phase: 'done'; input: string; data: T }
  | { phase: 'failed'; input: string; error: Failure };

/**
 * Runs `run(input)` whenever `input` changes (and when `ready` turns true), dropping the
 * answers of runs that a newer input replaced.
 */
export function useAnalysis<T>(
  input: string,
  run: (input: string) => Promise<Outcome<T>>,
  ready: boolean,
): AnalysisState<T> {
  const [state, setState] = useState<AnalysisState<T>>({ phase: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` changes identity each render; the input decides.
  useEffect(() => {
    if (input === '' || !ready) {
      setState({ phase: 'idle' });
      return;
    }
    let current = true;
    setState({ phase: 'loading', input });
    run(input).then((outcome) => {
      if (!current) return;
      setState(
        outcome.ok
          ? { phase: 'done', input, data: outcome.data }
          : { phase: 'failed', input, error: outcome.error },
      );
    });
    return () => {
      current = false;
    };
  }, [input, ready]);
  return state;
}
