/**
 * Fixes for the checks about whether search engines can reach, crawl and trust the page:
 * http-status, indexable, robots-txt, canonical, hreflang, crawlable-links, https.
 */
import {
  count,
  examplesOf,
  type FixBuilder,
  field,
  numberField,
  quote,
  text,
  withExamples,
} from './fix-helpers.ts';

const httpStatus: FixBuilder = (check, { finalUrl }) => {
  const status = typeof check.value === 'number' ? check.value : 0;
  const why =
    `The page answers HTTP ${status}: search engines treat it as an error page, drop it ` +
    'from their results, and visitors see an error.';
  let title: string;
  if (status === 404 || status === 410) {
    title = `Publish a page at ${finalUrl} (it answers ${status}), or redirect it with a 301 to the page that replaced it`;
  } else if (status === 401 || status === 403) {
    title = `Make ${finalUrl} public: it answers ${status}, so crawlers and visitors without a login are turned away`;
  } else if (status === 429) {
    title = `Stop rate-limiting crawlers on ${finalUrl}: it answers 429 Too Many Requests`;
  } else if (status >= 500) {
    title = `Fix the server error on ${finalUrl} (HTTP ${status}): check the server logs and make it answer 200`;
  } else {
    title = `Serve ${finalUrl} with status 200 instead of ${status}`;
  }
  return { title, why, impact: 'high', effort: status >= 500 ? 'medium' : 'low' };
};

const indexable: FixBuilder = (check) => {
  const examples = examplesOf(check, (i) => {
    const source = text(i, 'source');
    const bot = text(i, 'bot');
    return source ? (bot && bot !== '*' ? `${bot}: ${source}` : source) : null;
  });
  if (check.status === 'warn') {
    const bots = field(check.value, 'blockedBots');
    const names = Array.isArray(bots) ? bots.join(', ') : 'some crawlers';
    return withExamples(
      {
        title: `Unblock ${names}: remove the bot-specific noindex or robots.txt rule, unless you mean to hide the page from them`,
        why: 'Some search engines are told not to index this page, so it is missing from their results.',
        impact: 'medium',
        effort: 'low',
      },
      examples,
    );
  }
  return withExamples(
    {
      title:
        'Let search engines index the page: remove "noindex" from the robots meta tag and the X-Robots-Tag header, and allow the URL in robots.txt',
      why: 'Every major search engine is told not to index this page, so it cannot appear in search results at all.',
      impact: 'high',
      effort: 'low',
    },
    examples,
  );
};

const robotsTxt: FixBuilder = (check) => {
  const status = field(check.value, 'status');
  const errors = numberField(check.value, 'errors');
  if (typeof status === 'number' && (status >= 500 || status === 429)) {
    return {
      title: `Make /robots.txt answer 200 with your rules (or 404 if you have none); it answers HTTP ${status} now`,
      why: 'While robots.txt answers with a server error, crawlers may stop crawling the whole site.',
      impact: 'high',
      effort: 'low',
    };
  }
  if (errors > 0) {
    const examples = examplesOf(
      check,
      (i) => `line ${String(i.line)}: ${quote(text(i, 'content'), 50)} (${text(i, 'message')})`,
    );
    return withExamples(
      {
        title: `Correct ${count(errors, 'line')} of robots.txt that crawlers cannot understand: write "directive: value", with paths starting "/" and absolute sitemap URLs`,
        why: 'Crawlers skip lines they cannot parse, so your crawl rules may not apply as you meant.',
        impact: 'medium',
        effort: 'low',
      },
      examples,
    );
  }
  return {
    title: 'Make /robots.txt reachable: answer 200 with your rules, or 404 if you have none',
    why: 'Crawlers that cannot read robots.txt may crawl the site less, or not at all.',
    impact: 'medium',
    effort: 'low',
  };
};

/** The page URL without query string and fragment: the usual canonical. */
function preferredUrl(finalUrl: string): string {
  const url = URL.parse(finalUrl);
  return url ? `${url.origin}${url.pathname}` : finalUrl;
}

