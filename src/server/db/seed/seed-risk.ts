import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { exec, timed, type SeedContext } from './seed-context';
import { MODERATED_KINDS, RULE_TEXT_KINDS } from '#contract/moderated-kinds';
import { REPORT_TARGET_TYPES } from '#contract/entities';

/** The kinds the risk score is kept for, by the table that holds them. */
export const SCORED = [
  ['account', 'accounts'],
  ['moment', 'moments'],
  ['moment_comment', 'moment_comments'],
  ['question', 'questions'],
  ['question_reply', 'question_replies'],
  ['reply_comment', 'reply_comments'],
  ['about_answer', 'about_answers'],
  ['avatar_cert', 'avatar_certs'],
] as const;

/** The content tables whose APPROVED rows count in `author_records` (migration rules-evasion-sql). */
export const AUTHORED = [
  'moments',
  'moment_comments',
  'questions',
  'question_replies',
  'reply_comments',
  'about_answers',
];

/** The kinds the classifier scores (those whose text the rules read), by their table (migration classifier). */
const CLASSIFIED = RULE_TEXT_KINDS.map((kind) => [kind, MODERATED_KINDS[kind].table] as const);

/** The tables the rules check as rows arrive (migration rules-evasion-sql). */
const MATCHED = ['accounts', ...AUTHORED];

type Trigger = readonly [table: string, name: string];

/**
 * The row triggers that keep derived data as rows arrive. A trigger call per row costs more than
 * loading the row (≈100 µs against ≈15 at 1M moments), so the bulk load runs without them and
 * what they would have written is written set-based, in the same transaction (nobody sees the
 * tables in between):
 * - risk_score_new: the inserts write the row's parts themselves (risk-columns.ts);
 * - the report triggers: reporters' accuracy and the open reports' part, once, after the load;
 * - author_records_insert: approved items per author, counted once after the load;
 * - the classifier's line (`<table>_classifier_insert`): what still waits for a decision is put in
 *   line once after the load; the decided history is left unscored (a scale of millions would keep
 *   the scorer busy for many minutes with items no moderator will open);
 * - reports_standing: the open reports a standing decision finishes on arrival, found once after
 *   the reports' load (`finishStandingReports`, before anything reads the open reports). Row by row it looks up the earlier reports of the target,
 *   which during the load have no index: a scan of the reports table per open report.
 */
const DERIVING: readonly Trigger[] = [
  ...SCORED.map(([, table]) => [table, 'risk_score_new'] as const),
  ['reports', 'reports_standing'],
  ['reports', 'risk_reporter_accuracy'],
  ['reports', 'risk_reports_inserted'],
  ['reports', 'risk_reports_updated'],
  ...AUTHORED.map((table) => [table, 'author_records_insert'] as const),
  ...CLASSIFIED.map(([, table]) => [table, `${table}_classifier_insert`] as const),
];

/** The rules trigger: a no-op while no rule can match (see `rulesCanMatch`). */
const RULES: readonly Trigger[] = MATCHED.map((table) => [table, 'rules_match'] as const);

/**
 * Whether a loaded row could hit a rule: the seed runs into an empty database, where the only rules
 * are the built-in ones (from their migrations): the person hold, which needs a hold, and there is
 * none until the enforcement history at the very end, and the classifier's, which only its scorer
 * records hits of. Should a migration ever ship an enabled rule, the rules
 * trigger stays on for the load and matches every row as it would for any writer.
 */
async function rulesCanMatch(ctx: SeedContext): Promise<boolean> {
  const [row] = await queryRows<{ rules: number; holds: number }>(
    ctx.db,
    sql`SELECT (SELECT count(*)::int FROM rules WHERE enabled AND builtin IS NULL) AS rules,
               (SELECT count(*)::int FROM person_holds) AS holds`,
  );
  return (row?.rules ?? 0) > 0 || (row?.holds ?? 0) > 0;
}

/** One statement after another: they share the seed's one connection. */
async function setTriggers(ctx: SeedContext, triggers: readonly Trigger[], state: 'ENABLE' | 'DISABLE') {
  for (const [table, name] of triggers) await exec(ctx, `ALTER TABLE ${table} ${state} TRIGGER ${name}`);
}

/** Switches the per-row triggers off for the bulk load; returns the ones it switched off. */
export async function suspendRowTriggers(ctx: SeedContext): Promise<readonly Trigger[]> {
  const off = (await rulesCanMatch(ctx)) ? DERIVING : [...DERIVING, ...RULES];
  await setTriggers(ctx, off, 'DISABLE');
  return off;
}

/**
 * Switches the triggers back on and writes, set-based, what they would have written during the
 * load, as risk_rebuild and the report triggers compute it (migrations risk-score-sql,
 * risk-rebuild-sql). The loaded rows already carry their account-age part, and when they were
 * loaded there was no strike (no enforcement) and no rule hit (no rule but the person hold), so
 * the only part left is the open reports': only the reported items are written, once.
 */
