import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '#server/db/client';
import { seedDemo } from '#server/db/seed/seed-demo';
import { AUTHORED, SCORED, finishStandingReports } from '#server/db/seed/seed-risk';
import { TEAM_TABLES, takeTeamStats } from '#server/db/seed/seed-team-stats';
import { REPORT_TARGET_TYPES } from '#contract/entities';
import { freshDatabase } from './test-database';

/**
 * The seed loads its tables with the per-row triggers off and writes what they derive itself: the
 * risk parts in the inserts, the open reports' part, reporters' accuracy and the author records
 * set-based afterwards. Here the seeded columns are held against what the database's own
 * functions compute from the loaded rows (risk_rebuild and its siblings, the set-based twins of
 * the triggers, migration risk-rebuild-sql), against the author-records trigger's definition, and
 * the standing decisions against the reports_standing trigger itself, replayed.
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

/** A report row to add: target, reason, status, and for a finished one its result, admin and hours ago. */
type Crafted = [
  type: string,
  target: number,
  reason: string,
  result: 'VALID' | 'INVALID' | null,
  by: number | null,
  hoursAgo: number,
];

describe('demo seed: reports finished by a standing decision', () => {
  it('finishes, groups and logs the open reports as reports_standing does when they arrive one by one', async () => {
    const rollback = new Error('rollback');
    const outcome = await db
      .transaction(async (tx) => {
        const q = <T>(text: string) => queryRows<T>(tx, sql.raw(text));
        const [admin] = await q<{ id: number }>(`SELECT id FROM admins WHERE username = 'root'`);
        // Targets nobody has reported yet, so each case below is all there is on its target.
        const unreported = (table: string, kind: string, where: string) =>
          q<{ id: number }>(`SELECT id FROM ${table} t WHERE ${where}
             AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.target_type = '${kind}' AND r.target_id = t.id) ORDER BY id LIMIT 4`);
        const standing = await unreported('moments', 'moment', `enabled AND audit_status <> 'REJECTED'`);
        const [hidden] = await unreported('moments', 'moment', 'NOT enabled');
        const [account] = await unreported('accounts', 'account', `enabled AND audit_status <> 'REJECTED'`);
        const [message] = await unreported('messages', 'message', 'true');
        const [m1, m2, m3] = standing.map((r) => r.id);
        const by = admin?.id ?? 0;
        const cases: Crafted[] = [
          ['moment', m1 ?? 0, 'spam', 'INVALID', by, 30], // the decision…
          ['moment', m1 ?? 0, 'spam', null, null, 0], // …finishes the next report of the reason
          ['moment', m1 ?? 0, 'abuse', null, null, 0], // another reason stays open
          ['moment', m2 ?? 0, 'spam', null, null, 0], // open before the decision: stays open
          ['moment', m2 ?? 0, 'spam', 'INVALID', by, 20],
          ['moment', m2 ?? 0, 'spam', null, null, 0], // after it: finished
          ['moment', m3 ?? 0, 'spam', 'INVALID', by, 30],
          ['moment', m3 ?? 0, 'other', 'VALID', by, 10], // found valid since: stays open
          ['moment', m3 ?? 0, 'spam', null, null, 0],
          ['moment', hidden?.id ?? 0, 'spam', 'INVALID', by, 30],
          ['moment', hidden?.id ?? 0, 'spam', null, null, 0], // the target is down: stays open
          ['message', message?.id ?? 0, 'fraud', 'INVALID', by, 30],
          ['message', message?.id ?? 0, 'fraud', null, null, 0], // a message is not checked: finished
          ['account', account?.id ?? 0, 'abuse', 'INVALID', by, 50],
          ['account', account?.id ?? 0, 'abuse', 'INVALID', by, 40],
          ['account', account?.id ?? 0, 'abuse', 'INVALID', null, 5], // finished by no one: not a decision
          ['account', account?.id ?? 0, 'abuse', null, null, 0], // grouped with the latest decision
        ];
        const [top] = await q<{ n: number }>(`SELECT max(id)::int AS n FROM reports`);
        const base = (top?.n ?? 0) + 100;
        const values = cases
          .map(
            ([type, target, reason, result, who, hours], i) =>
              `(${base + i}, '${type}', ${target}, '${reason}', '${result ? 'FINISHED' : 'OPEN'}', ${result ? `'${result}'` : 'NULL'},
                ${who ?? 'NULL'}, ${result ? `now() - interval '${hours} hours'` : 'NULL'})`,
          )
          .join(', ');
        // As the seed loads them: the trigger off, the standing pass after.
        await tx.execute(sql`ALTER TABLE reports DISABLE TRIGGER reports_standing`);
        await tx.execute(
          sql.raw(`INSERT INTO reports (id, target_type, target_id, reason, status, result, finished_by, finished_at, reporter_id)
            SELECT v.*, 1 FROM (VALUES ${values}) v`),
        );
        await finishStandingReports(tx);
        await tx.execute(sql`ALTER TABLE reports ENABLE TRIGGER reports_standing`);
        await tx.execute(
          sql`CREATE TEMP TABLE seeded_reports ON COMMIT DROP AS
              SELECT id, status, result, finished_at, standing_report_id FROM reports`,
        );

        // Then every report again, as it was before the pass, one by one through the trigger in the
        // order the seed loads them (by target type, then id); the log gets the trigger's rows too.
        const [logged] = await q<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM action_log`);
        await tx.execute(sql`CREATE TEMP TABLE arrived ON COMMIT DROP AS SELECT * FROM reports`);
        await tx.execute(sql`UPDATE arrived SET status = 'OPEN', result = NULL, finished_at = NULL, standing_report_id = NULL
                             WHERE standing_report_id IS NOT NULL`);
        await tx.execute(sql`DELETE FROM reports`);
        const order = REPORT_TARGET_TYPES.map((t) => `'${t}'`).join(', ');
        await tx.execute(
          sql.raw(
            `INSERT INTO reports SELECT * FROM arrived ORDER BY array_position(ARRAY[${order}]::text[], target_type), id`,
          ),
        );
        const differing = await q<{ id: number }>(
          `SELECT s.id FROM seeded_reports s JOIN reports r USING (id)
            WHERE (s.status, s.result, s.finished_at, s.standing_report_id) IS DISTINCT FROM (r.status, r.result, r.finished_at, r.standing_report_id)
            LIMIT 5`,
        );
        const logs = await q<{ target_id: string; after: unknown; early: boolean }>(
          `SELECT target_id, after, id <= ${logged?.n ?? 0} AS early FROM action_log
            WHERE action = 'report.finish_standing' ORDER BY id`,
        );
        const crafted = await q<{ id: number; standing: number }>(
          `SELECT id - ${base} AS id, standing_report_id - ${base} AS standing FROM seeded_reports
            WHERE id >= ${base} AND standing_report_id IS NOT NULL ORDER BY id`,
        );
        throw Object.assign(rollback, { outcome: { differing, logs, crafted } });
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
        return (rollback as Error & { outcome: unknown }).outcome as {
          differing: { id: number }[];
          logs: { target_id: string; after: unknown; early: boolean }[];
          crafted: { id: number; standing: number }[];
        };
      });
    expect(outcome.differing).toEqual([]);
    expect(outcome.crafted).toEqual([
      { id: 1, standing: 0 },
      { id: 5, standing: 4 },
      { id: 12, standing: 11 },
      { id: 16, standing: 14 },
    ]);
    // The pass logged what the trigger logs, in the same order.
    const early = outcome.logs.filter((l) => l.early);
    const replayed = outcome.logs.filter((l) => !l.early);
    expect(early).toHaveLength(replayed.length);
    expect(early.map(({ target_id, after }) => ({ target_id, after }))).toEqual(
      replayed.map(({ target_id, after }) => ({ target_id, after })),
    );
  });
});

describe("demo seed: the decisions' team statistics", () => {
  it('writes what the team-statistics trigger writes taking the seeded decisions one by one in log order', async () => {
    const rollback = new Error('rollback');
    const tables = [...TEAM_TABLES, 'second_reviews'];
    const outcome = await db
      .transaction(async (tx) => {
        const q = <T>(text: string) => queryRows<T>(tx, sql.raw(text));
        // The seed's decisions: its audit-status changes and report finishes, in one run of ids.
        const [range] = await q<{ lo: number; hi: number; n: number }>(
          `SELECT min(id)::int - 1 AS lo, max(id)::int AS hi, count(*)::int AS n FROM action_log
            WHERE ip = 'seed' AND request_id = 'seed' AND (action LIKE '%.set\\_audit\\_status' OR action = 'report.finish')`,
        );
        const lo = range?.lo ?? 0;
        const hi = range?.hi ?? 0;
        const [between] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM action_log WHERE id > ${lo} AND id <= ${hi}`,
        );
        await tx.execute(
          sql.raw(`CREATE TEMP TABLE seeded_decisions ON COMMIT DROP AS
                   SELECT t::text AS row FROM team_decisions t WHERE log_id > ${lo} AND log_id <= ${hi}`),
        );
        const empty = async () => {
          for (const table of tables) await tx.execute(sql.raw(`DELETE FROM ${table}`));
        };
        // The trigger's own work: team_stats_take per row, as it takes a statement naming an item twice.
        await empty();
        await tx.execute(
          sql.raw(`DO $$ DECLARE r action_log; BEGIN
                     FOR r IN SELECT * FROM action_log WHERE id > ${lo} AND id <= ${hi} ORDER BY id LOOP
                       PERFORM team_stats_take(r);
                     END LOOP;
                   END $$`),
        );
        for (const table of tables)
          await tx.execute(
            sql.raw(`CREATE TEMP TABLE by_trigger_${table} ON COMMIT DROP AS SELECT t::text AS row FROM ${table} t`),
          );
        await empty();
        await takeTeamStats(tx, lo, hi);
        const differing: { table: string; row: string; side: string }[] = [];
        for (const table of tables)
          differing.push(
            ...(await q<{ table: string; row: string; side: string }>(
              `(SELECT '${table}' AS table, row, 'trigger' AS side FROM by_trigger_${table}
                EXCEPT ALL SELECT '${table}', t::text, 'trigger' FROM ${table} t)
               UNION ALL
               (SELECT '${table}', t::text, 'set-based' FROM ${table} t
                EXCEPT ALL SELECT '${table}', row, 'set-based' FROM by_trigger_${table})
               LIMIT 3`,
            )),
          );
        const seededDiffering = await q<{ row: string }>(
          `SELECT row FROM seeded_decisions
           EXCEPT ALL SELECT t::text FROM team_decisions t WHERE log_id > ${lo} AND log_id <= ${hi} LIMIT 3`,
        );
        // Not vacuous: undos, overturns, returns to the queue, waits, a histogram with both fillings.
        const [shape] = await q<Record<string, number>>(
          `SELECT (SELECT count(*) FROM team_decisions WHERE reversal = 'undo')::int AS undone,
                  (SELECT count(*) FROM team_decisions WHERE reversal = 'overturn')::int AS overturned,
                  (SELECT count(*) FROM team_decisions WHERE kind = 'undo')::int AS undos,
                  (SELECT count(*) FROM team_decisions WHERE reenters)::int AS reenters,
                  (SELECT count(*) FROM team_decisions WHERE queue = 'report')::int AS reports,
                  (SELECT count(*) FROM team_wait_days WHERE array_position(hist, NULL) IS NOT NULL)::int AS padded,
                  (SELECT count(*) FROM team_wait_days WHERE 0 = ANY (hist))::int AS zeroed,
                  (SELECT count(*) FROM second_reviews)::int AS sampled`,
        );
        throw Object.assign(rollback, {
          outcome: { differing, seededDiffering, shape, logged: range?.n ?? 0, between: between?.n ?? 0 },
        });
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
        return (rollback as Error & { outcome: unknown }).outcome as {
          differing: unknown[];
          seededDiffering: unknown[];
          shape: Record<string, number>;
          logged: number;
          between: number;
        };
      });
    expect(outcome.logged).toBeGreaterThan(500);
    // The run of ids holds the decisions alone: the replay takes exactly what the seed took.
    expect(outcome.between).toBe(outcome.logged);
    expect(outcome.differing).toEqual([]);
    // And the seeded database holds those decisions as the trigger writes them.
    expect(outcome.seededDiffering).toEqual([]);
    for (const key of ['undone', 'overturned', 'undos', 'reenters', 'reports', 'padded', 'zeroed', 'sampled'])
      expect(outcome.shape[key], key).toBeGreaterThan(0);
  });
});
