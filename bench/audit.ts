/**
 * Audit speed on a ~1 MB HTML page: `auditPage` (one htmlparser2 pass into artifacts,
 * then the 14 checks) beside a bare htmlparser2 pass over the same string, in the same
 * run, with the ratio (aim: ≤ 1.5×). Each is warmed up, then run interleaved many times;
 * the table shows the median and p90 milliseconds per page.
 *
 * A third row, a bare pass that also counts words, shows the share of the one per-character
 * job the audit cannot skip (the page's word count).
 *
 * Options: --iterations <n> (default 60), --bytes <n> page size (default 1000000).
 */
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { auditPage } from '../src/core/audit/run-audit.ts';
import { countWords } from '../src/core/audit/text.ts';
import type { PageSnapshot } from '../src/core/audit/types.ts';
import { buildPage } from './audit-page.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '60' },
    bytes: { type: 'string', default: '1000000' },
  },
});
const ITERATIONS = Number(values.iterations);
const html = buildPage(Number(values.bytes));
const snapshot: PageSnapshot = {
  url: 'https://www.example.com/articles/benchmark',
  finalUrl: 'https://www.example.com/articles/benchmark',
  statusCode: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  redirects: [],
  body: html,
  truncated: false,
  bytes: Buffer.byteLength(html),
  contentType: 'text/html; charset=utf-8',
  fetchMs: 0,
  robotsTxt: {
    status: 200,
    body: 'User-agent: *\nDisallow: /admin/\nSitemap: https://www.example.com/sitemap.xml',
  },
};
const now = new Date();
const noop = () => {};

/** The subjects, each a function over the same page. */
const subjects: Record<string, () => void> = {
  'htmlparser2, no callbacks': () => new Parser({}).end(html),
  'htmlparser2, empty callbacks': () =>
    new Parser({ onopentag: noop, ontext: noop, onclosetag: noop }).end(html),
  // The floor for any pass that must look at every character of the visible text.
  'htmlparser2 + word count only': () => {
    let words = 0;
    new Parser({
      onopentag: noop,
      onclosetag: noop,
      ontext: (t) => (words += countWords(t, false)),
    }).end(html);
  },
  'auditPage (artifacts + 14 checks)': () => {
    auditPage(snapshot, { now });
  },
};

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

for (let i = 0; i < 10; i++) for (const run of Object.values(subjects)) run();
const samples: Record<string, number[]> = Object.fromEntries(
  Object.keys(subjects).map((k) => [k, []]),
);
for (let i = 0; i < ITERATIONS; i++) {
  for (const [name, run] of Object.entries(subjects)) samples[name]?.push(time(run));
}

const audit = auditPage(snapshot, { now });
const baseline = 'htmlparser2, empty callbacks';
const medians = Object.fromEntries(
  Object.entries(samples).map(([k, v]) => [
    k,
    quantile(
      v.sort((a, b) => a - b),
      0.5,
    ),
  ]),
);
const base = medians[baseline] ?? Number.NaN;
console.log(
  `Page: ${(snapshot.bytes / 1e6).toFixed(2)} MB, ${audit.page.wordCount} words, ` +
    `${html.split('<a ').length - 1} links, ${html.split('<img ').length - 1} images; ` +
    `audit score ${audit.score}; ${ITERATIONS} interleaved iterations after 10 warm-up.`,
);
console.table(
  Object.entries(samples).map(([name, v]) => ({
    subject: name,
    'median ms/page': Number((medians[name] ?? 0).toFixed(2)),
    'p90 ms/page': Number(quantile(v, 0.9).toFixed(2)),
    'MB/s': Number((snapshot.bytes / 1e6 / ((medians[name] ?? 1) / 1000)).toFixed(1)),
    [`× ${baseline}`]: Number(((medians[name] ?? 0) / base).toFixed(2)),
  })),
);
const ratio = (medians['auditPage (artifacts + 14 checks)'] ?? 0) / base;
console.log(
  `auditPage / bare htmlparser2 pass (empty callbacks): ${ratio.toFixed(2)}× (aim ≤ 1.5×) ${ratio <= 1.5 ? 'OK' : 'OVER'}`,
);
