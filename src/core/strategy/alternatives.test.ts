import { describe, expect, it } from 'vitest';
import { analyzeDomain } from '../domain/analyze-domain.ts';
import { ALTERNATIVE_TLDS, alternatives, withoutDigits } from './alternatives.ts';
import { domainOf } from './strategy-testing.ts';
import { otherNumber } from './word-forms.ts';

describe('alternatives', () => {
  it('offers other extensions of the same name, valued by the domain engine', () => {
    const alts = alternatives(domainOf('bestcoffee.io'));
    const tlds = alts.filter((a) => a.kind === 'tld').map((a) => a.domain);
    expect(tlds.sort()).toEqual(
      ALTERNATIVE_TLDS.filter((t) => t !== 'io')
        .map((t) => `bestcoffee.${t}`)
        .sort(),
    );
    const com = alts.find((a) => a.domain === 'bestcoffee.com');
    const expected = domainOf('bestcoffee.com').valuation;
    expect(com).toMatchObject({
      estimate: expected.estimate,
      low: expected.low,
      high: expected.high,
    });
    expect(com?.reason).toMatch(/\.com/);
  });

  it('offers the name without hyphens and digits, its words alone and shorter forms', () => {
    const alts = alternatives(domainOf('best-coffee4u.io'));
    const byKind = (k: string) => alts.filter((a) => a.kind === k).map((a) => a.domain);
    expect(byKind('no-hyphens')).toEqual(
      expect.arrayContaining(['bestcoffee4u.io', 'bestcoffee4u.com']),
    );
    expect(byKind('no-digits')).toEqual(
      expect.arrayContaining(['best-coffee.io', 'best-coffee.com']),
    );
    expect(byKind('words-only')).toEqual(
      expect.arrayContaining(['bestcoffee.io', 'bestcoffee.com']),
    );
    expect(byKind('shorter')).toEqual(expect.arrayContaining(['coffee.io', 'best.com']));
  });

  it('offers the other grammatical number of the last word', () => {
    expect(
      alternatives(domainOf('coffeeshops.co.uk'))
        .filter((a) => a.kind === 'singular')
        .map((a) => a.domain),
    ).toEqual(expect.arrayContaining(['coffeeshop.co.uk', 'coffeeshop.com']));
    expect(alternatives(domainOf('bestcoffee.com')).find((a) => a.kind === 'plural')?.domain).toBe(
      'bestcoffees.com',
    );
    expect(alternatives(domainOf('coffeeshops.co.uk')).map((a) => a.domain)).toContain(
      'coffeeshops.uk',
    );
    expect(otherNumber('story')).toEqual({ kind: 'plural', word: 'stories' });
    expect(otherNumber('boxes')).toEqual({ kind: 'singular', word: 'box' });
    expect(otherNumber('glass')).toBeNull();
  });

  it('lists unique, valid names, never the domain itself, by estimate then name', () => {
    for (const name of [
      'best-coffee4u.io',
      'bestcoffee.com',
      'bücher.de',
      'blog.coffeeshops.co.uk',
      'a1-auto.com',
    ]) {
      const d = domainOf(name);
      const alts = alternatives(d);
      const names = alts.map((a) => a.domain);
      expect(new Set(names).size).toBe(names.length);
      expect(names).not.toContain(d.registrable);
      for (const a of alts) {
        const r = analyzeDomain(a.domain);
        expect(r.ok && r.value.registrable).toBe(a.domain);
      }
      for (let i = 1; i < alts.length; i++) {
        const [p, q] = [alts[i - 1], alts[i]];
        if (p && q)
          expect(
            p.estimate > q.estimate || (p.estimate === q.estimate && p.domain < q.domain),
          ).toBe(true);
      }
      expect(alternatives(d)).toEqual(alts);
    }
  });

  it('keeps an internationalised name whole and shows it in Unicode', () => {
    const alts = alternatives(domainOf('bücher.de'));
    expect(alts.every((a) => a.kind === 'tld')).toBe(true);
    expect(alts.find((a) => a.domain === 'xn--bcher-kva.com')?.unicode).toBe('bücher.com');
  });

  it('drops digits with the single letters glued to them, keeping hyphens', () => {
    expect(withoutDigits('best-coffee4u', ['best', 'coffee', '4', 'u'])).toBe('best-coffee');
    expect(withoutDigits('top10', ['top', '10'])).toBe('top');
    expect(withoutDigits('pizza-4-all', ['pizza', '4', 'all'])).toBe('pizza-all');
    expect(withoutDigits('b2b', ['b', '2', 'b'])).toBe('');
  });
});
