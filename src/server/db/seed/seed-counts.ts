import { chunked, exec, timed, type SeedContext } from './seed-context';
import { OrderModel } from './order-model';
import { reportTargets } from './report-targets';
import { enabledRows } from './content-insert';
import { SPAM_SHARE } from './row-status';

/**
 * The per-account counters and flags, computed from the closed-form content model before any
 * account exists (accounts are inserted first because everything references them). Each source
 * is counted in chunks (partial sums per chunk, so no statement runs long), then summed into a
 * temporary table that goes away with the seed's transaction. `moment_count` and `question_count`
 * count ENABLED rows only, the definition moderation keeps up (see MODERATED); `report_count`
 * counts every report.
 */
export async function seedAccountCounts(ctx: SeedContext): Promise<void> {
  const { model, sizes } = ctx;
  const orders = new OrderModel(model);
  await exec(
    ctx,
    `CREATE TEMP TABLE seed_account_parts (id int, moments int, questions int, reports int, vip bool) ON COMMIT DROP`,
  );
  const part = (label: string, total: number, rows: (lo: number, hi: number) => string, share: number) =>
    chunked(
      ctx,
      label,
      total,
      (lo, hi) => `INSERT INTO seed_account_parts
        SELECT account_id, sum(moments), sum(questions), sum(reports), bool_or(vip) FROM (${rows(lo, hi)}) s GROUP BY account_id`,
      share,
    );

  await part(
    'account counters',
    sizes.moments,
    (lo, hi) => `
    SELECT ${model.momentAuthor('x', 'n')} AS account_id, enabled::int AS moments, 0 AS questions, 0 AS reports, false AS vip
    FROM ${enabledRows(`SELECT n, ${model.momentAge('n')} AS x FROM generate_series(${lo}, ${hi}) n`, SPAM_SHARE.moment)}`,
    0.1,
  );
  await part(
    'account counters',
    sizes.questions,
    (lo, hi) => `
    SELECT ${model.questionAuthor('x', 'n')} AS account_id, 0 AS moments, enabled::int AS questions, 0 AS reports, false AS vip
    FROM ${enabledRows(`SELECT n, ${model.questionAge('n')} AS x FROM generate_series(${lo}, ${hi}) n`, SPAM_SHARE.question)}`,
    0.1,
  );
  await part(
    'account counters',
    sizes.reports,
    (lo, hi) => `
    SELECT target_author AS account_id, 0 AS moments, 0 AS questions, 1 AS reports, false AS vip
    FROM (${reportTargets(model, lo, hi)}) r`,
    0.1,
  );
  await part(
    'account counters',
    sizes.orders,
    (lo, hi) => `
    SELECT ${orders.payer('x', 'n')} AS account_id, 0 AS moments, 0 AS questions, 0 AS reports, true AS vip
    FROM (SELECT n, ${orders.age('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) o
    WHERE ${orders.vipPaid(orders.status('x', 'n'), orders.product('n'))}`,
    0.1,
  );

  await timed(ctx, 'account counters', sizes.accounts / 20, async () => {
    await exec(
      ctx,
      `CREATE TEMP TABLE seed_account_counts ON COMMIT DROP AS
       SELECT id, sum(moments)::int AS moments, sum(questions)::int AS questions, sum(reports)::int AS reports, bool_or(vip) AS vip
       FROM seed_account_parts GROUP BY id`,
    );
    await exec(ctx, 'ALTER TABLE seed_account_counts ADD PRIMARY KEY (id)');
    // Temporary tables are never auto-analyzed; without statistics the join below guesses badly.
    await exec(ctx, 'ANALYZE seed_account_counts');
  });
}
