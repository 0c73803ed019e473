import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { queryRows, queryText } from '#server/db/client';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('queryText', () => {
  it('binds $n to the n-th parameter, whatever their order in the text', async () => {
    const rows = await queryText<{ b: number; a: string; ids: number[] }>(
      s.db,
      'SELECT $2::int AS b, $1::text AS a, $3::int[] AS ids',
      ['x', 2, [3, 4]],
    );
    expect(rows).toEqual([{ b: 2, a: 'x', ids: [3, 4] }]);
  });

  it('runs inside a transaction on that transaction, seeing what it set', async () => {
    const seen = await s.db.transaction(async (tx) => {
      await queryRows(tx, sql`SELECT set_config('bo.query_text_probe', 'inside', true)`);
      return queryText<{ v: string; n: number }>(
        tx,
        "SELECT current_setting('bo.query_text_probe', true) AS v, $1::int AS n",
        [7],
      );
    });
    expect(seen).toEqual([{ v: 'inside', n: 7 }]);
  });
});
