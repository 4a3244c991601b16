/**
 * Deterministic, varied domain names for benchmarks: dictionary compounds, brandables,
 * random letter strings, hyphen-and-digit names, IDNs, subdomains, many TLDs, and a few
 * invalid inputs, so the engine's slow and fast paths are both exercised.
 */

const WORDS = [
  'best',
  'coffee',
  'cloud',
  'shop',
  'green',
  'data',
  'smart',
  'home',
  'pet',
  'travel',
  'bank',
  'blue',
  'health',
  'car',
  'insurance',
  'solar',
  'code',
  'art',
  'book',
  'fresh',
  'market',
  'city',
  'world',
  'light',
  'fit',
  'food',
  'wine',
  'kids',
  'legal',
  'money',
  'expert',
  'exchange',
  'pen',
  'island',
  'who',
  'represents',
  'tech',
  'studio',
  'garden',
  'ai',
];
const TLDS = ['com', 'com', 'com', 'net', 'org', 'io', 'co.uk', 'de', 'xyz', 'shop', 'app', 'top'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const UNICODE = ['bücher', 'münchen', 'café', 'straße', '日本語', 'пример'];

/** Mulberry32: a small seeded PRNG, so every run benchmarks the same names. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` varied names (about 5 % invalid), the same for the same seed. */
export function generateNames(count: number, seed = 42): string[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const letters = (n: number): string =>
    Array.from({ length: n }, () => pick([...LETTERS])).join('');
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const tld = pick(TLDS);
    const roll = random();
    let name: string;
    if (roll < 0.4) name = `${pick(WORDS)}${pick(WORDS)}.${tld}`;
    else if (roll < 0.55) name = `${pick(WORDS)}${pick(WORDS)}${pick(WORDS)}.${tld}`;
    else if (roll < 0.7) name = `${letters(5 + Math.floor(random() * 15))}.${tld}`;
    else if (roll < 0.8)
      name = `${pick(WORDS)}-${Math.floor(random() * 1000)}-${pick(WORDS)}.${tld}`;
    else if (roll < 0.85) name = `${pick(UNICODE)}${i}.${pick(['de', 'com', 'jp'])}`;
    else if (roll < 0.9) name = `www.${pick(WORDS)}${pick(WORDS)}.${tld}`;
    else if (roll < 0.95) name = `${pick(WORDS)}${i}.${tld}`;
    else name = pick(['https://x.com/a', 'exa mple.com', '-x.com', '1.2.3.4', 'foo.notarealtld']);
    names.push(name);
  }
  return names;
}
