import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReasonCode } from '#contract/moderation-reasons';
import type { RuleTextKind } from '#contract/moderated-kinds';
import { queryRows, type Db } from './client';
import type { ModeratedTable } from './moderation-tables';
import { classifierThresholds } from './schema/classifier';
import { rules } from './schema/rules';

export interface ThresholdRow {
  label: ReasonCode;
  ruleId: number;
  ruleName: string;
  /** The label's built-in rule is enabled: disabling it turns the label's thresholds off. */
  enabled: boolean;
  flag: number | null;
  hold: number | null;
}

/** Every label's thresholds with its built-in rule, in label order. */
export async function thresholdRows(db: Db): Promise<ThresholdRow[]> {
  const rows = await db
    .select({
      label: classifierThresholds.label,
      ruleId: classifierThresholds.ruleId,
      ruleName: rules.name,
      enabled: rules.enabled,
      flag: classifierThresholds.flag,
      hold: classifierThresholds.hold,
    })
    .from(classifierThresholds)
    .innerJoin(rules, eq(rules.id, classifierThresholds.ruleId))
    .orderBy(asc(classifierThresholds.label));
  return rows as ThresholdRow[];
}

/** Locks the labels' rows for a change and answers them as they were. */
export async function lockThresholds(tx: Db): Promise<ThresholdRow[]> {
  await tx.execute(sql`SELECT label FROM classifier_thresholds ORDER BY label FOR UPDATE`);
  return thresholdRows(tx);
}

export async function setThreshold(
  tx: Db,
  label: ReasonCode,
  t: { flag: number | null; hold: number | null },
  adminId: number,
): Promise<void> {
  await tx
    .update(classifierThresholds)
    .set({ flag: t.flag, hold: t.hold, updatedBy: adminId, updatedAt: sql`now()` })
    .where(eq(classifierThresholds.label, label));
}

/** Of these items, the ones still waiting for a decision. */
export async function pendingAmong(tx: Db, t: ModeratedTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(inArray(t.id, ids), eq(t.auditStatus, 'PENDING')));
  return rows.map((r) => Number(r.id));
}

/**
 * Records `ruleId`'s holds of these items: new hits, and hits that only flagged them so far (a
 * later score, e.g. by a new version, went over the hold threshold). Answers those ids; a hit that
 * already held is left alone, so a hold a moderator ended is not put back by a rescore.
 */
export async function insertHoldHits(tx: Db, ruleId: number, kind: RuleTextKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ content_id: number }>(
    tx,
    sql`INSERT INTO rule_hits (rule_id, content_kind, content_id, action)
        SELECT ${ruleId}, ${kind}, unnest(${sql.param(ids)}::int[]), 'hold'
        ON CONFLICT (rule_id, content_kind, content_id) DO UPDATE SET action = 'hold' WHERE rule_hits.action = 'flag'
        RETURNING content_id`,
  );
  return rows.map((r) => r.content_id);
}
