import type { Artifacts } from './artifact-types.ts';
import { parseLinkHeader, parseRobotsHeader } from './headers.ts';
import { scanHtml } from './html-pass.ts';
import type { PageSnapshot } from './types.ts';

/**
 * Turns a fetched page into the audit's artifacts: one streaming pass over the HTML
 * (`scanHtml`), the `Link` and `X-Robots-Tag` headers parsed, robots.txt passed along.
 * Pure and total: any body, however broken, yields artifacts.
 *
 * @example
 * const artifacts = collectArtifacts(snapshot);
 * artifacts.titles; // ['Acme — Hand-made widgets']
 */
export function collectArtifacts(snapshot: PageSnapshot): Artifacts {
  const html = scanHtml(snapshot.body, snapshot.finalUrl);
  const header = parseLinkHeader(snapshot.headers.link, snapshot.finalUrl);
  const robotsTxt: Artifacts['robotsTxt'] = {
    status: snapshot.robotsTxt.status,
    content: snapshot.robotsTxt.body,
  };
  if (snapshot.robotsTxt.error !== undefined) robotsTxt.error = snapshot.robotsTxt.error;
  return {
    url: snapshot.url,
    finalUrl: snapshot.finalUrl,
    statusCode: snapshot.statusCode,
    headers: snapshot.headers,
    titles: html.titles,
    metas: html.metas,
    htmlLang: html.htmlLang,
    headings: html.headings,
    anchors: html.anchors,
    linkElements: [...html.links, ...header.links],
    linkHeaderError: header.error,
    images: html.images,
    jsonLd: html.jsonLd,
    openGraph: html.openGraph,
    subresources: html.subresources,
    wordCount: html.wordCount,
    robotsHeaders: parseRobotsHeader(snapshot.headers['x-robots-tag']),
    robotsTxt,
  };
}
