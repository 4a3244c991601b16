import type { Artifacts } from './artifact-types.ts';
import { collectArtifacts } from './artifacts.ts';
import type { PageSnapshot } from './types.ts';

/** The 14 check ids in AUDIT.md's order, written out from the spec for tests to compare with. */
export const AUDIT_MD_ORDER = [
  'http-status',
  'indexable',
  'robots-txt',
  'title',
  'meta-description',
  'headings',
  'canonical',
  'hreflang',
  'link-text',
  'crawlable-links',
  'image-alt',
  'mobile-viewport',
  'structured-data',
  'https',
];

/** The page URL test snapshots use. */
export const TEST_URL = 'https://shop.example.com/products/blue-widget';

/**
 * A snapshot of `html` served 200 at TEST_URL with an allow-all robots.txt; `overrides`
 * replace any field. For unit tests of the audit.
 */
export function snapshotOf(html: string, overrides: Partial<PageSnapshot> = {}): PageSnapshot {
  return {
    url: TEST_URL,
    finalUrl: TEST_URL,
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    redirects: [],
    body: html,
    truncated: false,
    bytes: html.length,
    contentType: 'text/html; charset=utf-8',
    fetchMs: 1,
    robotsTxt: { status: 200, body: 'User-agent: *\nAllow: /' },
    ...overrides,
  };
}

/** Artifacts of `html` (through the real HTML pass), for unit tests of the checks. */
export function artifactsOf(html: string, overrides: Partial<PageSnapshot> = {}): Artifacts {
  return collectArtifacts(snapshotOf(html, overrides));
}

/** A fixed clock for tests. */
export const TEST_NOW = { now: new Date('2026-06-01T12:00:00Z') };
