import { cuss } from 'cuss';
import { forEachWord, LEXICON_TOTAL } from './lexicon.ts';

/**
 * Word segmentation of a domain-name label, in the style of Norvig's `wordsegment`: the
 * most probable split under a unigram model, found by Viterbi, with a length-aware
 * penalty for words not in the lexicon (probability 10 / (N · 10^length)).
 *
 * Names are read charitably, as their owner meant them: profane or vulgar words (the
 * `cuss` list, sureness 1–2) are made less likely, so `penisland` reads "pen island".
 */

/** Longest dictionary word considered (Norvig uses 24). */
const MAX_WORD = 24;

/** Log-probability penalty by `cuss` sureness: 0 (maybe not profane) … 2 (surely). */
const CUSS_PENALTY = [0, Math.log(0.1), Math.log(0.01)];

const LN10 = Math.LN10;
/** Unknown word of length L: ln(10 / (N · 10^L)) = UNKNOWN_BASE − L · ln 10. */
const UNKNOWN_BASE = LN10 - Math.log(LEXICON_TOTAL);

/** Penalty for a profane word, by its `cuss` sureness. */
function cussPenalty(word: string): number {
  // `cuss` is a plain object: guard against inherited keys such as "constructor".
  return Object.hasOwn(cuss, word) ? (CUSS_PENALTY[cuss[word] as number] ?? 0) : 0;
}

/**
 * A bitmap trie over a–z, nodes in breadth-first order: a node's children are contiguous
 * from `first[node]`, and `mask[node]` has bit c set when letter c has a child. The child
 * for letter c is `first + popcount(mask & ((1 << c) − 1))`. `score[node]` is the word's
 * log-probability, or −Infinity when no word ends at the node.
 */
interface Trie {
  mask: Uint32Array;
  first: Int32Array;
  score: Float64Array;
}

function buildTrie(): Trie {
  // Letters of every word in one flat buffer, a row of MAX_WORD + 1 per word: 1–26 for
  // a–z, 0 after the end. Compact rows keep the grouping passes below in cache.
  const STRIDE = MAX_WORD + 1;
  const words: string[] = [];
  const costs: number[] = [];
  let capacity = 1;
  forEachWord((word, logProb) => {
    if (word.length > MAX_WORD) return;
    words.push(word);
    costs.push(logProb + cussPenalty(word));
    capacity += word.length;
  });
  const row = new Uint8Array(words.length * STRIDE);
  words.forEach((word, id) => {
    for (let k = 0; k < word.length; k++) row[id * STRIDE + k] = word.charCodeAt(k) - 96;
  });
  const mask = new Uint32Array(capacity);
  const first = new Int32Array(capacity);
  const score = new Float64Array(capacity).fill(Number.NEGATIVE_INFINITY);
  // Breadth-first, grouping word ids by prefix as it goes (an MSD radix sort): the ids in
  // order[lo..hi) of a queued node all share its prefix of length `depth`.
  const order = Int32Array.from(costs.keys());
  const spare = new Int32Array(order.length);
  const bucket = new Int32Array(27);
  const queue: number[] = [0, order.length, 0, 0]; // lo, hi, depth, node
  let used = 1;
  for (let q = 0; q < queue.length; q += 4) {
    const lo = queue[q] as number;
    const hi = queue[q + 1] as number;
    const depth = queue[q + 2] as number;
    const node = queue[q + 3] as number;
    first[node] = used;
    if (hi - lo === 1) {
      // One word below this node (most nodes): no grouping needed.
      const id = order[lo] as number;
      const b = row[id * STRIDE + depth] as number;
      if (b === 0) score[node] = costs[id] as number;
      else {
        mask[node] = 1 << (b - 1);
        queue.push(lo, hi, depth + 1, used++);
      }
      continue;
    }
    for (let b = 0; b < 27; b++) bucket[b] = 0;
    for (let k = lo; k < hi; k++) {
      const b = row[(order[k] as number) * STRIDE + depth] as number;
      bucket[b] = (bucket[b] as number) + 1;
    }
    // At most one word ends exactly here (bucket 0); it sorts first.
    if (bucket[0] === 1) {
      for (let k = lo; k < hi; k++) {
        const id = order[k] as number;
        if (row[id * STRIDE + depth] === 0) score[node] = costs[id] as number;
      }
    }
    for (let b = 1, at = lo + (bucket[0] as number); b < 27; b++) {
      const size = bucket[b] as number;
      if (size > 0) {
        mask[node] = (mask[node] as number) | (1 << (b - 1));
        queue.push(at, at + size, depth + 1, used++);
      }
      bucket[b] = at;
      at += size;
    }
    bucket[0] = lo;
    for (let k = lo; k < hi; k++) {
      const id = order[k] as number;
      const b = row[id * STRIDE + depth] as number;
      spare[bucket[b] as number] = id;
      bucket[b] = (bucket[b] as number) + 1;
    }
    for (let k = lo; k < hi; k++) order[k] = spare[k] as number;
  }
  return { mask: mask.slice(0, used), first: first.slice(0, used), score: score.slice(0, used) };
}