const canonical: FixBuilder = (check, { finalUrl }) => {
  const value = field(check.value, 'canonical');
  const why =
    'The canonical link tells search engines which URL to list; a wrong one can drop this page from results.';
  const target = preferredUrl(finalUrl);
  if (check.status === 'warn') {
    return {
      title: `Add <link rel="canonical" href="${target}"> so the URLs with query strings count as one page`,
      why: 'Without a canonical, search engines may index several URLs for the same content and split its ranking.',
      impact: 'low',
      effort: 'low',
    };
  }
  if (Array.isArray(value)) {
    return withExamples(
      {
        title: `Declare one canonical URL instead of ${value.length} conflicting ones (HTML and Link header disagree)`,
        why,
        impact: 'medium',
        effort: 'low',
      },
      value.map(String).slice(0, 3),
    );
  }
  const declared = typeof value === 'string' ? value : '';
  if (!URL.canParse(declared)) {
    return {
      title: `Replace the canonical ${quote(declared)} with the page's full URL, ${target}`,
      why,
      impact: 'medium',
      effort: 'low',
    };
  }
  const reason = check.explanation.includes('hreflang')
    ? 'another language version'
    : 'the home page';
  return {
    title: `Point the canonical at this page's own URL (${target}), not at ${reason} (${declared})`,
    why: `${why} Pointing it at ${reason} tells them to list that page instead of this one.`,
    impact: 'medium',
    effort: 'low',
  };
};

const hreflang: FixBuilder = (check) => {
  const invalid = numberField(check.value, 'invalid', check.items?.length ?? 1);
  const examples = examplesOf(check, (i) => {
    const reasons = Array.isArray(i.reasons) ? i.reasons.join(', ').toLowerCase() : 'invalid';
    return `${text(i, 'hreflang')} → ${text(i, 'href')}: ${reasons}`;
  });
  return withExamples(
    {
      title: `Fix ${count(invalid, 'hreflang link')}: use a language code such as en, en-GB or x-default, and the full https:// URL of each version`,
      why: 'Search engines ignore invalid hreflang links, so visitors may be shown the wrong language version.',
      impact: 'medium',
      effort: 'low',
    },
    examples,
  );
};

const crawlableLinks: FixBuilder = (check) => {
  const n = numberField(check.value, 'uncrawlable', check.items?.length ?? 1);
  const examples = examplesOf(check, (i) => {
    const label = text(i, 'text') ? quote(text(i, 'text'), 40) : '(no text)';
    return `${label}: ${text(i, 'reason')}`;
  });
  return withExamples(
    {
      title: `Give ${count(n, 'link')} a real href (<a href="/page">) instead of JavaScript-only or empty targets`,
      why: 'Crawlers find pages by following hrefs; these links lead them nowhere, so the pages behind them may never be found.',
      impact: 'medium',
      effort: n > 10 ? 'medium' : 'low',
    },
    examples,
  );
};

const https: FixBuilder = (check) => {
  if (check.status === 'warn') {
    const n = numberField(check.value, 'mixedContent', check.items?.length ?? 1);
    const examples = examplesOf(check, (i) => `${text(i, 'kind')}: ${text(i, 'url')}`);
    return withExamples(
      {
        title: `Load ${count(n, 'resource')} over https:// instead of http:// (change their URLs)`,
        why: 'Browsers block or upgrade insecure content on https pages, which can break images, styles or scripts.',
        impact: 'medium',
        effort: 'low',
      },
      examples,
    );
  }
  return {
    title:
      'Serve the site over https (a free certificate from Let’s Encrypt works) and redirect every http:// URL to https://',
    why: 'Browsers mark http pages "Not secure" and search engines prefer secure pages.',
    impact: 'high',
    effort: 'medium',
  };
};

/** Fixes for the reachability and crawling checks, by check id. */
export const CRAWL_FIXES: Readonly<Record<string, FixBuilder>> = {
  'http-status': httpStatus,
  indexable,
  'robots-txt': robotsTxt,
  canonical,
  hreflang,
  'crawlable-links': crawlableLinks,
  https,
};
