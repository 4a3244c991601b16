import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, loadConfig } from './config.ts';

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
    });
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
