import { isIP } from 'node:net';

/** Log levels accepted by `LOG_LEVEL` (pino's, plus `silent`). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Which proxies' `X-Forwarded-For` to believe: none, all, or the listed addresses/ranges. */
export type TrustProxy = boolean | string[];

/** The service's settings, read once from the environment by {@link loadConfig}. */
export interface Config {
  /** TCP port to listen on (`PORT`, 0 = any free port). */
  port: number;
  /** Interface to bind (`HOST`). */
  host: string;
  /** Lifetime of in-process cached responses, seconds (`CACHE_TTL_S`, 0 = cache off). */
  cacheTtlS: number;
  /** Most responses kept in the in-process cache (`CACHE_MAX_ENTRIES`). */
  cacheMaxEntries: number;
  /** Requests per minute per client IP on /api/public/* (`RATE_LIMIT_RPM`, 0 = no limit). */
  rateLimitRpm: number;
  /** Fastify's `trustProxy` (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
  /** Log level (`LOG_LEVEL`). */
  logLevel: LogLevel;
  /**
   * Let the SEO audit fetch loopback and private addresses (`ALLOW_PRIVATE_TARGETS`): for tests
   * and local development only; off by default.
   */
  allowPrivateTargets: boolean;
}

/** The settings used when no environment variable is set. */
export const DEFAULT_CONFIG: Readonly<Config> = Object.freeze({
  port: 8787,
  host: '127.0.0.1',
  cacheTtlS: 300,
  cacheMaxEntries: 10_000,
  rateLimitRpm: 60,
  trustProxy: false,
  logLevel: 'info',
  allowPrivateTargets: false,
});

/** Thrown by {@link loadConfig} when a variable has a value it cannot use; lists every problem. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** proxy-addr's names for address ranges, accepted in `TRUST_PROXY` lists. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return isIP(prefix) === 4; // netmask form: 10.0.0.0/255.0.0.0
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads the service settings from environment variables (the only place in the project that
 * does), applies defaults, and validates every value.
 *
 * @throws {ConfigError} naming each variable with an unusable value and what it accepts.
 * @example
 * const config = loadConfig(); // { port: 8787, host: '127.0.0.1', … }
 * const test = loadConfig({ RATE_LIMIT_RPM: '0' });
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };

  const trustProxy = (): TrustProxy => {
    const raw = read('TRUST_PROXY');
    if (raw === undefined) return DEFAULT_CONFIG.trustProxy;
    const lower = raw.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(raw)) {
      problems.push(
        `TRUST_PROXY="${raw}": hop counts are not supported (Fastify ignores them because they let clients spoof X-Forwarded-For); use true, false, or the proxies' addresses, for example 10.0.0.1,192.168.0.0/16.`,
      );
      return false;
    }
    const entries = raw.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      problems.push(
        `TRUST_PROXY must be true, false, or a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal (bad: ${bad.map((b) => `"${b}"`).join(', ')}).`,
      );
      return false;
    }
    return entries;
  };

  const logLevel = (): LogLevel => {
    const raw = read('LOG_LEVEL');
    if (raw === undefined) return DEFAULT_CONFIG.logLevel;
    const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
    if (level === undefined) {
      problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`);
      return DEFAULT_CONFIG.logLevel;
    }
    return level;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const lower = raw.toLowerCase();
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return fallback;
  };

  const host = read('HOST') ?? DEFAULT_CONFIG.host;
  if (/\s|\//.test(host)) {
    problems.push(
      `HOST must be a host name or IP address such as 127.0.0.1 or 0.0.0.0 (got "${host}").`,
    );
  }

  const config: Config = {
    port: integer('PORT', DEFAULT_CONFIG.port, 0, 65_535),
    host,
    cacheTtlS: integer('CACHE_TTL_S', DEFAULT_CONFIG.cacheTtlS, 0, 31_536_000),
    cacheMaxEntries: integer('CACHE_MAX_ENTRIES', DEFAULT_CONFIG.cacheMaxEntries, 1, 10_000_000),
    rateLimitRpm: integer('RATE_LIMIT_RPM', DEFAULT_CONFIG.rateLimitRpm, 0, 1_000_000),
    trustProxy: trustProxy(),
    logLevel: logLevel(),
    allowPrivateTargets: boolean('ALLOW_PRIVATE_TARGETS', DEFAULT_CONFIG.allowPrivateTargets),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
