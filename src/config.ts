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
  /** PostgreSQL server for accounts and reports (`DATABASE_URL`); unset = embedded PGlite. */
  databaseUrl?: string;
  /** Schema of the tables on PostgreSQL (`DATABASE_SCHEMA`). */
  databaseSchema: string;
  /** Folder of the embedded database when `DATABASE_URL` is unset (`DATA_DIR`). */
  dataDir: string;
  /** Publishable key of the data interface (`PUBLISHABLE_KEY`); unset = generated once, kept in the database. */
  publishableKey?: string;
  /** HS256 secret of access tokens (`JWT_SECRET`); unset = generated once, kept in the database. */
  jwtSecret?: string;
  /** Lifetime of access tokens, seconds (`JWT_EXPIRY_S`). */
  jwtExpiryS: number;
  /** Base URL clients use, for `sitelens keys` and the token issuer (`PUBLIC_URL`); unset = from HOST and PORT. */
  publicUrl?: string;
  /** Sign-in, sign-up and refresh requests per minute per client IP on /auth/v1 (`AUTH_RATE_LIMIT_RPM`, 0 = no limit). */
  authRateLimitRpm: number;
  /** Password sign-in attempts per hour per account (`AUTH_ACCOUNT_LIMIT_PER_HOUR`, 0 = no limit). */
  authAccountLimitPerHour: number;
  /** Redis for rate-limit counters and the response cache, shared by processes (`REDIS_URL`); unset = in-process. */
  redisUrl?: string;
  /** Prefix of every Redis key this service writes (`REDIS_PREFIX`), so installations can share a Redis. */
  redisPrefix: string;
  /** Serve Prometheus metrics at `/metrics` (`METRICS`). */
  metrics: boolean;
  /** Worker processes of `sitelens serve` (`WORKERS`; 0 = one per CPU core). */
  workers: number;
  /** Longest graceful shutdown before the process exits anyway, seconds (`SHUTDOWN_TIMEOUT_S`). */
  shutdownTimeoutS: number;
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
  databaseSchema: 'public',
  dataDir: './data',
  jwtExpiryS: 3600,
  authRateLimitRpm: 30,
  authAccountLimitPerHour: 20,
  redisPrefix: 'sitelens:',
  metrics: false,
  workers: 1,
  shutdownTimeoutS: 15,
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

type DataSettings = Pick<
  Config,
  'databaseUrl' | 'databaseSchema' | 'dataDir' | 'publishableKey' | 'jwtSecret' | 'publicUrl'
>;

/** The data-interface variables: database, keys, public URL. */
function dataSettings(
  read: (name: string) => string | undefined,
  problems: string[],
): DataSettings {
  const settings: DataSettings = {
    databaseSchema: read('DATABASE_SCHEMA') ?? DEFAULT_CONFIG.databaseSchema,
    dataDir: read('DATA_DIR') ?? DEFAULT_CONFIG.dataDir,
  };
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    if (/^postgres(?:ql)?:\/\/./.test(databaseUrl) && URL.canParse(databaseUrl)) {
      settings.databaseUrl = databaseUrl;
    } else {
      problems.push(
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
      );
    }
  }
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(settings.databaseSchema)) {
    problems.push(
      `DATABASE_SCHEMA must be a plain schema name: lower-case letters, digits and _ (got "${settings.databaseSchema}").`,
    );
  }
  const publishableKey = read('PUBLISHABLE_KEY');
  if (publishableKey !== undefined) {
    if (/^[A-Za-z0-9_.-]{16,256}$/.test(publishableKey)) settings.publishableKey = publishableKey;
    else {
      problems.push(
        'PUBLISHABLE_KEY must be 16 to 256 letters, digits, _ . or -, such as sb_publishable_… (leave it unset to have one generated).',
      );
    }
  }
  const jwtSecret = read('JWT_SECRET');
  if (jwtSecret !== undefined) {
    if (jwtSecret.length >= 32) settings.jwtSecret = jwtSecret;
    else
      problems.push(
        'JWT_SECRET must be at least 32 characters (leave it unset to have one generated).',
      );
  }
  const publicUrl = read('PUBLIC_URL');
  if (publicUrl !== undefined) {
    if (/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/.test(publicUrl) && URL.canParse(publicUrl)) {
      settings.publicUrl = publicUrl.replace(/\/+$/, '');
    } else {
      problems.push(
        `PUBLIC_URL must be the http(s) address clients use, such as https://sitelens.example.com (got "${publicUrl}").`,
      );
    }
  }
  return settings;
}

type ScaleSettings = Pick<Config, 'redisUrl' | 'redisPrefix'>;

/** The scale-out variables that need more than a number: Redis's address and key prefix. */
function scaleSettings(
  read: (name: string) => string | undefined,
  problems: string[],
): ScaleSettings {
  const settings: ScaleSettings = {
    redisPrefix: read('REDIS_PREFIX') ?? DEFAULT_CONFIG.redisPrefix,
  };
  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined) {
    if (/^rediss?:\/\/./.test(redisUrl) && URL.canParse(redisUrl)) settings.redisUrl = redisUrl;
    else {
      problems.push(
        'REDIS_URL must be a Redis URL such as redis://redis:6379 or rediss://user:password@host:6380/0.',
      );
    }
  }
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(settings.redisPrefix)) {
    problems.push(
      `REDIS_PREFIX must be 1 to 64 letters, digits, : _ . or - (got "${settings.redisPrefix}").`,
    );
  }
  return settings;
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

  // `auto` is the same as 0: one worker per CPU core, resolved when the server starts.
  const workers = (): number => {
    const raw = read('WORKERS');
    if (raw?.toLowerCase() === 'auto') return 0;
    if (raw === undefined || /^\d{1,3}$/.test(raw)) {
      return integer('WORKERS', DEFAULT_CONFIG.workers, 0, 256);
    }
    problems.push(`WORKERS must be a whole number from 0 to 256, or auto (got "${raw}").`);
    return DEFAULT_CONFIG.workers;
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
    ...dataSettings(read, problems),
    jwtExpiryS: integer('JWT_EXPIRY_S', DEFAULT_CONFIG.jwtExpiryS, 30, 604_800),
    authRateLimitRpm: integer('AUTH_RATE_LIMIT_RPM', DEFAULT_CONFIG.authRateLimitRpm, 0, 1_000_000),
    authAccountLimitPerHour: integer(
      'AUTH_ACCOUNT_LIMIT_PER_HOUR',
      DEFAULT_CONFIG.authAccountLimitPerHour,
      0,
      1_000_000,
    ),
    ...scaleSettings(read, problems),
    metrics: boolean('METRICS', DEFAULT_CONFIG.metrics),
    workers: workers(),
    shutdownTimeoutS: integer('SHUTDOWN_TIMEOUT_S', DEFAULT_CONFIG.shutdownTimeoutS, 1, 3600),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The base URL clients use (`PUBLIC_URL`), else `http://HOST:PORT` with a wildcard host
 * shown as 127.0.0.1. The data interface lives under it (`/auth/v1`, `/rest/v1`): it is what
 * `createClient(url, publishableKey)` takes.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl !== undefined) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}
