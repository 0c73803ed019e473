import { sql, type SQL } from 'drizzle-orm';
import type { ClassifierLabel } from '#contract/classifier';
import { RULE_TEXT_KINDS, type RuleTextKind } from '#contract/moderated-kinds';
import { TEXT_OF } from './classifier-rows';
import { queryRows, type Db } from './client';

export type ReviewState = 'open' | 'agreed' | 'disagreed' | 'escalated' | 'resolved';
export type ReviewDecision = 'approve' | 'reject' | 'enable' | 'disable';

export interface ReviewRow {
  id: number;
  kind: RuleTextKind;
  field: 'audit' | 'enabled';
  targetId: number;
  decision: ReviewDecision;
  label: ClassifierLabel | null;
  decidedAt: Date;
  adminId: number;
  state: ReviewState;
  version: number;
  /** The decider took it back (an undo): nothing is left to review. */
  undone: boolean;
}

interface RawReview {
  id: string | number;
  kind: RuleTextKind;
  field: 'audit' | 'enabled';
  target_id: string | number;
  decision: ReviewDecision;
  label: ClassifierLabel | null;
  decided_at: string | Date;
  admin_id: number;
  state: ReviewState;
  version: number;
  undone: boolean;
}

const reviewRow = (r: RawReview): ReviewRow => ({
  id: Number(r.id),
  kind: r.kind,
  field: r.field,
  targetId: Number(r.target_id),
  decision: r.decision,
  label: r.label,
  decidedAt: new Date(r.decided_at),
  adminId: r.admin_id,
  state: r.state,
  version: r.version,
  undone: r.undone,
});

const COLUMNS = sql`r.log_id AS id, r.queue AS kind, r.field, r.target_id, r.decision, r.label, r.decided_at, r.admin_id,
  r.state, r.version, coalesce(d.reversal = 'undo', false) AS undone`;

/** The item's text, whatever its kind (one scalar subquery per kind, of which one runs). */
const itemText: SQL = sql`CASE r.queue ${sql.join(
  RULE_TEXT_KINDS.map(
    (k) =>
      sql`WHEN ${k} THEN (SELECT ${sql.raw(TEXT_OF[k].text)} FROM ${sql.raw(TEXT_OF[k].table)} t WHERE t.id = r.target_id)`,
  ),
  sql` `,
)} END`;

/** Open reviews a reviewer may take: not their own decisions, not decisions their decider undid. */
const reviewable = (reviewer: number, kind: RuleTextKind | undefined) =>
  sql`r.state = 'open' AND r.admin_id <> ${reviewer} AND d.reversal IS DISTINCT FROM 'undo'
      ${kind === undefined ? sql`` : sql`AND r.queue = ${kind}`}`;

export async function reviewQueue(
  db: Db,
  q: { reviewer: number; after: number; limit: number; kind: RuleTextKind | undefined },
): Promise<{ rows: (ReviewRow & { text: string })[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    queryRows<RawReview & { text: string | null }>(
      db,
      sql`SELECT ${COLUMNS}, ${itemText} AS text
            FROM second_reviews r LEFT JOIN team_decisions d ON d.log_id = r.log_id
           WHERE ${reviewable(q.reviewer, q.kind)} AND r.log_id > ${q.after}
           ORDER BY r.log_id LIMIT ${q.limit}`,
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`SELECT count(*) AS n FROM second_reviews r LEFT JOIN team_decisions d ON d.log_id = r.log_id
           WHERE ${reviewable(q.reviewer, q.kind)}`,
    ),
  ]);
  return { rows: rows.map((r) => ({ ...reviewRow(r), text: r.text ?? '' })), total: Number(count?.n ?? 0) };
}

/** One review, locked for the caller's transaction. */
export async function lockReview(tx: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await queryRows<RawReview>(
    tx,
    sql`SELECT ${COLUMNS} FROM second_reviews r LEFT JOIN team_decisions d ON d.log_id = r.log_id
         WHERE r.log_id = ${id} FOR UPDATE OF r`,
  );
  return row ? reviewRow(row) : null;
}

