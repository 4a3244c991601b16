import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, loadConfig, publicBaseUrl } from './config.ts';

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
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
    expect(loadConfig({ PORT: '  ' })).toEqual(DEFAULT_CONFIG);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '9000',
        HOST: '0.0.0.0',
        CACHE_TTL_S: '0',
        CACHE_MAX_ENTRIES: '50',
        RATE_LIMIT_RPM: '0',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'WARN',
        ALLOW_PRIVATE_TARGETS: 'true',
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/sitelens',
        DATABASE_SCHEMA: 'sitelens',
        DATA_DIR: '/var/lib/sitelens',
        PUBLISHABLE_KEY: 'sb_publishable_abcdefghijklmnop',
        JWT_SECRET: 'x'.repeat(40),
        JWT_EXPIRY_S: '600',
        PUBLIC_URL: 'https://sitelens.example.com/',
        AUTH_RATE_LIMIT_RPM: '0',
        AUTH_ACCOUNT_LIMIT_PER_HOUR: '5',
        REDIS_URL: 'redis://:secret@redis.internal:6379/2',
        REDIS_PREFIX: 'prod:sitelens:',
        METRICS: 'true',
        WORKERS: '4',
        SHUTDOWN_TIMEOUT_S: '30',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      cacheTtlS: 0,
      cacheMaxEntries: 50,
      rateLimitRpm: 0,
      trustProxy: true,
      logLevel: 'warn',
      allowPrivateTargets: true,
      databaseUrl: 'postgres://app:secret@db.internal:5432/sitelens',
      databaseSchema: 'sitelens',
      dataDir: '/var/lib/sitelens',
      publishableKey: 'sb_publishable_abcdefghijklmnop',
      jwtSecret: 'x'.repeat(40),
      jwtExpiryS: 600,
      publicUrl: 'https://sitelens.example.com',
      authRateLimitRpm: 0,
      authAccountLimitPerHour: 5,
      redisUrl: 'redis://:secret@redis.internal:6379/2',
      redisPrefix: 'prod:sitelens:',
      metrics: true,
      workers: 4,
      shutdownTimeoutS: 30,
    });
  });

  it('reads WORKERS=auto and 0 as one worker per core (0), and accepts rediss://', () => {
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(0);
    expect(loadConfig({ WORKERS: 'AUTO' }).workers).toBe(0);
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(0);
    expect(loadConfig({ REDIS_URL: 'rediss://h:6380' }).redisUrl).toBe('rediss://h:6380');
  });

  it('refuses a non-boolean ALLOW_PRIVATE_TARGETS', () => {
    expect(() => loadConfig({ ALLOW_PRIVATE_TARGETS: 'yes please' })).toThrow(
      /ALLOW_PRIVATE_TARGETS must be true or false/,
    );
  });

  it.each([
    ['false', false],
    ['FALSE', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('accepts TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT/],
    ['PORT', '-1', /PORT/],
    ['CACHE_TTL_S', '1.5', /CACHE_TTL_S/],
    ['RATE_LIMIT_RPM', 'sixty', /RATE_LIMIT_RPM/],
    ['CACHE_MAX_ENTRIES', '0', /CACHE_MAX_ENTRIES/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error/],
    ['TRUST_PROXY', '2', /hop counts are not supported/],
    ['TRUST_PROXY', 'yes-please', /TRUST_PROXY must be true, false/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY/],
    ['HOST', 'http://x', /HOST/],
    ['DATABASE_URL', 'mysql://x/y', /DATABASE_URL must be a PostgreSQL URL/],
    ['DATABASE_SCHEMA', 'a; drop', /DATABASE_SCHEMA must be a plain schema name/],
    ['PUBLISHABLE_KEY', 'short', /PUBLISHABLE_KEY must be 16 to 256/],
    ['JWT_SECRET', 'too-short', /JWT_SECRET must be at least 32 characters/],
    ['JWT_EXPIRY_S', '5', /JWT_EXPIRY_S must be a whole number from 30/],
    ['PUBLIC_URL', 'sitelens.example.com', /PUBLIC_URL must be the http\(s\) address/],
    ['AUTH_RATE_LIMIT_RPM', 'many', /AUTH_RATE_LIMIT_RPM/],
    ['REDIS_URL', 'http://redis:6379', /REDIS_URL must be a Redis URL/],
    ['REDIS_URL', 'redis:6379', /REDIS_URL must be a Redis URL/],
    ['REDIS_PREFIX', 'has space', /REDIS_PREFIX must be 1 to 64/],
    ['METRICS', 'on', /METRICS must be true or false/],
    ['WORKERS', 'many', /WORKERS must be a whole number from 0 to 256, or auto \(got "many"\)/],
    ['WORKERS', '1000', /WORKERS/],
    ['SHUTDOWN_TIMEOUT_S', '0', /SHUTDOWN_TIMEOUT_S must be a whole number from 1/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('publicBaseUrl', () => {
  it('is PUBLIC_URL when set, else http://HOST:PORT with wildcard hosts shown as loopback', () => {
    expect(publicBaseUrl(loadConfig({ PUBLIC_URL: 'https://x.example/' }))).toBe(
      'https://x.example',
    );
    expect(publicBaseUrl(loadConfig({ PORT: '9000' }))).toBe('http://127.0.0.1:9000');
    expect(publicBaseUrl(loadConfig({ HOST: '0.0.0.0' }))).toBe('http://127.0.0.1:8787');
    expect(publicBaseUrl(loadConfig({ HOST: '::1' }))).toBe('http://[::1]:8787');
  });
});
