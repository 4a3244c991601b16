import { describe, expect, it } from 'vitest';
import { parseDomain } from './parse.ts';

function refused(input: string | undefined): string {
  const r = parseDomain(input);
  if (r.ok) throw new Error(`${input} was accepted`);
  expect(r.error.code).toBe('invalid_domain');
  return r.error.message;
}

describe('parseDomain', () => {
  it('normalises case and a trailing dot', () => {
    const r = parseDomain('  BestCoffee.COM. ');
    expect(r.ok && r.value).toMatchObject({
      domain: 'bestcoffee.com',
      sld: 'bestcoffee',
      publicSuffix: 'com',
    });
  });

  it('accepts Unicode and punycode IDNs and shows both forms', () => {
    for (const input of ['bücher.de', 'BÜCHER.de', 'xn--bcher-kva.de']) {
      const r = parseDomain(input);
      expect(r.ok && r.value).toMatchObject({
        domain: 'xn--bcher-kva.de',
        unicode: 'bücher.de',
        sldUnicode: 'bücher',
      });
    }
  });

  it('splits multi-label suffixes and reports the subdomain', () => {
    const r = parseDomain('blog.example.co.uk');
    expect(r.ok && r.value).toMatchObject({
      registrable: 'example.co.uk',
      sld: 'example',
      publicSuffix: 'co.uk',
      tld: 'uk',
      subdomain: 'blog',
    });
  });

  it.each([
    [undefined, /pass a domain name/i],
    ['', /pass a domain name/i],
    ['https://x.com/a', /host name only.*x\.com/i],
    ['x.com/a', /without a path.*x\.com/i],
    ['x.com:80', /remove the port.*x\.com/i],
    ['user@x.com', /user name/i],
    ['exa mple.com', /spaces/i],
    ['-x.com', /hyphen/i],
    ['x-.com', /hyphen/i],
    ['1.2.3.4', /IP address/i],
    ['0x7f.1', /IP address/i],
    ['[::1]', /IP address/i],
    [`${'a'.repeat(64)}.com`, /63/],
    [`${'abc.'.repeat(75)}com`, /253/],
    ['foo.notarealtld', /public suffix list/i],
    ['co.uk', /extension, not a domain name/i],
    ['localhost', /extension/i],
    ['foo_bar.com', /letters, digits and hyphens/i],
    ['a..com', /empty labels/i],
    ['xn--zz.com', /internationalised/i],
  ])('refuses %j with a message that says what to fix', (input, message) => {
    expect(refused(input)).toMatch(message);
  });
});
