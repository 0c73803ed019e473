import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import pg from 'pg';
import { queryRows, queryText } from '#server/db/client';
import { prepareRepeatedStatements } from '#server/db/named-statements';

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

describe('prepared statements on a server connection', () => {
  const onPostgres = process.env.TEST_DB === 'postgres';

  it.runIf(onPostgres)(
    'keeps a text sent with parameters prepared, and runs a script of several as it is',
    async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        prepareRepeatedStatements(client as unknown as pg.PoolClient);
        const text = 'SELECT $1::int + 1 AS n /* query-text: a string with parameters */';
        expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
        expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
        // A statement named once per connection: it was parsed and planned here, not on each call.
        const prepared = await client.query<{ name: string }>(
          { text: 'SELECT name FROM pg_prepared_statements WHERE statement = $1', name: 'query_text_probe' },
          [text],
        );
        expect(prepared.rows).toHaveLength(1);
        expect(prepared.rows[0]!.name).toMatch(/^bo_/);
        // Without parameters a text may hold several statements, which a prepared statement cannot.
        const script = await client.query('SELECT 1 AS a; SELECT 2 AS b');
        expect((script as unknown as pg.QueryResult[]).map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
      } finally {
        await client.end();
      }
    },
  );
});
