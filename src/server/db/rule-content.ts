import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import type { RuleContentKind, RuleKind } from '#contract/rules/rule-kinds';

/** Where each kind's text and author live: the same the content trigger (rules_match) reads. */
const TEXT_OF: Record<RuleContentKind, { table: string; text: string; author: string }> = {
  moment: { table: 'moments', text: 'text', author: 'account_id' },
  moment_comment: { table: 'moment_comments', text: 'text', author: 'account_id' },
  question: { table: 'questions', text: "title || E'\\n' || text", author: 'account_id' },
  question_reply: { table: 'question_replies', text: 'text', author: 'account_id' },
  reply_comment: { table: 'reply_comments', text: 'text', author: 'account_id' },
  about_answer: { table: 'about_answers', text: 'answer', author: 'account_id' },
  account: { table: 'accounts', text: 'nickname', author: 'id' },
};

const table = (k: RuleContentKind) => sql.raw(TEXT_OF[k].table);
const text = (k: RuleContentKind) => sql.raw(TEXT_OF[k].text);
const author = (k: RuleContentKind) => sql.raw(TEXT_OF[k].author);

/** What decides a hit: a rule as saved, or a draft in the form. */
export interface RuleMatching {
  kind: RuleKind;
  pattern: string;
  leet: boolean;
  exceptions: readonly string[];
  exceptionPattern: string;
  authorMaxAgeDays: number | null;
  authorMaxApproved: number | null;
  authorRejectWindow: number | null;
  authorRejectPercent: number | null;
}

/** The parts the database derives from a rule (rules_derive), for matching a draft as the trigger would. */
export interface DerivedRule extends RuleMatching {
  match: string;
  exceptionMatch: string;
  entries: string[];
}

export async function deriveRule(db: Db, r: RuleMatching): Promise<DerivedRule> {
  const [row] = await queryRows<{ match: string; exc: string; entries: string[] }>(
    db,
    sql`SELECT CASE ${r.kind} WHEN 'term' THEN rule_term_regex(${r.pattern}, ${r.leet}, false)
                              WHEN 'regex' THEN rule_regex_pg(${r.pattern}) ELSE '' END AS match,
               rule_exception_regex(${sql.param([...r.exceptions])}::text[], ${r.exceptionPattern}, ${r.leet}) AS exc,
               CASE WHEN ${r.kind} IN ('domain', 'phone') THEN rule_entries(${r.kind}, ${r.pattern}) ELSE '{}' END AS entries`,
  );
  return { ...r, match: row!.match, exceptionMatch: row!.exc, entries: row!.entries };
}

/** Whether the row (of `kind`) hits the rule, as the trigger decides it (author conditions as of now). */
function hitSql(body: SQL, account: SQL, r: DerivedRule): SQL {
  return sql`(rule_body_hits(${r.kind}, ${r.match}, ${r.exceptionMatch}, ${r.leet}, ${sql.param(r.entries)}::text[], ${body})
    AND rule_author_ok(${r.authorMaxAgeDays}::int, ${r.authorMaxApproved}::int, ${r.authorRejectWindow}::int,
                       ${r.authorRejectPercent}::int, ${account}))`;
}

/** The PostgreSQL error message for a regex it cannot compile, or null. Runs outside any transaction. */
export async function postgresRegexError(db: Db, pattern: string): Promise<string | null> {
  try {
    await queryRows(db, sql`SELECT '' ~* rule_regex_pg(${pattern}) AS m`);
    return null;
  } catch (err) {
    const e = err as { message?: unknown; cause?: { message?: unknown } };
    const msg = e.cause?.message ?? e.message;
    return typeof msg === 'string' ? msg.replace(/^invalid regular expression: /, '') : 'invalid';
  }
}

/** The longest one chunk of a dry run may take in the database (milliseconds). */
export const DRY_RUN_STATEMENT_MS = 5_000;

