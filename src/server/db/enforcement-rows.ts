import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { isoOfTimestamp, isoOfTimestampOrNull } from './pg-timestamp';
import type { AccountNote, EnforcementRow, EnforcementSummary } from '#contract/api/enforcement';
import type { AppealState, DecidableKind, EnforcementKind, LinkableKind } from '#contract/enforcement';
import { MODERATED } from './moderation-tables';
import type { AccountStatus, AuditStatus } from '#contract/entities';

/** The clock and the strike period every read of "in force" is measured with. */
export interface EnforcementClock {
  now: Date;
  strikeDays: number;
}

/**
 * How an act on a person decided the item it was taken from (`enforcements.content_decision`):
 * the item's state before, the rule holds the act ended, and the state it left with its version,
 * which an undo and an overturned appeal compare against.
 */
export interface ContentDecision {
  before: { enabled: boolean; auditStatus: AuditStatus };
  holds: number[];
  after: { enabled: boolean; auditStatus: AuditStatus; version: number };
}

export interface RawEnforcement {
  id: number;
  version: number;
  account_id: number;
  kind: EnforcementKind;
  reason_code: string | null;
  reason: string;
  content_kind: LinkableKind | null;
  content_id: number | null;
  content_decision: ContentDecision | null;
  starts_at: string;
  ends_at: string | null;
  previous_status: AccountStatus | null;
  replaces_id: number | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
  revoked_by_name: string | null;
  revoked_reason: string | null;
  appeal_state: AppealState;
  appeal_text: string | null;
  appealed_at: string | null;
  appeal_decided_by: number | null;
  appeal_decided_by_name: string | null;
  appeal_decided_at: string | null;
  appeal_note: string | null;
}

/** Enforcement rows named `e` with the names of the admins they mention. */
const withNames = (from: SQL) => sql`SELECT e.*, c.username AS created_by_name, r.username AS revoked_by_name,
    d.username AS appeal_decided_by_name
  FROM ${from}
  LEFT JOIN admins c ON c.id = e.created_by
  LEFT JOIN admins r ON r.id = e.revoked_by
  LEFT JOIN admins d ON d.id = e.appeal_decided_by`;

const SELECT = withNames(sql`enforcements e`);

const DAY_MS = 86_400_000;

/** In force at `clock.now`: see `enforcementRow.active` in the contract. */
export function isActive(e: RawEnforcement, clock: EnforcementClock): boolean {
  if (e.revoked_at !== null) return false;
  const now = clock.now.getTime();
  if (e.kind === 'suspend') return e.ends_at !== null && Date.parse(isoOfTimestamp(e.ends_at)) > now;
  if (e.kind === 'warn') return Date.parse(isoOfTimestamp(e.created_at)) > now - clock.strikeDays * DAY_MS;
  return true;
}

const who = (id: number | null, name: string | null) => (id === null ? null : { id, username: name ?? '' });

export function enforcementOf(e: RawEnforcement, clock: EnforcementClock): EnforcementRow {
  return {
    id: e.id,
    version: e.version,
    accountId: e.account_id,
    kind: e.kind,
    reasonCode: e.reason_code,
    reason: e.reason,
    content: e.content_kind !== null && e.content_id !== null ? { kind: e.content_kind, id: e.content_id } : null,
    startsAt: isoOfTimestamp(e.starts_at),
    endsAt: isoOfTimestampOrNull(e.ends_at),
    createdBy: who(e.created_by, e.created_by_name),
    createdAt: isoOfTimestamp(e.created_at),
    revokedAt: isoOfTimestampOrNull(e.revoked_at),
    revokedBy: who(e.revoked_by, e.revoked_by_name),
    revokedReason: e.revoked_reason,
    appealState: e.appeal_state,
    appealText: e.appeal_text,
    appealedAt: isoOfTimestampOrNull(e.appealed_at),
    appealDecidedBy: who(e.appeal_decided_by, e.appeal_decided_by_name),
    appealDecidedAt: isoOfTimestampOrNull(e.appeal_decided_at),
    appealNote: e.appeal_note,
    active: isActive(e, clock),
  };
}

