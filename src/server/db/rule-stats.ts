import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import { RULE_CONTENT_KINDS, type RuleContentKind } from '#contract/rules/rule-kinds';
import type { OverturnedHit } from '#contract/api/rules';

/** Each kind's table and the text the lists show for it. */
const SOURCES: Record<RuleContentKind, { table: string; text: string }> = {
  moment: { table: 'moments', text: 'c.text' },
  moment_comment: { table: 'moment_comments', text: 'c.text' },
  question: { table: 'questions', text: "c.title || E'\\n' || c.text" },
  question_reply: { table: 'question_replies', text: 'c.text' },
  reply_comment: { table: 'reply_comments', text: 'c.text' },
  about_answer: { table: 'about_answers', text: 'c.answer' },
  account: { table: 'accounts', text: 'c.nickname' },
};

/** The hits of these rules joined to their items, one SELECT per kind. */
function hitItems(ruleIds: readonly number[], columns: (k: RuleContentKind) => SQL, where: SQL = sql``): SQL {
  return sql.join(
    RULE_CONTENT_KINDS.map(
      (k) => sql`SELECT ${columns(k)} FROM rule_hits h JOIN ${sql.raw(SOURCES[k].table)} c ON c.id = h.content_id
                 WHERE h.content_kind = ${k} AND h.rule_id = ANY(${intArray(ruleIds)}) ${where}`,
    ),
    sql` UNION ALL `,
  );
}

export interface RuleHitStats {
  removed: number;
  approved: number;
  hitsLast14Days: number;
}

/**
 * Per rule: its hits whose items the team rejected (the rule was right) or approved (it was not),
 * and its hits of the last 14 days. One statement for a page of rules.
 */
export async function ruleHitStats(db: Db, ruleIds: readonly number[]): Promise<Map<number, RuleHitStats>> {
  const out = new Map<number, RuleHitStats>();
  if (ruleIds.length === 0) return out;
  const rows = await queryRows<{ rule_id: number; removed: number; approved: number; recent: number }>(
    db,
    sql`SELECT rule_id, sum(removed)::int AS removed, sum(approved)::int AS approved, sum(recent)::int AS recent FROM (
          ${hitItems(
            ruleIds,
            () => sql`h.rule_id, (c.audit_status = 'REJECTED')::int AS removed, (c.audit_status = 'APPROVED')::int AS approved,
                      (h.created_at > now() - interval '14 days')::int AS recent`,
          )}) s GROUP BY rule_id`,
  );
  for (const r of rows) out.set(r.rule_id, { removed: r.removed, approved: r.approved, hitsLast14Days: r.recent });
  return out;
}

/** The rule's hits the team approved, newest change first. */
export async function overturnedHits(db: Db, ruleId: number, limit: number): Promise<OverturnedHit[]> {
  const rows = await queryRows<{ kind: RuleContentKind; id: number; text: string; at: Date | string }>(
    db,
    sql`${hitItems(
      [ruleId],
      (k) => sql`${k}::text AS kind, c.id, ${sql.raw(SOURCES[k].text)} AS text, c.updated_at AS at`,
      sql`AND c.audit_status = 'APPROVED'`,
    )} ORDER BY at DESC, id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    contentKind: r.kind,
    id: r.id,
    text: r.text,
    decidedAt: new Date(r.at).toISOString(),
  }));
}
