import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variablesRead } from './helpers/config-variables.ts';

const ROOT = join(import.meta.dirname, '..');

/** The variables in the first column of the README's configuration table. */
async function documentedVariables(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start + 1, readme.indexOf('\n## ', start + 1));
  const names = section
    .split('\n')
    .map((line) => /^\| `([A-Z][A-Z0-9_]*)` \|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
  return names.sort();
}

describe('configuration documentation', () => {
  it('lists in the README table exactly the variables src/config.ts reads, each once', async () => {
    const documented = await documentedVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(variablesRead());
  });
});