export interface DryRunChunk {
  hits: number;
  scanned: number;
  /** Hits among decided rows: rejected (the rule was right) and approved (it was not). */
  removed: number;
  approved: number;
  samples: { id: number; text: string }[];
  /** The smallest id read, for the next chunk; null when the kind is read to its start. */
  before: number | null;
}

/**
 * One chunk of a dry run: `size` rows of a kind, newest first, below `before`. Chunks keep each
 * statement short: on PGlite the database runs in the server's own thread.
 */
export async function dryRunChunk(
  db: Db,
  kind: RuleContentKind,
  r: DerivedRule,
  before: number | null,
  size: number,
  samples: number,
): Promise<DryRunChunk> {
  // A statement-level limit besides the chunk size: a chunk that ran past it fails the dry run
  // rather than hold a connection (PostgreSQL; PGlite runs each chunk in the server's thread anyway).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = ${sql.raw(String(DRY_RUN_STATEMENT_MS))}`);
    return queryRows<{ id: number; body: string; audit_status: string; hit: boolean }>(
      tx,
      sql`SELECT id, body, audit_status, ${hitSql(sql`body`, sql`author`, r)} AS hit FROM (
          SELECT id, ${text(kind)} AS body, audit_status, ${author(kind)} AS author
          FROM ${table(kind)} ${before === null ? sql`` : sql`WHERE id < ${before}`} ORDER BY id DESC LIMIT ${size}) s`,
    );
  });
  const hits = rows.filter((x) => x.hit);
  return {
    hits: hits.length,
    scanned: rows.length,
    removed: hits.filter((x) => x.audit_status === 'REJECTED').length,
    approved: hits.filter((x) => x.audit_status === 'APPROVED').length,
    samples: hits.slice(0, samples).map((x) => ({ id: x.id, text: x.body })),
    before: rows.length < size ? null : (rows[rows.length - 1]?.id ?? null),
  };
}

/** PENDING rows of a kind (the backlog's estimate). */
export async function pendingCount(db: Db, kind: RuleContentKind): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${table(kind)} WHERE audit_status = 'PENDING'`,
  );
  return row?.n ?? 0;
}

/** The next batch of PENDING rows after `afterId`, in id order, each with whether it hits the rule. */
export function pendingBatch(db: Db, kind: RuleContentKind, r: DerivedRule, afterId: number, size: number) {
  return queryRows<{ id: number; hit: boolean }>(
    db,
    sql`SELECT id, ${hitSql(text(kind), author(kind), r)} AS hit FROM ${table(kind)}
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

/** The holds of `rules` on one row again (the undo of the decision that ended them). */
export async function markHoldingOf(tx: Db, rules: number[], kind: RuleContentKind, id: number): Promise<void> {
  await tx.execute(
    sql`UPDATE rule_hits SET holding = true
        WHERE rule_id = ANY(${intArray(rules)}) AND content_kind = ${kind} AND content_id = ${id}`,
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

/** The rules holding one row now, ascending. */
/** The rows are decided (or their visibility set by hand): no hold keeps them hidden any more. */
export async function clearHolding(tx: Db, kind: RuleContentKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`UPDATE rule_hits SET holding = false
        WHERE content_kind = ${kind} AND content_id = ANY(${intArray(ids)}) AND holding`,
  );
}

/**
 * One item decided outside its queue's keys: its holds end and its leases go, in one statement
 * (the enforcement's content act makes it on every call).
 */
export async function endHoldsAndLeases(tx: Db, kind: RuleContentKind, id: number): Promise<void> {
  await tx.execute(
    sql`WITH released AS (
          UPDATE rule_hits SET holding = false WHERE content_kind = ${kind} AND content_id = ${id} AND holding
        )
        DELETE FROM queue_leases WHERE queue = ${kind} AND item_id = ${id}`,
  );
}

export const hitCountSql: SQL = sql`(SELECT count(*)::int FROM rule_hits h WHERE h.rule_id = rules.id)`;
