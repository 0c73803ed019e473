import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * Migrations merged from parallel branches must still read as one line: drizzle's migrator applies
 * only those newer (`when`) than the newest applied, and a backup's check reads the applied ones
 * in that order against the build's list. A journal whose times go back fails both quietly.
 */
describe('the migration journal', () => {
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, 'utf8')) as Journal;

  it('lists every migration file once, in file order', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => f.slice(0, -'.sql'.length));
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });

  it('gives them strictly increasing times', () => {
    const backwards = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(backwards.map((e) => e.tag)).toEqual([]);
  });
});
