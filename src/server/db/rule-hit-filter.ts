import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RuleContentKind } from '#contract/rules/rule-kinds';
import type { ClassifierLabel } from '#contract/classifier';

/** The kind rules record for each table whose text they read. */
const KIND_OF_TABLE: Record<string, RuleContentKind> = {
  moments: 'moment',
  moment_comments: 'moment_comment',
  questions: 'question',
  question_replies: 'question_reply',
  reply_comments: 'reply_comment',
  about_answers: 'about_answer',
  accounts: 'account',
};

/** The rule kind of the table `idColumn` belongs to, or null for tables rules do not read. */
export function ruleKindOf(idColumn: AnyPgColumn): RuleContentKind | null {
  return ruleKindOfTable(getTableName(idColumn.table));
}

/** The rule kind of a table by its name, or null for tables rules do not read. */
export function ruleKindOfTable(name: string): RuleContentKind | null {
  return KIND_OF_TABLE[name] ?? null;
}

/** "Matched rule": an EXISTS on the hits' (rule, kind, content) key. */
export function matchedRuleWhere(idColumn: AnyPgColumn, ruleId: number | undefined): SQL | undefined {
  if (ruleId === undefined) return undefined;
  const kind = ruleKindOf(idColumn);
  if (kind === null) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM rule_hits h WHERE h.rule_id = ${ruleId} AND h.content_kind = ${kind} AND h.content_id = ${idColumn})`;
}

/** "Classifier says": an EXISTS on the item's latest score, the label's probability at least `min` (0.5). */
export function classifierWhere(
  idColumn: AnyPgColumn,
  label: ClassifierLabel | undefined,
  min: number | undefined,
): SQL | undefined {
  if (label === undefined) return undefined;
  const kind = ruleKindOf(idColumn);
  if (kind === null || kind === 'account') return sql`false`;
  return sql`EXISTS (SELECT 1 FROM classifier_scores s WHERE s.kind = ${kind} AND s.item_id = ${idColumn}
    AND coalesce((s.probabilities->>${label})::real, 0) >= ${min ?? 0.5})`;
}
