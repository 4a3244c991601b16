import { describe, expect, it } from 'vitest';
import { analyzeDomain } from './analyze-domain.ts';

function estimate(name: string): number {
  const r = analyzeDomain(name);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value.valuation.estimate;
}

/** Names nobody would pay for: random letters, hyphen-and-digit strings, spam extensions. */
const JUNK = [
  'xkqzvbnwplmrt.com',
  'qwxzvbnmlkjhg.net',
  'zzxqvbwrtplkq.org',
  'hjkqwxzvbnmpl.info',
  'pqxzrtvwbnmkl.biz',
  'vbnqwzxkjhgfd.com',
  'mnbvcxzlkjhgf.net',
  'lkjhgfdsapoiuy.com',
  'qazwsxedcrfvtgb.com',
  'plmoknijbuhvygc.org',
  'xjqzkvwpyrtbnm.co.uk',
  'grzbvtklmnqwp.de',
  'best-cheap-4-u-deals.com',
  'buy-2-get-1-free-now.net',
  'cheap-loans-247-online.info',
  'a1-b2-c3-d4-e5.com',
  'my-best-site-2024-online.com',
  'free-money-now-123.biz',
  'top-10-best-cheap-hotels-4u.com',
  'x1-y2-z3-q4.net',
  'shop-24-7-deals-online-now.org',
  'car-4-sale-cheap-2-day.com',
  'qzxvbn123.tk',
  'cheap-pills-online-4u.top',
  'win-free-iphone-now.loan',
  'kxq7zv9bw2.ml',
  'free-prize-click-here-now.click',
  'zxqv-wpkt-9384.gq',
  'b3st-d34ls-0nl1n3.cf',
  'vqxz-k7-plw-4.ga',
  'jkqxzw-9-vbn-2.buzz',
  'free-xxx-4u-now.icu',
];

/** One-word .com names of the kind that sell in the tens of thousands and more. */
const PREMIUM = [
  'coffee.com',
  'pizza.com',
  'insurance.com',
  'hotels.com',
  'cars.com',
  'music.com',
  'travel.com',
  'money.com',
  'water.com',
  'games.com',
  'shoes.com',
  'wine.com',
  'gold.com',
  'home.com',
  'health.com',
  'books.com',
  'jobs.com',
  'loans.com',
  'bank.com',
  'beer.com',
  'movies.com',
  'garden.com',
  'chocolate.com',
  'diamond.com',
  'flowers.com',
  'energy.com',
  'camera.com',
  'fashion.com',
  'kitchen.com',
  'doctor.com',
  'pets.com',
  'coffee.com',
  'hotel.com',
  'lawyer.com',
  'dating.com',
];

describe('valuation at the ends of the market', () => {
  it('estimates junk names below $100', () => {
    expect(new Set(JUNK).size).toBeGreaterThanOrEqual(30);
    const over = JUNK.map((n) => [n, estimate(n)] as const).filter(([, e]) => e >= 100);
    expect(over, `junk names estimated at $100 or more: ${JSON.stringify(over)}`).toEqual([]);
  });

  it('estimates premium one-word .com names at $10,000 or more', () => {
    expect(new Set(PREMIUM).size).toBeGreaterThanOrEqual(30);
    const under = PREMIUM.map((n) => [n, estimate(n)] as const).filter(([, e]) => e < 10_000);
    expect(under, `premium names under $10,000: ${JSON.stringify(under)}`).toEqual([]);
  });

  it('puts a premium name above a decent two-word name above junk', () => {
    expect(estimate('coffee.com')).toBeGreaterThan(estimate('bestcoffee.com'));
    expect(estimate('bestcoffee.com')).toBeGreaterThan(estimate('best-coffee-4u.com'));
    expect(estimate('bestcoffee.com')).toBeGreaterThan(estimate('bestcoffee.tk'));
  });

  it('never values another extension above the same name on .com', () => {
    for (const name of ['bestcoffee', 'coffeeshop', 'ceramic', 'zoomly', 'a']) {
      const com = estimate(`${name}.com`);
      for (const tld of ['net', 'org', 'io', 'ai', 'co', 'de', 'co.uk', 'xyz', 'app', 'shop']) {
        expect(estimate(`${name}.${tld}`), `${name}.${tld}`).toBeLessThanOrEqual(com);
      }
    }
  });

  it('gives a range around the estimate and explains it', () => {
    const r = analyzeDomain('bestcoffee.com');
    if (!r.ok) throw new Error(r.error.message);
    const v = r.value.valuation;
    expect(v.currency).toBe('USD');
    expect(v.low).toBeLessThanOrEqual(v.estimate);
    expect(v.high).toBeGreaterThanOrEqual(v.estimate);
    expect(v.confidence).toBeGreaterThan(0);
    expect(v.confidence).toBeLessThanOrEqual(1);
    expect(v.factors.length).toBeGreaterThan(0);
    for (const f of v.factors) expect(f.effect).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(analyzeDomain('bestcoffee.com')).toEqual(analyzeDomain('bestcoffee.com'));
  });
});
