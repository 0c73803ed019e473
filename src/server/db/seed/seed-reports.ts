import { insertRaisingLastActive } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { afterBefore } from './row-status';
import * as T from './phrases-talk';
import { reportTargets } from './report-targets';
import { SALT } from './salts';
import { below, chance, days, lit, pickText, unit, weightedText } from './sql-expr';
import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportTargetType } from '#contract/entities';

/** Where each kind of target lives and when it came to be. */
const TARGET_TABLES: Record<ReportTargetType, { table: string; time: string }> = {
  account: { table: 'accounts', time: 'registered_at' },
  moment: { table: 'moments', time: 'created_at' },
  moment_comment: { table: 'moment_comments', time: 'created_at' },
  question: { table: 'questions', time: 'created_at' },
  question_reply: { table: 'question_replies', time: 'created_at' },
  reply_comment: { table: 'reply_comments', time: 'created_at' },
  message: { table: 'messages', time: 'sent_at' },
};

const REASON_WEIGHTS: Record<(typeof REPORT_REASONS)[number], number> = {
  spam: 35,
  abuse: 25,
  sexual: 15,
  fraud: 12,
  other: 13,
};

/**
 * Reports on every kind of target for every reason. A report comes after its target, from an
 * account active at the time that is not the target's author. Fresh reports are mostly OPEN;
 * finished ones carry a result, a note, the admin who finished them and when.
 */
export async function seedReports(ctx: SeedContext): Promise<void> {
  const { model, sizes, now, admins } = ctx;
  const reason = weightedText(
    REPORT_REASONS.map((r) => [r, REASON_WEIGHTS[r]] as const),
    'n',
    SALT.reportReason,
  );
  const detail = `(CASE reason ${REPORT_REASONS.map((r) => `WHEN ${lit(r)} THEN ${pickText(T.REPORT_DETAILS[r], 'n', SALT.reportDetail)}`).join(' ')} END)`;
  const note = `(CASE WHEN result = 'VALID' THEN ${pickText(T.FINISH_NOTES_VALID, 'n', SALT.reportNote)}
    WHEN result = 'INVALID' THEN ${pickText(T.FINISH_NOTES_INVALID, 'n', SALT.reportNote)} END)`;
  const moderator = `(ARRAY[${admins.moderators.join(',')}]::int[])[1 + ${below('n', SALT.reportAdmin, admins.moderators.length)}]`;
  const status = `(CASE WHEN ${below('n', SALT.reportStatus, 100)} < (CASE WHEN x < 2 THEN 70 ELSE 12 END) THEN 'OPEN' ELSE 'FINISHED' END)`;
  const finishedAt = afterBefore('created', now, (u) => `(10 + 2880 * pow(${u}, 2)) / 1440.0`, 'n', SALT.reportDelay);

  for (const type of REPORT_TARGET_TYPES) {
    const { table, time } = TARGET_TABLES[type];
    // Accounts are reported any time in the month; content between its posting and now, more
    // often soon after it was posted (the square root pulls the report's age towards the target's).
    const age =
      type === 'account' ? `(30 * ${unit('n', SALT.reportAge)})` : `(target_age * sqrt(${unit('n', SALT.reportAge)}))`;
    await chunked(
      ctx,
      `reports on ${type}`,
      sizes.reports,
      (lo, hi) =>
        insertRaisingLastActive(
          'reports',
          `id, version, enabled, audit_status, created_at, updated_at, reporter_id, target_type, target_id, reason, detail,
            status, result, note, finished_by, finished_at`,
          `SELECT n AS id, CASE WHEN status = 'OPEN' THEN 1 ELSE 2 END AS version, true AS enabled,
            CASE WHEN status = 'OPEN' THEN 'PENDING' ELSE 'APPROVED' END AS audit_status, created AS created_at,
            coalesce(finished_at, created) AS updated_at, reporter AS reporter_id, target_type, target_id, reason, ${detail} AS detail,
            status, result, ${note} AS note, finished_by, finished_at, author_last_active
          FROM (SELECT *,
              CASE WHEN status = 'FINISHED' THEN (CASE WHEN ${chance('n', SALT.reportResult, 0.6)} THEN 'VALID' ELSE 'INVALID' END) END AS result,
              CASE WHEN status = 'FINISHED' THEN ${moderator} END AS finished_by,
              CASE WHEN status = 'FINISHED' THEN ${finishedAt} END AS finished_at
            FROM (SELECT r.n, r.target_type, r.target_id, r.x, r.reporter, ${reason} AS reason, ${status} AS status,
                ra.last_active_at AS author_last_active, greatest(${now} - ${days('r.x')}, t.${time}, ra.registered_at) AS created
              FROM (SELECT *, CASE WHEN rep1 = target_author THEN rep2 ELSE rep1 END AS reporter
                FROM (SELECT *, ${model.activity.activeWithin('x', 'n', SALT.reporter)} AS rep1,
                    ${model.activity.activeWithin('x', 'n', SALT.reporter2)} AS rep2
                  FROM (SELECT *, ${age} AS x FROM (${reportTargets(model, lo, hi, type)}) q OFFSET 0) a OFFSET 0) b
                OFFSET 0) r
              JOIN ${table} t ON t.id = r.target_id
              JOIN accounts ra ON ra.id = r.reporter
              OFFSET 0) c
            OFFSET 0) d`,
          'reporter_id',
          'created_at',
        ),
      1 / REPORT_TARGET_TYPES.length,
    );
  }
}
