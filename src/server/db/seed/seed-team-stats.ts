import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

/** The tables team_stats_take writes (migrations team-stats-sql, decision-model). */
export const TEAM_TABLES = [
  'team_decisions',
  'team_decision_hours',
  'team_decision_days',
  'team_admin_hours',
  'team_wait_hours',
  'team_wait_days',
] as const;

/** Where an item's first wait starts, as team_stats_created reads it (written out: a call per row costs more). */
const created = (row: string) => `CASE ${row}.q
  WHEN 'account' THEN (SELECT created_at FROM accounts WHERE accounts.id = ${row}.tid)
  WHEN 'moment' THEN (SELECT created_at FROM moments WHERE moments.id = ${row}.tid)
  WHEN 'moment_comment' THEN (SELECT created_at FROM moment_comments WHERE moment_comments.id = ${row}.tid)
  WHEN 'question' THEN (SELECT created_at FROM questions WHERE questions.id = ${row}.tid)
  WHEN 'question_reply' THEN (SELECT created_at FROM question_replies WHERE question_replies.id = ${row}.tid)
  WHEN 'reply_comment' THEN (SELECT created_at FROM reply_comments WHERE reply_comments.id = ${row}.tid)
  WHEN 'report' THEN (SELECT created_at FROM reports WHERE reports.id = ${row}.tid)
  WHEN 'avatar_cert' THEN (SELECT created_at FROM avatar_certs WHERE avatar_certs.id = ${row}.tid)
  WHEN 'about_answer' THEN (SELECT created_at FROM about_answers WHERE about_answers.id = ${row}.tid)
  WHEN 'appeal' THEN (SELECT appealed_at FROM enforcements WHERE enforcements.id = ${row}.tid)
END`;

/**
 * What the team-statistics trigger (`action_log_team_stats`) writes for the action-log rows after
 * `afterLogId` (up to `throughLogId`, by default all), written set-based once, for rows logged with the trigger off. Every rollup row of
 * the seed's decisions is otherwise upserted once per statement group or per row (the decisions
 * name an item twice, so their statements go row by row), the same few hundred daily rows
 * thousands of times in one transaction.
 *
 * The result is team_stats_take's for each row in id order (the trigger's row-by-row path), into
 * team tables that hold nothing yet. Only the rows team_stats_classify names are taken: no act on
 * an account, no revocation, no `backoffice.decided_with` (the seed writes none of them):
 * - an item's previous change of the same field is its previous row in the partition; that change
 *   is reversed (undo by its author, overturn by another) unless it was a return to the queue or an
 *   undo itself, and a change is an undo when it puts back what its reversed change replaced: a
 *   chain, walked one step per row of the longest partition;
 * - the wait starts at the item's creation or its latest earlier return to the queue;
 * - a day's wait histogram grows as team_stats_add_wait grows it: the buckets below the first wait
 *   taken that day are 0, the gaps above it NULL (PostgreSQL pads an array written past its end).
 */