const { mask: MASK, first: FIRST, score: SCORE } = buildTrie();

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/**
 * The Viterbi state is the position plus whether the previous token was a single letter:
 * two one-letter words in a row ("a i tools") almost never occur in a name, while the
 * unigram model alone would prefer them to a rarer two-letter word ("ai tools").
 */
const AFTER_SINGLE_LETTER_PENALTY = Math.log(0.001);

/**
 * Scratch buffers reused by every call (a label is at most 63 octets; grown if needed).
 * `best[2j + s]` is the best log-probability of `label[0..j)` ending in state s (1 when
 * the last token is one letter); `back[2j + s]` packs the previous position and state.
 */
let best = new Float64Array(128);
let back = new Int32Array(128);
let cuts = new Int32Array(64);

function relax(j: number, single: 0 | 1, score: number, from: number): void {
  const k = 2 * j + single;
  if (score > (best[k] as number)) {
    best[k] = score;
    back[k] = from;
  }
}

/** Appends the best split of `label[start..end)` (lower-case letters only) to `out`. */
function segmentLetters(label: string, start: number, end: number, out: string[]): void {
  const n = end - start;
  if (cuts.length <= n) {
    best = new Float64Array(2 * n + 2);
    back = new Int32Array(2 * n + 2);
    cuts = new Int32Array(n + 1);
  }
  best.fill(Number.NEGATIVE_INFINITY, 0, 2 * n + 2);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < 2; s++) {
      const base = best[2 * i + s] as number;
      if (base === Number.NEGATIVE_INFINITY) continue;
      const from = 2 * i + s;
      // Unknown word label[i..j): always possible, longer is less likely.
      let unknown = base + UNKNOWN_BASE - LN10;
      relax(i + 1, 1, s === 1 ? unknown + AFTER_SINGLE_LETTER_PENALTY : unknown, from);
      for (let j = i + 2; j <= n; j++) {
        unknown -= LN10;
        relax(j, 0, unknown, from);
      }
      // Dictionary words starting at i, walking the trie.
      let node = 0;
      const limit = Math.min(n, i + MAX_WORD);
      for (let j = i; j < limit; j++) {
        const bit = 1 << (label.charCodeAt(start + j) - 97);
        const m = MASK[node] as number;
        if ((m & bit) === 0) break;
        node = (FIRST[node] as number) + popcount(m & (bit - 1));
        const score = base + (SCORE[node] as number);
        if (j > i) relax(j + 1, 0, score, from);
        else relax(j + 1, 1, s === 1 ? score + AFTER_SINGLE_LETTER_PENALTY : score, from);
      }
    }
  }
  // Walk the back-pointers from the end, then emit the words left to right.
  let count = 0;
  let k = (best[2 * n + 1] as number) > (best[2 * n] as number) ? 2 * n + 1 : 2 * n;
  while (k > 1) {
    cuts[count++] = k >> 1;
    k = back[k] as number;
  }
  let from = 0;
  while (count > 0) {
    const to = cuts[--count] as number;
    out.push(label.slice(start + from, start + to));
    from = to;
  }
}

function kind(c: number): 0 | 1 | 2 | 3 {
  if (c >= 97 && c <= 122) return 1; // letter
  if (c >= 48 && c <= 57) return 2; // digit
  if (c === 45) return 3; // hyphen
  return 0;
}

/**
 * Splits a domain-name label into words.
 *
 * The label should be lower-case ASCII (letters, digits, hyphens); upper-case letters are
 * folded. Runs of digits are their own tokens (`24hourfitness` → 24 hour fitness).
 * Hyphens only separate tokens and are not returned (`best-coffee` → best coffee): callers
 * that score hyphens count them in the label itself. A run of letters that contains no
 * likely words stays one token (`xkqzvbnwplm`). Anything else (a Unicode label, a dot)
 * comes back whole as a single token; an empty label gives no tokens.
 *
 * @example
 * segment('expertsexchange'); // ['experts', 'exchange']
 * segment('24hourfitness'); // ['24', 'hour', 'fitness']
 */
export function segment(label: string): string[] {
  const out: string[] = [];
  if (label.length === 0) return out;
  let s = label;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (kind(c) !== 0) continue;
    if (c >= 65 && c <= 90) {
      s = s.toLowerCase();
      k--;
      continue;
    }
    return [label];
  }
  let k = 0;
  while (k < s.length) {
    const t = kind(s.charCodeAt(k));
    let end = k + 1;
    while (end < s.length && kind(s.charCodeAt(end)) === t) end++;
    if (t === 1) segmentLetters(s, k, end, out);
    else if (t === 2) out.push(s.slice(k, end));
    k = end;
  }
  return out;
}
