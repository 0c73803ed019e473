import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '#server/db/client';
import { seedDemo } from '#server/db/seed/seed-demo';
import { AUTHORED, SCORED } from '#server/db/seed/seed-risk';
import { freshDatabase } from './test-database';

/**
 * The seed loads its tables with the per-row triggers off and writes what they derive itself: the
 * risk parts in the inserts, the open reports' part, reporters' accuracy and the author records
 * set-based afterwards. Here the seeded columns are held against what the database's own
 * functions compute from the loaded rows (risk_rebuild and its siblings, the set-based twins of
 * the triggers, migration risk-rebuild-sql) and against the author-records trigger's definition.
 */
let database: Database;
let db: Db;
const rows = <T>(text: string) => queryRows<T>(db, sql.raw(text));

/** Every scored row's parts and score, and every report's, as one table to compare. */
const derivedNow = () =>
  SCORED.map(
    ([kind, table]) => `SELECT '${kind}' AS kind, id, risk_parts, risk_score, NULL::int AS accuracy FROM ${table}`,
  )
    .concat(`SELECT 'report', id, risk_parts, risk_score, reporter_accuracy FROM reports`)
    .join(' UNION ALL ');

/** Items whose rule hits were written through the triggers after the load (the demo rules), and their reports. */
const RULE_TOUCHED = `EXISTS (SELECT 1 FROM rule_hits h WHERE (h.content_kind = d.kind AND h.content_id = d.id)
  OR (d.kind = 'report' AND EXISTS (SELECT 1 FROM reports r WHERE r.id = d.id AND r.target_type = h.content_kind AND r.target_id = h.content_id)))`;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  // The real now: strikes count for 90 days before it, so the demo's warnings are in force.
  await seedDemo(db, { scale: 'demo', progress: false });
  await db.execute(sql.raw(`CREATE TABLE seeded_derived AS ${derivedNow()}`));
}, 300_000);

afterAll(async () => {
  await database?.close();
});

describe('demo seed: the columns the triggers derive', () => {
  it('leaves every trigger switched on', async () => {
    const off = await rows<{ name: string }>(
      `SELECT tgrelid::regclass::text || '.' || tgname AS name FROM pg_trigger WHERE tgenabled = 'D'`,
    );
    expect(off).toEqual([]);
  });

  // Strikes are left out: the warnings come after the load, through the enforcement triggers,
  // which score the author's waiting items only (seed.test.ts checks those), where the rebuild
  // would give them to every item.
  it('writes the risk parts, scores and reporter accuracy the set-based rebuild computes from the rows', async () => {
    await db.execute(sql`SELECT risk_rebuild_reporter_accuracy()`);
    for (const [kind, table] of SCORED) {
      const [top] = await rows<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM ${table}`);
      await db.execute(sql`SELECT risk_rebuild(${kind}, 1, ${top?.n ?? 0})`);
    }
    await db.execute(sql`SELECT risk_rebuild_message_reports()`);
    const differing = await rows<{ kind: string; id: number; seeded: unknown; rebuilt: unknown }>(
      `SELECT d.kind, d.id, to_jsonb(s) AS seeded, to_jsonb(d) AS rebuilt
         FROM (${derivedNow()}) d JOIN seeded_derived s USING (kind, id)
        WHERE ((s.risk_parts - 'strikes', s.accuracy) IS DISTINCT FROM (d.risk_parts - 'strikes', d.accuracy)
               OR s.risk_score <> risk_score_of(s.risk_parts))
          AND NOT ${RULE_TOUCHED}
        LIMIT 5`,
    );
    expect(differing).toEqual([]);
    // Not vacuous: every loaded row carries its author's age, and open reports are counted in.
    const [shape] = await rows<{ aged: number; rows: number; reported: number; strikes: number }>(
      `SELECT count(*) FILTER (WHERE risk_parts ? 'accountAgeDays')::int AS aged,
              count(*) FILTER (WHERE kind <> 'report')::int AS rows,
              count(*) FILTER (WHERE kind <> 'report' AND risk_parts ? 'reports')::int AS reported,
              count(*) FILTER (WHERE risk_parts ? 'strikes')::int AS strikes
         FROM seeded_derived`,
    );
    expect(shape?.aged).toBeGreaterThanOrEqual(shape?.rows ?? Infinity);
    expect(shape?.reported).toBeGreaterThan(100);
    expect(shape?.strikes).toBeGreaterThan(0);
  });

  it("keeps each author's approved items in author_records, as its trigger counts them", async () => {
    const wrong = await rows<{ account_id: number }>(
      `SELECT a.id AS account_id FROM accounts a
         LEFT JOIN author_records x ON x.account_id = a.id
         LEFT JOIN (SELECT account_id, count(*)::int AS n FROM (
             ${AUTHORED.map((t) => `SELECT account_id FROM ${t} WHERE audit_status = 'APPROVED'`).join(' UNION ALL ')}
           ) s GROUP BY account_id) c ON c.account_id = a.id
        WHERE coalesce(x.approved, 0) <> coalesce(c.n, 0)
        LIMIT 5`,
    );
    expect(wrong).toEqual([]);
    const [kept] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM author_records WHERE approved > 0`);
    expect(kept?.n).toBeGreaterThan(1000);
  });
});
