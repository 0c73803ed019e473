import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import type { ListSource } from './moderation-list-query';
import type { RuleAction, RuleContentKind, RuleHitRef, RuleKind } from '#contract/rules/rule-kinds';

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

/** The rules that matched each of these rows, by row id. */
export async function ruleHitsOf(db: Db, kind: RuleContentKind, ids: number[]): Promise<Map<number, RuleHitRef[]>> {
  const out = new Map<number, RuleHitRef[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{
    content_id: number;
    rule_id: number;
    name: string;
    kind: RuleKind;
    pattern: string;
    action: RuleAction;
  }>(
    db,
    sql`SELECT h.content_id, r.id AS rule_id, r.name, r.kind, r.pattern, h.action
        FROM rule_hits h JOIN rules r ON r.id = h.rule_id
        WHERE h.content_kind = ${kind} AND h.content_id = ANY(${intArray(ids)})
        ORDER BY h.content_id, r.id`,
  );
  for (const r of rows) {
    const list = out.get(r.content_id) ?? [];
    list.push({ ruleId: r.rule_id, name: r.name, kind: r.kind, pattern: r.pattern, action: r.action });
    out.set(r.content_id, list);
  }
  return out;
}

/**
 * The source with each fetched row carrying its rule hits (one more indexed query per page), so
 * every list, lease and update reply of the kind shows them.
 */
export function withRuleHits<F, R extends { ruleHits?: RuleHitRef[] | undefined }>(
  kind: RuleContentKind,
  source: ListSource<F, R>,
): ListSource<F, R> {
  return {
    ...source,
    fetch: async (db, q) => {
      const rows = await source.fetch(db, q);
      const hits = await ruleHitsOf(
        db,
        kind,
        rows.map((r) => r.id),
      );
      for (const r of rows) r.row.ruleHits = hits.get(r.id) ?? [];
      return rows;
    },
  };
}
