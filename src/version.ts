import pkg from '../package.json' with { type: 'json' };

/** The service name, as reported by the health endpoint and the CLI. */
export const SERVICE_NAME = 'sitelens';

/** The package version (`package.json`), as reported by the health endpoint and the CLI. */
export const VERSION: string = pkg.version;
