/**
 * `npm run bench` (last part): how long the domain-name search takes for "coffee shop".
 *
 * `suggestNames("coffee shop")` with the WordNet source and no availability check (the DNS
 * step is bounded by its own 2 s deadline and measured by the CLI tests), median of N runs
 * after warm-up, beside a baseline from the same run: `analyzeDomain` over as many names as
 * the search scores. The goal is < 300 ms per search (issue 5). The first, cold search
 * (WordNet files read, caches empty) is printed too.
 *
 * Options: --runs <n> timed runs (default 30), --warmup <n> (default 5).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { analyzeDomain } from '../src/core/domain/analyze-domain.ts';
import { suggestNames } from '../src/core/names/suggest-names.ts';
import { openWordNet } from '../src/lexical/wordnet.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
  },
});
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const KEYWORDS = 'coffee shop';
const GOAL_MS = 300;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function timed(fn: () => unknown): { median: number; min: number; max: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const samples = Array.from({ length: RUNS }, () => time(fn));
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}

console.log(
  `\nSitelens name-search benchmark — node ${process.version}, ${process.platform} ${process.arch}, ${availableParallelism()} CPUs\n`,
);
const wordNet = openWordNet();
let names = 0;
const cold = time(() => {
  names = suggestNames(KEYWORDS, {}, wordNet).length;
});
// Every domain the search scores (the default answer keeps the best 100 of them).
const scored = suggestNames(KEYWORDS, { limit: Number.MAX_SAFE_INTEGER }, wordNet).map(
  (c) => c.domain,
);

const search = timed(() => suggestNames(KEYWORDS, {}, wordNet));
const baseline = timed(() => {
  for (const domain of scored) analyzeDomain(domain);
});

const rows: [string, { median: number; min: number; max: number }][] = [
  [`suggestNames("${KEYWORDS}") → ${names} names`, search],
  [`baseline: analyzeDomain × ${scored.length} (the names it scores)`, baseline],
];
const width = Math.max(...rows.map(([label]) => label.length)) + 2;
console.log(`${WARMUP} warm-up runs, ${RUNS} timed; availability check off`);
console.log(
  `  ${'what'.padEnd(width)}${['median ms', 'min ms', 'max ms'].map((h) => h.padStart(11)).join('')}`,
);
for (const [label, t] of rows) {
  const cells = [t.median, t.min, t.max].map((n) => fmt(n).padStart(11)).join('');
  console.log(`  ${label.padEnd(width)}${cells}`);
}
console.log(`  first (cold) search, WordNet files read: ${fmt(cold)} ms`);
console.log(
  `  search ÷ baseline: ${fmt(search.median / baseline.median, 2)} — the rest is generating, filtering and ranking`,
);
const ok = search.median < GOAL_MS;
console.log(
  `  goal: a search in < ${GOAL_MS} ms (median) — ${ok ? 'met' : 'NOT met'} (${fmt(search.median)} ms)`,
);
