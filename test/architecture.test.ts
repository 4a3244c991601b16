import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '');
}

describe('architecture (STYLE.md)', () => {
  it('keeps src/core pure: no node:* modules, nothing of ours outside src/core', async () => {
    const offences: string[] = [];
    for (const file of await sources('src/core')) {
      for (const spec of await importsOf(file)) {
        const leavesCore =
          spec.startsWith('.') &&
          relative(join(ROOT, 'src/core'), resolve(ROOT, dirname(file), spec)).startsWith('..');
        if (spec.startsWith('node:') || leavesCore) offences.push(`${file} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('reads process.env only in src/config.ts', async () => {
    const offences: string[] = [];
    for (const file of await sources('src')) {
      if (file === join('src', 'config.ts')) continue;
      if ((await readFile(join(ROOT, file), 'utf8')).includes('process.env')) offences.push(file);
    }
    expect(offences).toEqual([]);
  });
});
