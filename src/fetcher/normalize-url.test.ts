import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.ts';

function ok(input: string): string {
  const result = normalizeUrl(input);
  if (!result.ok) throw new Error(`${input}: ${result.error.message}`);
  return result.url;
}

function code(input: string, options = {}): string {
  const result = normalizeUrl(input, options);
  return result.ok ? 'ok' : result.error.code;
}

describe('normalizeUrl', () => {
  it('adds https:// when the scheme is missing, trims, and drops the fragment', () => {
    expect(ok('  example.com  ')).toBe('https://example.com/');
    expect(ok('example.com/a/b?q=1#top')).toBe('https://example.com/a/b?q=1');
    expect(ok('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(ok('//example.com/x')).toBe('https://example.com/x');
    expect(ok('http://example.com')).toBe('http://example.com/');
    expect(ok('HTTPS://WWW.Example.COM:443/Path')).toBe('https://www.example.com/Path');
  });

  it('keeps public IP literals and public names, in canonical form', () => {
    expect(ok('http://93.184.215.14/')).toBe('http://93.184.215.14/');
    expect(ok('http://[2606:4700:4700:0:0:0:0:1111]/')).toBe('http://[2606:4700:4700::1111]/');
    expect(ok('https://bücher.de/')).toBe('https://xn--bcher-kva.de/');
    expect(ok('https://example.com./')).toBe('https://example.com./');
    expect(ok('https://user-site.github.io/')).toBe('https://user-site.github.io/');
    const result = normalizeUrl('https://Example.com./');
    expect(result.ok && result.host).toEqual({ hostname: 'example.com', ip: null });
  });

  it('refuses what is not a URL', () => {
    expect(code('')).toBe('invalid_url');
    expect(code('   ')).toBe('invalid_url');
    expect(code('http://exa mple.com/')).toBe('invalid_url');
    expect(code('http://')).toBe('invalid_url');
    expect(code('http://example.com:99999/')).toBe('invalid_url');
    expect(code(`https://example.com/${'a'.repeat(9000)}`)).toBe('invalid_url');
  });

  it('refuses credentials and schemes other than http and https', () => {
    expect(code('http://user:pass@example.com/')).toBe('invalid_url');
    expect(code('http://user@example.com/')).toBe('invalid_url');
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://example.com:70/_x',
      'data:text/html,<h1>x</h1>',
      'javascript:alert(1)',
      'ws://example.com/',
      'mailto:a@example.com',
    ]) {
      expect(code(url), url).toBe('disallowed_target');
    }
  });

  it('refuses hosts that are not public names', () => {
    for (const url of [
      'http://localhost/',
      'http://LOCALHOST./',
      'http://app.localhost/',
      'http://intranet/',
      'http://printer.local/',
      'http://db.internal/',
      'http://x.test/',
      'http://site.example/',
      'http://abc.onion/',
      'http://1.0.0.127.in-addr.arpa/',
      'http://host.corp/',
      'http://com/',
      'http://xn--/',
      'http://a..b.com/',
      'http://-bad.example.com/',
    ]) {
      expect(code(url), url).toBe('disallowed_target');
    }
  });

  it('refuses private IPs however they are spelled', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://017700000001/',
      'http://127.0.0.1./',
      'http://１２７.０.０.１/',
      'http://[::ffff:127.0.0.1]/',
      'http://0/',
      'http:\\\\169.254.169.254\\latest',
    ]) {
      expect(code(url), url).toBe('disallowed_target');
    }
  });

  it('explains the refusal in plain words', () => {
    const result = normalizeUrl('http://0x7f.1/');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(
        '127.0.0.1 is a loopback address (this machine): only public addresses can be audited.',
      );
    }
  });

  it('accepts private targets only when allowed, or through an injected address policy', () => {
    expect(code('http://localhost:3000/', { allowPrivateTargets: true })).toBe('ok');
    expect(code('http://10.0.0.1/', { allowPrivateTargets: true })).toBe('ok');
    expect(code('file:///etc/passwd', { allowPrivateTargets: true })).toBe('disallowed_target');
    const loopbackToo = { addressPolicy: (address: string) => address === '127.0.0.1' };
    expect(code('http://127.0.0.1:8080/', loopbackToo)).toBe('ok');
    expect(code('http://10.0.0.1/', loopbackToo)).toBe('disallowed_target');
    expect(code('http://localhost/', loopbackToo)).toBe('disallowed_target');
  });
});
