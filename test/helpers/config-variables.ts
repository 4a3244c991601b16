import { loadConfig } from '../../src/config.ts';

/** Every environment variable `loadConfig` reads, recorded through a proxy environment. */
export function variablesRead(): string[] {
  const seen = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string') seen.add(name);
      return undefined;
    },
  });
  loadConfig(env);
  return [...seen].sort();
}
