import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { exec, timed, type SeedContext } from './seed-context';

/** The kinds the risk score is kept for, by the table that holds them. */
const SCORED = [
  ['account', 'accounts'],
  ['moment', 'moments'],
  ['moment_comment', 'moment_comments'],
  ['question', 'questions'],
  ['question_reply', 'question_replies'],
  ['reply_comment', 'reply_comments'],
  ['about_answer', 'about_answers'],
  ['avatar_cert', 'avatar_certs'],
] as const;

/** The row and statement triggers that keep risk scores as rows arrive (migration risk-score-sql). */
const TRIGGERS = [
  ...SCORED.map(([, table]) => [table, 'risk_score_new'] as const),
  ['reports', 'risk_reporter_accuracy'],
  ['reports', 'risk_reports_inserted'],
  ['reports', 'risk_reports_updated'],
] as const;

/** One statement after another: they share the seed's one connection. */
async function setTriggers(ctx: SeedContext, state: 'ENABLE' | 'DISABLE'): Promise<void> {
  for (const [table, name] of TRIGGERS) await exec(ctx, `ALTER TABLE ${table} ${state} TRIGGER ${name}`);
}

/**
 * A trigger call per row costs more than loading the row (≈100 µs against ≈15 at 1M moments), so
 * the bulk load runs without them and the scores are computed afterwards, set-based, in the same
 * transaction: nobody sees the tables in between.
 */
export function suspendRiskTriggers(ctx: SeedContext): Promise<void> {
  return setTriggers(ctx, 'DISABLE');
}

export async function rebuildRiskScores(ctx: SeedContext): Promise<void> {
  await setTriggers(ctx, 'ENABLE');
  await timed(ctx, 'risk scores', 0, () => exec(ctx, 'SELECT risk_rebuild_reporter_accuracy()'));
  for (const [kind, table] of SCORED) {
    const [row] = await queryRows<{ top: number | null }>(ctx.db, sql.raw(`SELECT max(id) AS top FROM ${table}`));
    const top = row?.top ?? 0;
    // An UPDATE writes every index of the row again: a quarter of an insert chunk keeps each
    // statement well inside the client's read timeout.
    const chunk = Math.max(1, Math.floor(ctx.chunkRows / 4));
    for (let lo = 1; lo <= top; lo += chunk) {
      const hi = Math.min(top, lo + chunk - 1);
      await timed(ctx, 'risk scores', 0, () => exec(ctx, `SELECT risk_rebuild('${kind}', ${lo}, ${hi})`));
    }
  }
  await timed(ctx, 'risk scores', 0, () => exec(ctx, 'SELECT risk_rebuild_message_reports()'));
}
