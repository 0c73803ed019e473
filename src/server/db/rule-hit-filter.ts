import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RuleContentKind } from '#contract/rules/rule-kinds';

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
  return KIND_OF_TABLE[getTableName(idColumn.table)] ?? null;
}

/** "Matched rule": an EXISTS on the hits' (rule, kind, content) key. */
export function matchedRuleWhere(idColumn: AnyPgColumn, ruleId: number | undefined): SQL | undefined {
  if (ruleId === undefined) return undefined;
  const kind = ruleKindOf(idColumn);
  if (kind === null) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM rule_hits h WHERE h.rule_id = ${ruleId} AND h.content_kind = ${kind} AND h.content_id = ${idColumn})`;
}
