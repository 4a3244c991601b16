import { describe, expect, it } from 'vitest';
import { artifactsOf, TEST_NOW } from '../audit-testing.ts';
import type { PageSnapshot } from '../types.ts';
import { check } from './indexable.ts';

const run = (html: string, overrides: Partial<PageSnapshot> = {}) =>
  check.run(artifactsOf(html, overrides), TEST_NOW);
const robots = (body: string) => ({ robotsTxt: { status: 200, body } });
const header = (value: string) => ({ headers: { 'x-robots-tag': value } });

describe('indexable', () => {
  it('passes a page nothing blocks', () => {
    expect(run('<meta name="robots" content="index, follow">')).toMatchObject({
      status: 'pass',
      score: 1,
    });
  });
  it('fails noindex/none in a robots meta tag, any case', () => {
    const r = run('<meta name="RoBots" content="nofollow, NOINDEX">');
    expect(r.status).toBe('fail');
    expect(r.items).toHaveLength(1);
    expect(run('<meta name="robots" content="none">').status).toBe('fail');
  });
  it('fails an X-Robots-Tag noindex for every bot', () => {
    expect(run('', header('noindex')).status).toBe('fail');
  });
  it('fails an unavailable_after date in the past, not one in the future', () => {
    const past = '<meta name="robots" content="unavailable_after: 2020-01-01">';
    const future = '<meta name="robots" content="unavailable_after: 2099-01-01">';
    expect(run(past).status).toBe('fail');
    expect(run(future).status).toBe('pass');
    expect(run('', header('unavailable_after: 25 Jun 2010 15:00:00 PST')).status).toBe('fail');
  });
  it('fails a robots.txt disallow of the page for every bot', () => {
    const r = run('', robots('User-agent: *\nDisallow: /products/'));
    expect(r.status).toBe('fail');
    expect(r.items).toEqual([{ source: 'robots.txt line 2 disallows this URL' }]);
  });
  it('warns when only some bots are blocked (bot-prefixed header, bot meta, bot robots.txt group)', () => {
    const prefixed = run('', header('googlebot: noindex'));
    expect(prefixed.status).toBe('warn');
    expect(prefixed.value).toEqual({ blockedBots: ['Googlebot'] });
    expect(run('<meta name="bingbot" content="noindex">').status).toBe('warn');
    expect(run('', robots('User-agent: DuckDuckBot\nDisallow: /')).status).toBe('warn');
  });
  it('lets a bot-specific meta override the generic one for that bot (Google’s rule)', () => {
    const html = '<meta name="robots" content="noindex"><meta name="googlebot" content="index">';
    expect(run(html)).toMatchObject({
      status: 'warn',
      value: { blockedBots: ['all bots', 'bingbot', 'DuckDuckBot', 'archive.org_bot'] },
    });
  });
  it('reads repeated X-Robots-Tag headers joined by ", "', () => {
    expect(run('', header('googlebot: noindex, nofollow, bingbot: noindex')).value).toEqual({
      blockedBots: ['Googlebot', 'bingbot'],
    });
  });
  it('ignores robots.txt that could not be fetched, and has no n/a', () => {
    expect(run('', { robotsTxt: { status: 404, body: 'Disallow: /' } }).status).toBe('pass');
    expect(run('', { robotsTxt: { status: null, body: null, error: 'timeout' } }).status).toBe(
      'pass',
    );
  });
});
