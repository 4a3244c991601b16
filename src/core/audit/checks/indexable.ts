import robotsParserModule from 'robots-parser';
import type { MetaTag, RobotsHeaderDirective } from '../artifact-types.ts';
import { type Check, fail, pass, warn } from './check.ts';

/** The bots Lighthouse asks about; undefined stands for every bot (`robots`, `*`). */
const BOTS: readonly (string | undefined)[] = [
  undefined,
  'Googlebot',
  'bingbot',
  'DuckDuckBot',
  'archive.org_bot',
];
const BLOCKING = new Set(['noindex', 'none']);

/** A directive list blocks indexing: `noindex`, `none`, or an `unavailable_after` date already past. */
function blocks(directives: string, now: Date): boolean {
  return directives.split(',').some((d) => {
    const directive = d.trim().toLowerCase();
    if (BLOCKING.has(directive)) return true;
    const [name, ...rest] = directive.split(':');
    if (name?.trim() !== 'unavailable_after' || rest.length === 0) return false;
    const date = Date.parse(rest.join(':'));
    return !Number.isNaN(date) && date < now.getTime();
  });
}

/**
 * robots-parser is CommonJS (`module.exports = fn`) but its types declare `export default`;
 * Node hands an ESM default import `module.exports`, so this is the function itself.
 */
const robotsParser = robotsParserModule as unknown as typeof import('robots-parser').default;
type Robots = ReturnType<typeof robotsParser>;

/** What blocks `bot` (undefined: any bot) from indexing the page: one entry per source. */
function blockersFor(
  bot: string | undefined,
  metas: MetaTag[],
  headers: RobotsHeaderDirective[],
  robots: Robots | undefined,
  url: string,
  now: Date,
): string[] {
  const found: string[] = [];
  // A meta element for this bot wins over the generic `robots` one (Google's rule).
  const meta =
    (bot && metas.find((m) => m.name === bot.toLowerCase())) ||
    metas.find((m) => m.name === 'robots');
  if (meta && blocks(meta.content ?? '', now)) {
    found.push(`<meta name="${meta.name}" content="${meta.content ?? ''}">`);
  }
  for (const header of headers) {
    const addressed = header.userAgent?.toLowerCase();
    if (addressed !== undefined && addressed !== bot?.toLowerCase()) continue;
    if (blocks(header.directives, now)) found.push(`X-Robots-Tag: ${header.source}`);
  }
  if (robots && robots.isAllowed(url, bot) === false) {
    const line = robots.getMatchingLineNumber(url, bot);
    found.push(`robots.txt${line > 0 ? ` line ${line}` : ''} disallows this URL`);
  }
  return found;
}

/**
 * LH is-crawlable: a `<meta name=robots|googlebot|…>` noindex/none/past
 * unavailable_after, an `X-Robots-Tag` (plain or `bot:`-prefixed), or a robots.txt
 * disallow for the page. Blocked for every major bot fails; for some, warns. No n/a.
 */
export const check: Check<'metas' | 'robotsHeaders' | 'robotsTxt' | 'finalUrl'> = {
  meta: {
    id: 'indexable',
    title: 'Page isn’t blocked from indexing',
    failureTitle: 'Page is blocked from indexing',
    description:
      'Search engines can only list pages they are allowed to crawl and index: robots meta ' +
      'tags, the X-Robots-Tag header and robots.txt can each forbid it.',
    weight: 4,
    requires: ['metas', 'robotsHeaders', 'robotsTxt', 'finalUrl'],
  },
  run({ metas, robotsHeaders, robotsTxt, finalUrl }, { now }) {
    const status = robotsTxt.status;
    const okRobots = status !== null && status >= 200 && status < 300 && !!robotsTxt.content;
    const robots = okRobots
      ? robotsParser(new URL('/robots.txt', finalUrl).href, robotsTxt.content ?? '')
      : undefined;
    const blocked = BOTS.map((bot) => ({
      bot,
      sources: blockersFor(bot, metas, robotsHeaders, robots, finalUrl, now),
    })).filter((b) => b.sources.length > 0);
    const names = blocked.map((b) => b.bot ?? 'all bots');
    if (blocked.length === BOTS.length) {
      const generic = blocked.find((b) => b.bot === undefined)?.sources ?? [];
      return fail(
        { blockedBots: names },
        `Search engines are told not to index this page (${generic.join('; ')}). ` +
          'If the page should appear in search results, remove the noindex directive from the ' +
          'robots meta tag and the X-Robots-Tag header, and allow the URL in robots.txt.',
        generic.map((source) => ({ source })),
      );
    }
    if (blocked.length > 0) {
      return warn(
        { blockedBots: names },
        `Some crawlers are blocked from indexing this page: ${names.join(', ')}. ` +
          'If that is not intended, remove the bot-specific noindex or robots.txt rule.',
        blocked.flatMap((b) => b.sources.map((source) => ({ bot: b.bot ?? '*', source }))),
      );
    }
    return pass({ blockedBots: [] }, 'Nothing stops search engines from indexing this page.');
  },
};
