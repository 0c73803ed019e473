import { sql } from 'drizzle-orm';
import { RULE_TEXT_KINDS, type RuleTextKind } from '#contract/moderated-kinds';
import type { ClassifierLabel } from '#contract/classifier';
import { queryRows, type Db } from './client';
import type { StoredDriver } from './schema/classifier';

/** Each kind's table and the text the classifier and the wave fingerprints read (the rules' reading: db/rule-content.ts). */
export const TEXT_OF: Record<RuleTextKind, { table: string; text: string }> = {
  moment: { table: 'moments', text: 't.text' },
  moment_comment: { table: 'moment_comments', text: 't.text' },
  question: { table: 'questions', text: "t.title || E'\\n' || t.text" },
  question_reply: { table: 'question_replies', text: 't.text' },
  reply_comment: { table: 'reply_comments', text: 't.text' },
  about_answer: { table: 'about_answers', text: 't.answer' },
};

/** One item's standing decision: the newest of its decisions that was not undone. */
export interface DecisionRow {
  kind: RuleTextKind;
  id: number;
  /** team_decisions.kind: approve, reject, disable, warn, suspend, ban. */
  decision: string;
  reason: string | null;
  at: Date;
  text: string;
  /** Who made the decision. */
  adminId: number;
}

const DECIDING = ['approve', 'reject', 'disable', 'warn', 'suspend', 'ban'];

/**
 * The team's decisions on text items, one per item: the newest that was not undone, so that a
 * later decision by someone else (an overturn) relabels the item. Undone decisions and the
 * undos themselves say nothing about the text. A lead's resolution of a second review counts as
 * a decision with the lead's label, at its own log row: it stands even where the item already
 * stood so (a reject for another reason changes no column, so logs no decision of its own).
 */
export async function standingDecisions(db: Db): Promise<DecisionRow[]> {
  const perKind = RULE_TEXT_KINDS.map(
    (k) =>
      sql`SELECT ${k}::text AS kind, s.target_id AS id, s.kind AS decision, s.reason, s.at, s.admin_id AS "adminId", ${sql.raw(TEXT_OF[k].text)} AS text
            FROM standing s JOIN ${sql.raw(TEXT_OF[k].table)} t ON t.id = s.target_id WHERE s.queue = ${k}`,
  );
  const rows = await queryRows<
    Omit<DecisionRow, 'id' | 'at' | 'adminId'> & { id: string | number; at: string | Date; adminId: string | number }
  >(
    db,
    sql`WITH standing AS (
          SELECT DISTINCT ON (queue, target_id) queue, target_id, kind, at, admin_id, reason FROM (
            SELECT d.queue, d.target_id, d.kind, d.at, d.admin_id, l.reason, d.log_id
              FROM team_decisions d JOIN action_log l ON l.id = d.log_id
             WHERE d.queue IN (${sql.join(
               RULE_TEXT_KINDS.map((k) => sql`${k}`),
               sql`, `,
             )})
               AND d.kind IN (${sql.join(
                 DECIDING.map((k) => sql`${k}`),
                 sql`, `,
               )})
               AND d.reversal IS DISTINCT FROM 'undo'
            UNION ALL
            SELECT r.queue, r.target_id, CASE WHEN r.lead_label = 'fine' THEN 'approve' ELSE 'reject' END,
                   r.resolved_at, r.lead_id, '[' || r.lead_label || ']', r.resolve_log_id
              FROM second_reviews r WHERE r.state = 'resolved') decided
           ORDER BY queue, target_id, log_id DESC)
        ${sql.join(perKind, sql` UNION ALL `)}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at), adminId: Number(r.adminId) }));
}

export interface ModelRow {
  version: number;
  /** Null when the schedule trained it (read only by the quality screen). */
  trainedBy?: { id: number; name: string } | null;
  trainedAt: Date;
  examples: number;
  oldestDecisionAt: Date | null;
  newestDecisionAt: Date | null;
  trainMs: number;
  model: unknown;
  quality: unknown;
}

interface RawModelRow {
  version: number;
  trained_at: string | Date;
  examples: number;
  oldest_decision_at: string | Date | null;
  newest_decision_at: string | Date | null;
  train_ms: number;
  model?: unknown;
  quality: unknown;
}

const date = (d: string | Date | null) => (d === null ? null : new Date(d));
const modelRow = (r: RawModelRow): ModelRow => ({
  version: r.version,
  trainedAt: new Date(r.trained_at),
  examples: r.examples,
  oldestDecisionAt: date(r.oldest_decision_at),
  newestDecisionAt: date(r.newest_decision_at),
  trainMs: r.train_ms,
  model: r.model ?? null,
  quality: r.quality,
});

/** The model in use (the newest); with its weights only when asked, since they are the bulk of the row. */
export async function latestModel(db: Db, withWeights: boolean): Promise<ModelRow | null> {
  const [row] = await queryRows<RawModelRow>(
    db,
    sql`SELECT version, trained_at, examples, oldest_decision_at, newest_decision_at, train_ms, quality
               ${withWeights ? sql`, model` : sql``}
          FROM classifier_models ORDER BY version DESC LIMIT 1`,
  );
  return row ? modelRow(row) : null;
}

/** The version in use, and nothing else: what the scorer asks before every batch. */
export async function latestVersion(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ version: number }>(db, sql`SELECT max(version) AS version FROM classifier_models`);
  return row?.version ?? null;
}

export async function insertModel(
  db: Db,
  m: Omit<ModelRow, 'version' | 'trainedAt' | 'trainedBy'> & { trainedBy: number | null },
): Promise<ModelRow> {
  const [row] = await queryRows<RawModelRow>(
    db,
    sql`INSERT INTO classifier_models (trained_by, examples, oldest_decision_at, newest_decision_at, train_ms, model, quality)
        VALUES (${m.trainedBy}, ${m.examples}, ${m.oldestDecisionAt?.toISOString() ?? null}::timestamptz,
                ${m.newestDecisionAt?.toISOString() ?? null}::timestamptz, ${m.trainMs},
                ${JSON.stringify(m.model)}::jsonb, ${JSON.stringify(m.quality)}::jsonb)
        RETURNING version, trained_at, examples, oldest_decision_at, newest_decision_at, train_ms, quality`,
  );
  return modelRow(row!);
}

/** Whether this transaction got the training lock (one replica trains at a time); `wait` blocks for it. */
export async function trainingLock(tx: Db, wait: boolean): Promise<boolean> {
  const key = sql`hashtext('backoffice.classifier.train')`;
  if (wait) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
    return true;
  }
  const [row] = await queryRows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${key}) AS got`);
  return row?.got === true;
}