export function enforcementsWhere(db: Db, where: SQL, order: SQL, limit = 500): Promise<RawEnforcement[]> {
  return queryRows<RawEnforcement>(db, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`);
}

/** One enforcement, locked for this transaction. */
export async function lockEnforcement(tx: Db, id: number): Promise<RawEnforcement | null> {
  const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM enforcements WHERE id = ${id} FOR UPDATE`);
  if (!row) return null;
  return (await readEnforcement(tx, id))!;
}

export async function readEnforcement(db: Db, id: number): Promise<RawEnforcement | null> {
  const [row] = await enforcementsWhere(db, sql`e.id = ${id}`, sql`e.id`, 1);
  return row ?? null;
}

export interface LockedAccount {
  id: number;
  version: number;
  status: AccountStatus;
}

/**
 * Locks the account row: every enforcement on one account goes through this lock, so two
 * moderators acting at once are served one after the other and the second sees the first's rows.
 */
export async function lockAccount(tx: Db, accountId: number): Promise<LockedAccount | null> {
  const [row] = await queryRows<LockedAccount>(
    tx,
    sql`SELECT id, version, status FROM accounts WHERE id = ${accountId} FOR UPDATE`,
  );
  return row ?? null;
}

/** The account's stored status (already locked by the caller). */
export async function accountStatusOf(tx: Db, accountId: number): Promise<LockedAccount | null> {
  const [row] = await queryRows<LockedAccount>(
    tx,
    sql`SELECT id, version, status FROM accounts WHERE id = ${accountId}`,
  );
  return row ?? null;
}

/** Unrevoked suspensions of the account whose end is after `now`: at most one, by the account lock. */
export function activeSuspensions(tx: Db, accountId: number, now: Date): Promise<RawEnforcement[]> {
  return enforcementsWhere(
    tx,
    sql`e.account_id = ${accountId} AND e.kind = 'suspend' AND e.revoked_at IS NULL AND e.ends_at > ${now.toISOString()}::timestamptz`,
    sql`e.ends_at DESC`,
  );
}

export interface NewEnforcement {
  accountId: number;
  kind: EnforcementKind;
  reasonCode: string | null;
  reason: string;
  contentKind: LinkableKind | null;
  contentId: number | null;
  startsAt: Date;
  endsAt: Date | null;
  previousStatus: AccountStatus | null;
  replacesId: number | null;
  createdBy: number;
  contentDecision?: ContentDecision | null | undefined;
}

/** Inserts the enforcement and returns it as `readEnforcement` would, in the same statement. */
export async function insertEnforcement(tx: Db, e: NewEnforcement): Promise<RawEnforcement> {
  const [row] = await queryRows<RawEnforcement>(
    tx,
    sql`WITH e AS (INSERT INTO enforcements (account_id, kind, reason_code, reason, content_kind, content_id, content_decision,
        starts_at, ends_at, previous_status, replaces_id, created_by, created_at)
      VALUES (${e.accountId}, ${e.kind}, ${e.reasonCode}, ${e.reason}, ${e.contentKind}, ${e.contentId},
        ${e.contentDecision ? JSON.stringify(e.contentDecision) : null}::jsonb,
        ${e.startsAt.toISOString()}::timestamptz, ${e.endsAt?.toISOString() ?? null}::timestamptz,
        ${e.previousStatus}, ${e.replacesId}, ${e.createdBy}, ${e.startsAt.toISOString()}::timestamptz)
      RETURNING *)
      ${withNames(sql`e`)}`,
  );
  return row!;
}

/** Sets columns of one (locked) enforcement and bumps its version. */
export async function updateEnforcement(tx: Db, id: number, set: SQL): Promise<void> {
  await tx.execute(sql`UPDATE enforcements SET ${set}, version = version + 1 WHERE id = ${id}`);
}

