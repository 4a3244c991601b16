/** Where the User-Agent points site owners who see Sitelens in their logs. */
export const PROJECT_URL = 'https://github.com/sitelens/sitelens';

/**
 * The honest User-Agent every fetcher request sends, naming the service, its version and
 * where to read about it.
 *
 * @example
 * userAgent('0.1.0'); // 'Sitelens/0.1.0 (+https://github.com/sitelens/sitelens; SEO audit)'
 */
export function userAgent(version: string): string {
  return `Sitelens/${version} (+${PROJECT_URL}; SEO audit)`;
}