export async function finishBulkDerived(ctx: SeedContext, suspended: readonly Trigger[]): Promise<void> {
  await setTriggers(ctx, suspended, 'ENABLE');
  await timed(ctx, 'author records', 0, () =>
    exec(
      ctx,
      `INSERT INTO author_records (account_id, approved)
       SELECT account_id, count(*)::int FROM (
         ${AUTHORED.map((t) => `SELECT account_id FROM ${t} WHERE audit_status = 'APPROVED'`).join(' UNION ALL ')}
       ) s GROUP BY account_id`,
    ),
  );
  await timed(ctx, 'classifier line', 0, async () => {
    for (const [kind, table] of CLASSIFIED) {
      // The arrival trigger fills both lines (migration waves): the wave worker's too.
      for (const line of ['classifier_unscored', 'wave_unprinted'])
        await exec(
          ctx,
          `INSERT INTO ${line} (kind, item_id) SELECT '${kind}', id FROM ${table} WHERE audit_status = 'PENDING'
           ON CONFLICT DO NOTHING`,
        );
    }
  });
  await timed(ctx, 'risk scores', 0, async () => {
    await exec(ctx, 'SELECT risk_rebuild_reporter_accuracy()');
    for (const [kind, table] of SCORED) {
      // A report's points, by its reporter's accuracy, as risk_refresh_item sums them.
      await exec(
        ctx,
        `UPDATE ${table} t SET risk_parts = p.parts, risk_score = risk_score_of(p.parts)
           FROM (SELECT c.id, jsonb_strip_nulls(c.risk_parts || jsonb_build_object('reports', r.n, 'reportPoints', r.points)) AS parts
                   FROM (SELECT target_id, count(*)::int AS n, sum(10 + (20 * reporter_accuracy + 50) / 100)::int AS points
                           FROM reports WHERE target_type = '${kind}' AND status = 'OPEN' GROUP BY target_id) r
                   JOIN ${table} c ON c.id = r.target_id) p
          WHERE t.id = p.id AND t.risk_parts IS DISTINCT FROM p.parts`,
      );
      // Open reports carry their target's parts and score, for the report queue's risk order.
      await exec(
        ctx,
        `UPDATE reports r SET risk_parts = t.risk_parts, risk_score = t.risk_score
           FROM ${table} t
          WHERE r.target_type = '${kind}' AND r.target_id = t.id AND r.status = 'OPEN'
            AND r.risk_parts IS DISTINCT FROM t.risk_parts`,
      );
    }
    await exec(ctx, 'SELECT risk_rebuild_message_reports()');
  });
}

/**
 * What `reports_standing` (migration velocity-standing-reports) does to each report as it arrives,
 * set-based over reports loaded with it off: an OPEN report whose target and reason have an earlier
 * report a moderator finished INVALID, with no VALID report of the target finished since, and whose
 * target is still enabled and not rejected, is finished INVALID now, grouped with that decision
 * (`standing_report_id`) and logged. "Earlier" is what the trigger saw: the rows inserted before,
 * and the seed inserts the reports of a target type in id order. The log rows go in the order the
 * trigger would have written them (by target type as loaded, then id).
 */
export async function finishStandingReports(db: Db): Promise<void> {
  const standing = (table: string) =>
    `EXISTS (SELECT 1 FROM ${table} t WHERE t.id = o.target_id AND t.enabled AND t.audit_status <> 'REJECTED')`;
  const targetStands = `CASE o.target_type ${SCORED.map(([kind, table]) => `WHEN '${kind}' THEN ${standing(table)}`).join(' ')}
    ELSE true END`;
  const loadOrder = `ARRAY[${REPORT_TARGET_TYPES.map((t) => `'${t}'`).join(', ')}]::text[]`;
  await db.execute(
    sql.raw(`WITH standing AS MATERIALIZED (
      SELECT o.id, o.target_type, s.id AS standing_id FROM reports o
      CROSS JOIN LATERAL (
        SELECT r.id, r.finished_at FROM reports r
         WHERE r.target_type = o.target_type AND r.target_id = o.target_id AND r.reason = o.reason AND r.id < o.id
           AND r.status = 'FINISHED' AND r.result = 'INVALID' AND r.finished_by IS NOT NULL
         ORDER BY r.finished_at DESC, r.id DESC LIMIT 1) s
      WHERE o.status = 'OPEN'
        AND NOT EXISTS (SELECT 1 FROM reports v WHERE v.target_type = o.target_type AND v.target_id = o.target_id
                          AND v.id < o.id AND v.result = 'VALID' AND v.finished_at >= s.finished_at)
        AND ${targetStands}),
    finished AS (
      UPDATE reports r SET status = 'FINISHED', result = 'INVALID', finished_at = now(), standing_report_id = s.standing_id
        FROM standing s WHERE r.id = s.id)
    INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason)
    SELECT NULL, 'report.finish_standing', 'report', id::text, jsonb_build_object('status', 'OPEN', 'result', NULL),
           jsonb_build_object('status', 'FINISHED', 'result', 'INVALID', 'standingReportId', standing_id),
           'standing decision: report ' || standing_id
      FROM standing ORDER BY array_position(${loadOrder}, target_type), id`),
  );
}
