import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTGRES_FILES, postgresFileGlobs } from '../api/postgres-set';
import { root } from '../path-aliases';

describe('the PostgreSQL set', () => {
  it('names only API files that exist, so a rename cannot drop one from the PostgreSQL run unseen', () => {
    expect(postgresFileGlobs.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
    expect(Object.keys(POSTGRES_FILES).length).toBeGreaterThan(0);
  });
});
