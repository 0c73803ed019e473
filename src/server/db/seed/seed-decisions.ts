import { sql } from 'drizzle-orm';
import { SALT } from './salts';
import { below, chance, unit } from './sql-expr';
import { exec, type SeedContext } from './seed-context';
import { isSpam, SPAM_SHARE } from './row-status';
import { storedReason } from '#contract/moderation-reasons';
import { takeTeamStats } from './seed-team-stats';
import { queryRows } from '../client';

/**
 * Three weeks of moderators' decisions in the action log, so the team statistics show a real team:
 * a share of the content written from 21 days to a day ago gets the audit-status change the
 * write core would have logged (services/core/change-rows.ts: before/after with versions), at its creation plus a
 * wait of a minute to half a day, by one of the demo moderators. A few approvals were a rejection
 * first, undone by the same moderator; a few rejections overturned another's approval three hours
 * later. Finished reports get their `report.finish` by the admin and at the time the row names.
 * The rows go in one statement per table, in time order, with the team-stats trigger off, and
 * takeTeamStats writes what it would have, once (the statements name an item twice, so the trigger
 * takes them row by row, upserting the same daily rollup rows thousands of times at 1M). The rows keep the version they were loaded with: which rows a seed picks shifts by a
 * row or two between seed instants (recent rows' times follow the day's curve), and the content
 * columns, version included, must be the same at any instant (tests/api/seed.test.ts).
 */
const KINDS = [
  ['moment', 'moments', SPAM_SHARE.moment],
  ['moment_comment', 'moment_comments', SPAM_SHARE.momentComment],
  ['question', 'questions', SPAM_SHARE.question],
  ['question_reply', 'question_replies', SPAM_SHARE.questionReply],
] as const;

/**
 * The reason a rejection gives, as the console stores it: spam for the rows the seed wrote as spam
 * (the same closed form as their text), none for the others. The classifier's first model learns
 * from these on a fresh start, and the other rejected rows are ordinary texts: a reason code on them
 * (say "low quality") taught it to call ordinary posts low quality. Without a code a rejection
 * teaches the model nothing (services/classifier/train-model.ts `labelOf`).
 */
const rejectReason = (spam: string) => `CASE WHEN ${spam} THEN '${storedReason('spam', undefined)}' END`;

/** Share of the recent decided content that gets a logged decision: about a thousand decisions at demo scale, each 1–3 ms through the trigger. */
const LOGGED_SHARE = 0.015;
/** Rejected spam is logged more often: enough of it for the classifier's first model to learn spam from. */
const SPAM_LOGGED_SHARE = 0.4;
const DAYS = 21;

