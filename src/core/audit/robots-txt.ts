/**
 * robots.txt validation, rule for rule as Lighthouse's robots-txt audit: every line must
 * parse as `directive: value` with a known directive; allow/disallow patterns are empty
 * or start with "/" or "*" and use "$" only at the end; sitemaps are absolute http(s) or
 * ftp URLs; user-agent is not empty; allow/disallow come after a user-agent line.
 */

/** One line of robots.txt that does not parse. */
export interface RobotsTxtError {
  /** 1-based line number. */
  line: number;
  /** The line as written. */
  content: string;
  message: string;
}

const GROUP_MEMBERS = new Set(['allow', 'disallow']);
const KNOWN_DIRECTIVES = new Set([
  'user-agent',
  'disallow',
  'allow',
  'sitemap',
  'crawl-delay',
  'clean-param',
  'host',
  'request-rate',
  'visit-time',
  'noindex',
  'content-signal',
  'license',
]);
const SITEMAP_PROTOCOLS = new Set(['https:', 'http:', 'ftp:']);

/** The problem with one directive, or null when it is valid. */
function directiveError(directive: string, value: string): string | null {
  if (!KNOWN_DIRECTIVES.has(directive)) return 'Unknown directive';
  if (directive === 'sitemap') {
    if (!URL.canParse(value)) return 'Invalid sitemap URL';
    if (!SITEMAP_PROTOCOLS.has(new URL(value).protocol)) return 'Invalid sitemap URL protocol';
  }
  if (directive === 'user-agent' && !value) return 'No user-agent specified';
  if (GROUP_MEMBERS.has(directive)) {
    if (value !== '' && value[0] !== '/' && value[0] !== '*') {
      return 'Pattern should either be empty, start with "/" or "*"';
    }
    const dollar = value.indexOf('$');
    if (dollar !== -1 && dollar !== value.length - 1) {
      return '"$" should only be used at the end of the pattern';
    }
  }
  return null;
}

/**
 * Lists the lines of a robots.txt that crawlers may not understand (empty when valid).
 * @example validateRobotsTxt('Disallow: /x') // [{ line: 1, …, message: 'No user-agent specified' }]
 */
export function validateRobotsTxt(content: string): RobotsTxtError[] {
  const errors: RobotsTxtError[] = [];
  let inGroup = false;
  const lines = content.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const hash = raw.indexOf('#');
    const line = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (line.length === 0) continue;
    const colon = line.indexOf(':');
    if (colon === -1) {
      errors.push({ line: i + 1, content: raw, message: 'Syntax not understood' });
      continue;
    }
    const directive = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const message = directiveError(directive, value);
    if (message) {
      errors.push({ line: i + 1, content: raw, message });
      continue;
    }
    if (directive === 'user-agent') inGroup = true;
    else if (!inGroup && GROUP_MEMBERS.has(directive)) {
      errors.push({ line: i + 1, content: raw, message: 'No user-agent specified' });
    }
  }
  return errors;
}