export async function takeTeamStats(db: Db, afterLogId: number, throughLogId?: number): Promise<void> {
  const [held] = await queryRows<{ n: number }>(
    db,
    sql.raw(`SELECT (${TEAM_TABLES.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')})::int AS n`),
  );
  if ((held?.n ?? 0) > 0) throw new Error('takeTeamStats writes into empty team tables only');
  await db.execute(
    sql.raw(`WITH RECURSIVE l AS MATERIALIZED (
      SELECT n.id, n.admin_id, n.at, c.queue AS q, c.field AS f, c.kind AS k, n.target_id::bigint AS tid,
             CASE WHEN jsonb_typeof(n.after) = 'object' THEN n.after ELSE '{}'::jsonb END - 'version' - 'accountId' AS state,
             CASE WHEN jsonb_typeof(n.before) = 'object' THEN n.before ELSE '{}'::jsonb END - 'version' - 'accountId' AS was,
             row_number() OVER (PARTITION BY c.queue, n.target_id::bigint, c.field ORDER BY n.id) AS i
        FROM action_log n CROSS JOIN LATERAL team_stats_classify(n.action, n.after, n.reason) c
       WHERE n.id > ${afterLogId} ${throughLogId === undefined ? '' : `AND n.id <= ${throughLogId}`} AND n.admin_id IS NOT NULL AND n.target_id ~ '^[0-9]{1,18}$' AND c.queue IS NOT NULL
    ),
    chain AS (
      SELECT l.id, l.q, l.f, l.tid, l.i, l.admin_id, l.was, l.k AS stored, false AS reverses FROM l WHERE l.i = 1
      UNION ALL
      SELECT l.id, l.q, l.f, l.tid, l.i, l.admin_id, l.was,
             CASE WHEN x.reverses AND p.admin_id = l.admin_id AND p.was = l.state THEN 'undo' ELSE l.k END,
             x.reverses
        FROM chain p
        JOIN l ON l.q = p.q AND l.tid = p.tid AND l.f = p.f AND l.i = p.i + 1
       CROSS JOIN LATERAL (SELECT p.stored NOT IN ('pending', 'undo') AS reverses) x
    ),
    taken AS (
      SELECT l.*, c.stored, c.stored NOT IN ('pending', 'undo') AS counted,
             CASE WHEN lead(c.reverses) OVER w THEN
               CASE WHEN lead(l.admin_id) OVER w = l.admin_id THEN 'undo' ELSE 'overturn' END END AS reversal,
             max(l.at) FILTER (WHERE l.k = 'pending')
               OVER (PARTITION BY l.q, l.tid ORDER BY l.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reentered
        FROM l JOIN chain c USING (id)
      WINDOW w AS (PARTITION BY l.q, l.tid, l.f ORDER BY l.id)
    ),
    waited AS (
      SELECT t.*, e.entered,
             CASE WHEN e.entered IS NULL THEN NULL
                  ELSE greatest(0, floor(extract(epoch FROM t.at - e.entered) * 1000))::bigint END AS wait_ms
        FROM taken t
        CROSS JOIN LATERAL (SELECT CASE WHEN t.counted THEN greatest(${created('t')}, t.reentered) END AS entered) e
    )
    INSERT INTO team_decisions (log_id, admin_id, at, queue, field, kind, target_id, before, entered_at, wait_ms,
                                reenters, reversal, enforcement_id)
    SELECT id, admin_id, at, q, f, stored, tid, was, entered, wait_ms, k = 'pending', reversal, NULL
      FROM waited ORDER BY id`),
  );
  const counted = `team_decisions WHERE log_id > ${afterLogId} AND kind NOT IN ('pending', 'undo')`;
  const day = `(date_trunc('hour', at, 'UTC') AT TIME ZONE 'UTC')::date`;
  const statements = [
    `INSERT INTO team_decision_hours (hour, admin_id, queue, kind, decisions, undone, overturned)
     SELECT date_trunc('hour', at, 'UTC'), admin_id, queue, kind, count(*),
            count(*) FILTER (WHERE reversal = 'undo'), count(*) FILTER (WHERE reversal = 'overturn')
       FROM ${counted} GROUP BY 1, 2, 3, 4`,
    `INSERT INTO team_decision_days (day, admin_id, queue, kind, decisions, undone, overturned)
     SELECT (hour AT TIME ZONE 'UTC')::date, admin_id, queue, kind, sum(decisions), sum(undone), sum(overturned)
       FROM team_decision_hours GROUP BY 1, 2, 3, 4`,
    `INSERT INTO team_admin_hours (hour, admin_id, decisions, undone, overturned)
     SELECT hour, admin_id, sum(decisions), sum(undone), sum(overturned) FROM team_decision_hours GROUP BY 1, 2`,
    `INSERT INTO team_wait_hours (hour, admin_id, bucket, n)
     SELECT date_trunc('hour', at, 'UTC'), admin_id, team_stats_wait_bucket(wait_ms), count(*)
       FROM ${counted} AND wait_ms IS NOT NULL GROUP BY 1, 2, 3`,
    // Per day and moderator: the buckets' counts up to the highest, a missing one 0 below the
    // first wait taken (the array it started as) and NULL above it (the padding of a later write).
    `INSERT INTO team_wait_days (day, admin_id, hist)
     SELECT d.day, d.admin_id,
            array_agg(coalesce(w.n, CASE WHEN b < d.first THEN 0 END) ORDER BY b)
       FROM (SELECT ${day} AS day, admin_id, max(team_stats_wait_bucket(wait_ms)) AS top,
                    (array_agg(team_stats_wait_bucket(wait_ms) ORDER BY log_id))[1] AS first
               FROM ${counted} AND wait_ms IS NOT NULL GROUP BY 1, 2) d
      CROSS JOIN LATERAL generate_series(0, d.top) b
       LEFT JOIN (SELECT (hour AT TIME ZONE 'UTC')::date AS day, admin_id, bucket, sum(n)::int AS n
                    FROM team_wait_hours GROUP BY 1, 2, 3) w
         ON w.day = d.day AND w.admin_id = d.admin_id AND w.bucket = b
      GROUP BY d.day, d.admin_id`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}