export async function writeVerdict(
  tx: Db,
  id: number,
  v: {
    state: 'agreed' | 'disagreed' | 'escalated';
    reviewer: number;
    label: ClassifierLabel | null;
    note: string | null;
  },
): Promise<void> {
  await tx.execute(sql`UPDATE second_reviews SET state = ${v.state}, reviewer_id = ${v.reviewer}, reviewed_at = now(),
      reviewer_label = ${v.label}, note = ${v.note}, version = version + 1 WHERE log_id = ${id}`);
}

export async function writeResolution(
  tx: Db,
  id: number,
  r: { lead: number; label: ClassifierLabel; logId: number },
): Promise<void> {
  await tx.execute(sql`UPDATE second_reviews SET state = 'resolved', lead_id = ${r.lead}, lead_label = ${r.label},
      resolved_at = now(), resolve_log_id = ${r.logId}, version = version + 1 WHERE log_id = ${id}`);
}

export interface EscalatedRow extends ReviewRow {
  text: string;
  reviewerLabel: ClassifierLabel;
  note: string | null;
  reviewedAt: Date;
  reviewerId: number;
  deciderName: string;
  reviewerName: string;
}

export async function escalatedReviews(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ rows: EscalatedRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    queryRows<
      RawReview & {
        text: string | null;
        reviewer_label: ClassifierLabel;
        note: string | null;
        reviewed_at: string | Date;
        reviewer_id: number;
        decider_name: string | null;
        reviewer_name: string | null;
      }
    >(
      db,
      sql`SELECT ${COLUMNS}, ${itemText} AS text, r.reviewer_label, r.note, r.reviewed_at, r.reviewer_id,
                 a.username AS decider_name, b.username AS reviewer_name
            FROM second_reviews r LEFT JOIN team_decisions d ON d.log_id = r.log_id
            LEFT JOIN admins a ON a.id = r.admin_id LEFT JOIN admins b ON b.id = r.reviewer_id
           WHERE r.state = 'escalated' ORDER BY r.log_id OFFSET ${page.offset} LIMIT ${page.limit}`,
    ),
    queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM second_reviews WHERE state = 'escalated'`),
  ]);
  return {
    rows: rows.map((r) => ({
      ...reviewRow(r),
      text: r.text ?? '',
      reviewerLabel: r.reviewer_label,
      note: r.note,
      reviewedAt: new Date(r.reviewed_at),
      reviewerId: r.reviewer_id,
      deciderName: r.decider_name ?? '',
      reviewerName: r.reviewer_name ?? '',
    })),
    total: Number(count?.n ?? 0),
  };
}

export interface AgreementTally {
  admin_id: number;
  queue: RuleTextKind;
  label: ClassifierLabel | null;
  reviewed: number;
  agreed: number;
}

/** Answered reviews in [start, end) by decider, queue and label; a disagreement sent on counts as one. */
export function agreementTallies(db: Db, span: { start: string; end: string }): Promise<AgreementTally[]> {
  return queryRows<AgreementTally>(
    db,
    sql`SELECT admin_id, queue, label, count(*)::int AS reviewed, (count(*) FILTER (WHERE state = 'agreed'))::int AS agreed
          FROM second_reviews
         WHERE reviewed_at >= ${span.start}::timestamptz AND reviewed_at < ${span.end}::timestamptz
         GROUP BY admin_id, queue, label`,
  );
}

export interface SettingsRow {
  share_bp: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

const SETTINGS = sql`s.share_bp, s.version, ${sql.raw(`to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)} AS updated_at,
  (SELECT username FROM admins WHERE id = s.updated_by) AS updated_by`;

export async function readSettings(db: Db, lock: boolean): Promise<SettingsRow> {
  const [row] = await queryRows<SettingsRow>(
    db,
    sql`SELECT ${SETTINGS} FROM second_review_settings s WHERE s.id = 1 ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new Error('second_review_settings has no row (migration second-review inserts it)');
  return row;
}

export async function writeShare(tx: Db, shareBp: number, by: number): Promise<SettingsRow> {
  await tx.execute(sql`UPDATE second_review_settings SET share_bp = ${shareBp}, version = version + 1,
      updated_at = now(), updated_by = ${by} WHERE id = 1`);
  return readSettings(tx, false);
}
