import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import type { RuleContentKind } from '#contract/rules/rule-kinds';

/** Where each kind's text lives: the same text the content trigger (rules_match) reads. */
const TEXT_OF: Record<RuleContentKind, { table: string; text: string }> = {
  moment: { table: 'moments', text: 'text' },
  moment_comment: { table: 'moment_comments', text: 'text' },
  question: { table: 'questions', text: "title || E'\\n' || text" },
  question_reply: { table: 'question_replies', text: 'text' },
  reply_comment: { table: 'reply_comments', text: 'text' },
  about_answer: { table: 'about_answers', text: 'answer' },
  account: { table: 'accounts', text: 'nickname' },
};

const table = (k: RuleContentKind) => sql.raw(TEXT_OF[k].table);
const text = (k: RuleContentKind) => sql.raw(TEXT_OF[k].text);

/** The regex the database runs for a rule (terms are expanded by rule_term_pattern). */
export async function matchPatternOf(db: Db, kind: 'term' | 'regex', pattern: string): Promise<string> {
  if (kind === 'regex') return pattern;
  const [row] = await queryRows<{ p: string }>(db, sql`SELECT rule_term_pattern(${pattern}, false) AS p`);
  return row!.p;
}

/** The PostgreSQL error message for a regex it cannot compile, or null. Runs outside any transaction. */
export async function postgresRegexError(db: Db, pattern: string): Promise<string | null> {
  try {
    await queryRows(db, sql`SELECT '' ~* ${pattern} AS m`);
    return null;
  } catch (err) {
    const e = err as { message?: unknown; cause?: { message?: unknown } };
    const msg = e.cause?.message ?? e.message;
    return typeof msg === 'string' ? msg.replace(/^invalid regular expression: /, '') : 'invalid';
  }
}

/** How many of the newest `limit` rows of a kind match, and the first `samples` of them. */
export async function dryRunKind(db: Db, kind: RuleContentKind, match: string, limit: number, samples: number) {
  const [count] = await queryRows<{ hits: number; scanned: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE hit)::int AS hits, count(*)::int AS scanned FROM (
          SELECT normalize(${text(kind)}, NFKC) ~* ${match} AS hit FROM ${table(kind)} ORDER BY id DESC LIMIT ${limit}) s`,
  );
  const rows =
    samples > 0
      ? await queryRows<{ id: number; text: string }>(
          db,
          sql`SELECT id, body AS text FROM (
                SELECT id, ${text(kind)} AS body FROM ${table(kind)} ORDER BY id DESC LIMIT ${limit}) s
              WHERE normalize(body, NFKC) ~* ${match} LIMIT ${samples}`,
        )
      : [];
  return { hits: count?.hits ?? 0, scanned: count?.scanned ?? 0, samples: rows };
}

/** PENDING rows of a kind (the backlog's estimate). */
export async function pendingCount(db: Db, kind: RuleContentKind): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${table(kind)} WHERE audit_status = 'PENDING'`,
  );
  return row?.n ?? 0;
}

/** The next batch of PENDING rows after `afterId`, in id order, each with whether it matches. */
export function pendingBatch(db: Db, kind: RuleContentKind, match: string, afterId: number, size: number) {
  return queryRows<{ id: number; hit: boolean }>(
    db,
    sql`SELECT id, normalize(${text(kind)}, NFKC) ~* ${match} AS hit FROM ${table(kind)}
        WHERE audit_status = 'PENDING' AND id > ${afterId} ORDER BY id LIMIT ${size}`,
  );
}

/** Records hits; returns the ids that are new hits of this rule. */
export async function insertHits(
  tx: Db,
  ruleId: number,
  kind: RuleContentKind,
  action: string,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ content_id: number }>(
    tx,
    sql`INSERT INTO rule_hits (rule_id, content_kind, content_id, action)
        SELECT ${ruleId}, ${kind}, unnest(${intArray(ids)}), ${action}
        ON CONFLICT (rule_id, content_kind, content_id) DO NOTHING RETURNING content_id`,
  );
  return rows.map((r) => r.content_id);
}

/** Marks the hits of `ruleId` on these rows as the ones holding them hidden. */
export async function markHolding(tx: Db, ruleId: number, kind: RuleContentKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`UPDATE rule_hits SET holding = true
        WHERE rule_id = ${ruleId} AND content_kind = ${kind} AND content_id = ANY(${intArray(ids)})`,
  );
}

/** Rows among `ids` a hold keeps hidden, with the names of the holding rules. */
export async function heldRows(tx: Db, kind: RuleContentKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; names: string }>(
    tx,
    sql`SELECT h.content_id AS id, string_agg(r.name, ', ' ORDER BY r.id) AS names
        FROM rule_hits h JOIN rules r ON r.id = h.rule_id
        WHERE h.content_kind = ${kind} AND h.content_id = ANY(${intArray(ids)}) AND h.holding
        GROUP BY h.content_id`,
  );
  return new Map(rows.map((r) => [r.id, r.names]));
}

/** The rows are decided (or their visibility set by hand): no hold keeps them hidden any more. */
export async function clearHolding(tx: Db, kind: RuleContentKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`UPDATE rule_hits SET holding = false
        WHERE content_kind = ${kind} AND content_id = ANY(${intArray(ids)}) AND holding`,
  );
}

export const hitCountSql: SQL = sql`(SELECT count(*)::int FROM rule_hits h WHERE h.rule_id = rules.id)`;
