import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';

/**
 * Functions every arriving row calls from the content and rules triggers are PL/pgSQL: a SQL
 * function that cannot be inlined is planned again in every transaction (migration
 * risk-functions-plpgsql: 0.2–0.3 ms of a one-row insert). A later migration that redefines one
 * as `LANGUAGE sql` brings that cost back; this says which. The waves' recount runs in every
 * decision on a text item (migration waves), so it is held to the same.
 */
// second_review_sample runs once per decision statement (migration second-review), in the same path;
// the team figures' functions take every decision's log rows, and the chain's seal every log row.
const PER_ROW = [
  'action_log_seal',
  'risk_score_of',
  'risk_strikes_of',
  'second_review_sample',
  'team_stats_on_log_rows',
  'team_stats_take',
  'wave_recount',
  'wave_take_decisions',
];

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('the write path', () => {
  it('calls PL/pgSQL, not SQL functions that are planned again in each transaction', async () => {
    const rows = await queryRows<{ proname: string; lang: string }>(
      s.db,
      sql`SELECT p.proname, l.lanname AS lang FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
           WHERE p.proname = ANY(${sql.param(PER_ROW)}::text[]) ORDER BY p.proname`,
    );
    expect(rows).toEqual(PER_ROW.map((proname) => ({ proname, lang: 'plpgsql' })));
  });
});