export async function seedDecisions(ctx: SeedContext): Promise<void> {
  // A third of the reports finished in those weeks: the report queue's share of the decisions.
  const RECENT_FINISHED = `status = 'FINISHED' AND finished_at > ${ctx.now} - interval '${DAYS} days'
    AND ${chance('id', SALT.decisionPick, 0.35)}`;
  const mods = ctx.admins.moderators;
  if (mods.length < 2) return;
  const [logged] = await queryRows<{ n: number }>(ctx.db, sql`SELECT coalesce(max(id), 0)::int AS n FROM action_log`);
  await setTeamTrigger(ctx, 'DISABLE');
  const admin = (x: string, salt: number) => `(ARRAY[${mods.join(',')}])[1 + ${below(x, salt, mods.length)}]`;
  for (const [kind, table, spamShare] of KINDS) {
    const action = `${kind}.set_audit_status`;
    // Per picked row: its decider, its decision time, and whether it was undone first or overturned.
    const picked = `SELECT c.id, c.version, c.audit_status AS final, t.at, ${admin('c.id', SALT.decisionAdmin)} AS who,
        ${isSpam('c.id', SALT.spam, spamShare)} AS spam,
        CASE WHEN c.audit_status = 'APPROVED' AND ${chance('c.id', SALT.decisionTwist, 0.05)} THEN 'undo'
             WHEN c.audit_status = 'REJECTED' AND ${chance('c.id', SALT.decisionTwist, 0.25)} THEN 'overturn' END AS twist
      FROM ${table} c
      CROSS JOIN LATERAL (SELECT c.created_at + interval '1 minute' * exp(${unit('c.id', SALT.decisionWait)} * ln(720)) AS at) t
      WHERE c.audit_status IN ('APPROVED', 'REJECTED')
        AND (${chance('c.id', SALT.decisionPick, LOGGED_SHARE)}
             OR c.audit_status = 'REJECTED' AND ${isSpam('c.id', SALT.spam, spamShare)} AND ${chance('c.id', SALT.decisionSpam, SPAM_LOGGED_SHARE)})
        AND c.created_at > ${ctx.now} - interval '${DAYS} days' AND c.created_at <= ${ctx.now} - interval '1 day'
      OFFSET 0`;
    const other = `(SELECT m FROM unnest(ARRAY[${mods.join(',')}]) m WHERE m <> p.who LIMIT 1)`;
    const step = (who: string, at: string, from: string, to: string, v: string) =>
      `SELECT p.id, ${who} AS who, ${at} AS at, jsonb_build_object('auditStatus', ${from}, 'version', ${v}) AS before,
              jsonb_build_object('auditStatus', ${to}, 'version', ${v} + 1) AS after,
              CASE WHEN ${to} = 'REJECTED' THEN ${rejectReason('p.spam')} END AS reason FROM picked p`;
    await exec(
      ctx,
      `WITH picked AS (${picked}),
       steps AS (
         ${step('p.who', 'p.at', "'PENDING'", "CASE WHEN p.twist = 'undo' THEN 'REJECTED' WHEN p.twist = 'overturn' THEN 'APPROVED' ELSE p.final END", 'p.version')}
         UNION ALL
         ${step('p.who', "p.at + interval '30 seconds'", "'REJECTED'", "'PENDING'", 'p.version + 1')} WHERE p.twist = 'undo'
         UNION ALL
         ${step('p.who', "p.at + interval '90 seconds'", "'PENDING'", "'APPROVED'", 'p.version + 2')} WHERE p.twist = 'undo'
         UNION ALL
         ${step(other, "p.at + interval '3 hours'", "'APPROVED'", "'REJECTED'", 'p.version + 1')} WHERE p.twist = 'overturn'
       )
       INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, ip, request_id, at)
       SELECT who, '${action}', '${kind}', id::text, before, after, reason, 'seed', 'seed', at FROM steps ORDER BY at, id`,
    );
  }
  await exec(
    ctx,
    `INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, ip, request_id, at)
     SELECT finished_by, 'report.finish', 'report', id::text,
            jsonb_build_object('status', 'OPEN', 'result', NULL, 'note', NULL, 'version', version),
            jsonb_build_object('status', 'FINISHED', 'result', result, 'note', note, 'version', version + 1),
            'seed', 'seed', finished_at
       FROM reports WHERE ${RECENT_FINISHED}
      ORDER BY finished_at, id`,
  );
  await setTeamTrigger(ctx, 'ENABLE');
  await takeTeamStats(ctx.db, logged?.n ?? 0);
}

/**
 * ALTER TABLE refuses a table with trigger events pending, and the log's seal waits for the commit:
 * it is fired now instead (it seals the transaction's rows in id order whenever it runs, so the
 * chain is the same) and deferred again.
 */
async function setTeamTrigger(ctx: SeedContext, state: 'ENABLE' | 'DISABLE'): Promise<void> {
  await exec(ctx, 'SET CONSTRAINTS action_log_seal IMMEDIATE');
  await exec(ctx, 'SET CONSTRAINTS action_log_seal DEFERRED');
  await exec(ctx, `ALTER TABLE action_log ${state} TRIGGER action_log_team_stats`);
}