export async function enforcementSummary(
  db: Db,
  accountId: number,
  clock: EnforcementClock,
): Promise<EnforcementSummary> {
  const now = clock.now.toISOString();
  const strikeFrom = new Date(clock.now.getTime() - clock.strikeDays * DAY_MS).toISOString();
  const [row] = await queryRows<{
    strikes: number;
    last_kind: EnforcementKind | null;
    last_at: string | null;
    until: string | null;
    appeals: number;
    total: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM enforcements WHERE account_id = ${accountId} AND kind = 'warn'
        AND revoked_at IS NULL AND created_at > ${strikeFrom}::timestamptz) AS strikes,
      last.kind AS last_kind, last.created_at AS last_at,
      (SELECT max(ends_at) FROM enforcements WHERE account_id = ${accountId} AND kind = 'suspend'
        AND revoked_at IS NULL AND ends_at > ${now}::timestamptz) AS until,
      (SELECT count(*)::int FROM enforcements WHERE account_id = ${accountId} AND appeal_state = 'pending') AS appeals,
      (SELECT count(*)::int FROM enforcements WHERE account_id = ${accountId}) AS total
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT kind, created_at FROM enforcements WHERE account_id = ${accountId} AND revoked_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1) last ON true`,
  );
  const r = row!;
  return {
    activeStrikes: r.strikes,
    last: r.last_kind !== null && r.last_at !== null ? { kind: r.last_kind, at: isoOfTimestamp(r.last_at) } : null,
    suspendedUntil: isoOfTimestampOrNull(r.until),
    pendingAppeals: r.appeals,
    total: r.total,
  };
}

interface RawNote {
  id: number;
  account_id: number;
  author_id: number;
  username: string;
  created_at: string;
  text: string;
}

const noteOf = (n: RawNote): AccountNote => ({
  id: n.id,
  accountId: n.account_id,
  author: { id: n.author_id, username: n.username },
  createdAt: isoOfTimestamp(n.created_at),
  text: n.text,
});

const NOTES = sql`SELECT n.*, a.username FROM account_notes n JOIN admins a ON a.id = n.author_id`;

export async function accountNotes(db: Db, accountId: number, limit = 200): Promise<AccountNote[]> {
  const rows = await queryRows<RawNote>(
    db,
    sql`${NOTES} WHERE n.account_id = ${accountId} ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}`,
  );
  return rows.map(noteOf);
}

export async function insertNote(tx: Db, accountId: number, authorId: number, text: string, at: Date) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO account_notes (account_id, author_id, text, created_at)
      VALUES (${accountId}, ${authorId}, ${text}, ${at.toISOString()}::timestamptz) RETURNING id`,
  );
  const [note] = await queryRows<RawNote>(tx, sql`${NOTES} WHERE n.id = ${row!.id}`);
  return noteOf(note!);
}

/** The author of a content row, or null when there is none with that id. */
export async function authorOf(db: Db, kind: LinkableKind, id: number): Promise<number | null> {
  const table = {
    moment: 'moments',
    moment_comment: 'moment_comments',
    question: 'questions',
    question_reply: 'question_replies',
    reply_comment: 'reply_comments',
    about_answer: 'about_answers',
    message: 'messages',
  }[kind];
  const column = kind === 'message' ? 'from_account_id' : 'account_id';
  const [row] = await queryRows<{ a: number }>(
    db,
    sql`SELECT ${sql.identifier(column)} AS a FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return row?.a ?? null;
}

/** The item an act is taken from, locked: its state, its author and the rules holding it. */
export interface ActItem {
  version: number;
  enabled: boolean;
  audit_status: AuditStatus;
  author: number;
  holds: number[];
}

/**
 * Locks the item an act is taken from and reads, in the same statement, its author (checked
 * before anything is written) and the rules holding it (kept for the undo): one round trip where
 * three were, on the path every enforcement from the queue takes.
 */
export async function lockActItem(tx: Db, kind: DecidableKind, id: number): Promise<ActItem | null> {
  const t = MODERATED[kind];
  const [row] = await queryRows<ActItem>(
    tx,
    sql`SELECT ${t.version} AS version, ${t.enabled} AS enabled, ${t.auditStatus} AS audit_status,
          account_id AS author,
          ARRAY(SELECT rule_id FROM rule_hits WHERE content_kind = ${kind} AND content_id = ${id} AND holding
                ORDER BY rule_id) AS holds
        FROM ${t.table} WHERE ${t.id} = ${id} FOR UPDATE`,
  );
  return row ?? null;
}
