import { snapshotOf, TEST_NOW, TEST_URL } from '../audit/audit-testing.ts';
import { auditPage } from '../audit/run-audit.ts';
import type { PageSnapshot } from '../audit/types.ts';
import { analyzeDomain } from '../domain/analyze-domain.ts';
import type { DomainAnalysis } from '../domain/types.ts';
import type { StrategyAuditInput } from './types.ts';

/** Parts of a page that passes every check; tests replace one part to break one check. */
export interface PageParts {
  title: string;
  description: string;
  viewport: string;
  head: string;
  body: string;
}

/** A page that passes all 14 checks at TEST_URL (canonical and hreflang: n/a). */
export const GOOD_PARTS: Readonly<PageParts> = {
  title: '<title>Blue widgets, hand-made in Lisbon since 1972</title>',
  description:
    '<meta name="description" content="Blue widgets hand-made in Lisbon: solid oak, brass fittings, shipped free across Europe.">',
  viewport: '<meta name="viewport" content="width=device-width, initial-scale=1">',
  head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>',
  body: '<h1>Blue widget</h1><p>Solid oak. <a href="/pricing">Pricing for teams</a></p><img src="/w.png" alt="A blue widget">',
};

/** The HTML of {@link GOOD_PARTS} with `parts` replaced. */
export function pageHtml(parts: Partial<PageParts> = {}): string {
  const p = { ...GOOD_PARTS, ...parts };
  return `<!doctype html><html lang="en"><head>${p.title}${p.description}${p.viewport}${p.head}</head><body>${p.body}</body></html>`;
}

/** The audit of `html` (through the real audit), in the shape `strategy()` takes. */
export function auditOf(html: string, overrides: Partial<PageSnapshot> = {}): StrategyAuditInput {
  const snapshot = snapshotOf(html, overrides);
  const result = auditPage(snapshot, TEST_NOW);
  return { url: snapshot.url, finalUrl: snapshot.finalUrl, ...result };
}

/** `analyzeDomain(name).value`; throws for a name the test should not have used. */
export function domainOf(name: string): DomainAnalysis {
  const r = analyzeDomain(name);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value;
}

export { TEST_URL };