/** Puts every item still waiting for a decision back in line for a score (after a new model). */
export async function queuePendingForRescore(tx: Db): Promise<void> {
  for (const k of RULE_TEXT_KINDS) {
    await tx.execute(sql`INSERT INTO classifier_unscored (kind, item_id)
      SELECT ${k}, id FROM ${sql.raw(TEXT_OF[k].table)} WHERE audit_status = 'PENDING' ON CONFLICT DO NOTHING`);
  }
}

export interface UnscoredItem {
  kind: RuleTextKind;
  id: number;
  queuedAt: Date;
  /** Null when the item is gone (deleted after it was queued). */
  text: string | null;
}

/**
 * Takes up to `limit` waiting items, newest first so that a backlog (a seed, a new model) does not
 * hold back what just arrived, and locks them against the other replicas' scorers (SKIP LOCKED):
 * the caller deletes them in the same transaction with its scores.
 */
export async function claimUnscored(tx: Db, limit: number): Promise<UnscoredItem[]> {
  const claimed = await queryRows<{ kind: RuleTextKind; item_id: string | number; queued_at: string | Date }>(
    tx,
    sql`SELECT kind, item_id, queued_at FROM classifier_unscored
         ORDER BY queued_at DESC LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
  if (claimed.length === 0) return [];
  const texts = new Map<string, string>();
  for (const k of RULE_TEXT_KINDS) {
    const ids = claimed.filter((c) => c.kind === k).map((c) => Number(c.item_id));
    if (ids.length === 0) continue;
    const rows = await queryRows<{ id: string | number; text: string }>(
      tx,
      sql`SELECT t.id, ${sql.raw(TEXT_OF[k].text)} AS text FROM ${sql.raw(TEXT_OF[k].table)} t
           WHERE t.id = ANY(${sql.param(ids)}::bigint[])`,
    );
    for (const r of rows) texts.set(`${k}:${r.id}`, r.text);
  }
  return claimed.map((c) => ({
    kind: c.kind,
    id: Number(c.item_id),
    queuedAt: new Date(c.queued_at),
    text: texts.get(`${c.kind}:${c.item_id}`) ?? null,
  }));
}

export interface ScoreRow {
  kind: RuleTextKind;
  id: number;
  probabilities: Partial<Record<ClassifierLabel, number>>;
  topLabel: ClassifierLabel;
  topProbability: number;
  drivers: StoredDriver[];
}

/** Writes the scores of a batch with their model's version and takes their items out of line. */
export async function saveScores(tx: Db, version: number, items: readonly UnscoredItem[], scores: readonly ScoreRow[]) {
  if (scores.length > 0) {
    const col = <T>(f: (s: ScoreRow) => T) => sql.param(scores.map(f));
    await tx.execute(sql`INSERT INTO classifier_scores (kind, item_id, model_version, probabilities, top_label, top_probability, drivers)
      SELECT k, i, ${version}, p::jsonb, l, tp, d::jsonb
        FROM unnest(${col((s) => s.kind)}::text[], ${col((s) => s.id)}::bigint[], ${col((s) => JSON.stringify(s.probabilities))}::text[],
                    ${col((s) => s.topLabel)}::text[], ${col((s) => s.topProbability)}::real[], ${col((s) => JSON.stringify(s.drivers))}::text[])
             AS u(k, i, p, l, tp, d)
      ON CONFLICT (kind, item_id) DO UPDATE SET model_version = excluded.model_version, scored_at = now(),
        probabilities = excluded.probabilities, top_label = excluded.top_label,
        top_probability = excluded.top_probability, drivers = excluded.drivers`);
  }
  const kinds = sql.param(items.map((i) => i.kind));
  await tx.execute(sql`DELETE FROM classifier_unscored u USING unnest(${kinds}::text[], ${sql.param(items.map((i) => i.id))}::bigint[]) AS x(k, i)
    WHERE u.kind = x.k AND u.item_id = x.i`);
}

/** Items waiting for a score, and how long the oldest has waited (for /metrics). */
export async function unscoredBacklog(db: Db): Promise<{ items: number; oldestSeconds: number }> {
  const [row] = await queryRows<{ items: string | number; oldest: string | number | null }>(
    db,
    sql`SELECT count(*) AS items, extract(epoch FROM clock_timestamp() - min(queued_at)) AS oldest FROM classifier_unscored`,
  );
  return { items: Number(row?.items ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
}

/**
 * Each scored item's risk part `classifier`: its most probable label other than "fine", or none
 * when the model gives every other label 0 (risk_write_parts re-scores the item and its open reports).
 */
export async function writeClassifierRisk(tx: Db, scores: readonly ScoreRow[]): Promise<void> {
  const parts = scores.map((s) => {
    let top: { label: ClassifierLabel; probability: number } | null = null;
    for (const [label, p] of Object.entries(s.probabilities) as [ClassifierLabel, number][])
      if (label !== 'fine' && p > 0 && (top === null || p > top.probability)) top = { label, probability: p };
    return { kind: s.kind, id: s.id, part: JSON.stringify({ classifier: top }) };
  });
  if (parts.length === 0) return;
  const col = <T>(f: (p: (typeof parts)[number]) => T) => sql.param(parts.map(f));
  await tx.execute(sql`SELECT risk_write_parts(k, i, p::jsonb)
    FROM unnest(${col((p) => p.kind)}::text[], ${col((p) => p.id)}::int[], ${col((p) => p.part)}::text[]) AS u(k, i, p)`);
}

/** The model in use with who trained it, for the quality screen (without its weights). */
export async function latestModelWithTrainer(db: Db): Promise<ModelRow | null> {
  const [row] = await queryRows<RawModelRow & { by_id: number | null; by_name: string | null }>(
    db,
    sql`SELECT m.version, m.trained_at, m.examples, m.oldest_decision_at, m.newest_decision_at, m.train_ms, m.quality,
               a.id AS by_id, a.username AS by_name
          FROM classifier_models m LEFT JOIN admins a ON a.id = m.trained_by ORDER BY m.version DESC LIMIT 1`,
  );
  if (!row) return null;
  return { ...modelRow(row), trainedBy: row.by_id === null ? null : { id: row.by_id, name: row.by_name ?? '' } };
}

/** Usernames of these admins, by id. */
export async function adminNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; username: string }>(
    db,
    sql`SELECT id, username FROM admins WHERE id = ANY(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.username]));
}
