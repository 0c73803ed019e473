import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../src/client', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locale' ? [] : files(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** Words in JSX text or in user-facing attributes: they belong in a dictionary. */
const WORD = /[A-Za-z\u4e00-\u9fff]{2,}/;
const JSX_TEXT = />\s*([^<>{}`'"=;]+?)\s*</g;
const ATTRIBUTE = /\b(?:aria-label|placeholder|title|alt|label)="([^"]*)"/g;

describe('user-visible text', () => {
  it('comes from the dictionaries, not from literals in components', () => {
    const found: string[] = [];
    for (const file of files(root)) {
      const source = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
      // Skip type-level `A<B> & C<D>`, which looks like text between tags to a regex.
      for (const m of source.matchAll(JSX_TEXT))
        if (WORD.test(m[1]!) && !/^[&|,]/.test(m[1]!)) found.push(`${relative(root, file)}: ${m[1]}`);
      for (const m of source.matchAll(ATTRIBUTE)) if (WORD.test(m[1]!)) found.push(`${relative(root, file)}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});
