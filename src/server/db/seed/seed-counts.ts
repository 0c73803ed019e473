import { exec, timed, type SeedContext } from './seed-context';
import { OrderModel } from './order-model';
import { reportTargets } from './report-targets';

/**
 * The per-account counters and flags, computed from the closed-form content model before any
 * account exists (accounts are inserted first because everything references them). A temporary
 * table that goes away with the seed's transaction.
 */
export async function seedAccountCounts(ctx: SeedContext): Promise<void> {
  const { model, sizes } = ctx;
  const orders = new OrderModel(model);
  const moments = `SELECT ${model.momentAuthor('x', 'n')} AS account_id, 1 AS moments, 0 AS questions, 0 AS reports, false AS vip
    FROM (SELECT n, ${model.momentAge('n')} AS x FROM generate_series(1, ${sizes.moments}) n OFFSET 0) m`;
  const questions = `SELECT ${model.questionAuthor('x', 'n')}, 0, 1, 0, false
    FROM (SELECT n, ${model.questionAge('n')} AS x FROM generate_series(1, ${sizes.questions}) n OFFSET 0) q`;
  const reports = `SELECT target_author, 0, 0, 1, false FROM (${reportTargets(model, 1, sizes.reports)}) r`;
  const vip = `SELECT ${orders.payer('x', 'n')}, 0, 0, 0, true
    FROM (SELECT n, ${orders.age('n')} AS x FROM generate_series(1, ${sizes.orders}) n OFFSET 0) o
    WHERE ${orders.vipPaid(orders.status('x', 'n'), orders.product('n'))}`;
  await timed(ctx, 'account counters', sizes.accounts / 4, async () => {
    await exec(
      ctx,
      `CREATE TEMP TABLE seed_account_counts ON COMMIT DROP AS
       SELECT account_id AS id, sum(moments)::int AS moments, sum(questions)::int AS questions,
              sum(reports)::int AS reports, bool_or(vip) AS vip
       FROM (${moments} UNION ALL ${questions} UNION ALL ${reports} UNION ALL ${vip}) s
       GROUP BY account_id`,
    );
    await exec(ctx, 'ALTER TABLE seed_account_counts ADD PRIMARY KEY (id)');
    // Temporary tables are never auto-analyzed; without statistics the join below guesses badly.
    await exec(ctx, 'ANALYZE seed_account_counts');
  });
}
