import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { orders } from './schema/commerce';
import { reports } from './schema/reports';
import { iso, isoOrNull } from './moderation-sql';
import { isoOfTimestamp } from './pg-timestamp';
import type { AccountOrder, StatusChange } from '#contract/api/moderation-account-info';
import type { AccountStatus, PayMethod } from '#contract/entities';

/** Where each kind of reported item keeps its author. */
const AUTHORED: ReadonlyArray<readonly [targetType: string, table: string, author: string]> = [
  ['moment', 'moments', 'account_id'],
  ['moment_comment', 'moment_comments', 'account_id'],
  ['question', 'questions', 'account_id'],
  ['question_reply', 'question_replies', 'account_id'],
  ['reply_comment', 'reply_comments', 'account_id'],
  ['message', 'messages', 'from_account_id'],
];

/**
 * Reports against an account: at the account itself or at anything it wrote or sent. Written as a
 * union of index lookups (the author's items, then reports_target_idx per item) because the same
 * test as one OR of `IN (subquery)` arms is planned as a scan of every report (130 ms at 150k
 * reports against 0.3 ms).
 */
export function reportsAgainst(accountId: number): SQL {
  const arms = AUTHORED.map(
    ([targetType, table, author]) => sql`SELECT r.id FROM ${sql.identifier(table)} t
      JOIN reports r ON r.target_type = ${targetType} AND r.target_id = t.id
      WHERE t.${sql.identifier(author)} = ${accountId}`,
  );
  return sql`${reports.id} IN (
    SELECT r.id FROM reports r WHERE r.target_type = 'account' AND r.target_id = ${accountId}
    UNION ALL ${sql.join(arms, sql` UNION ALL `)}
  )`;
}

export interface AccountCounts {
  moments: number;
  momentComments: number;
  questions: number;
  questionReplies: number;
  replyComments: number;
  aboutAnswers: number;
  reportsAgainst: number;
  openReportsAgainst: number;
  removed: number;
  reportsFiled: number;
  orders: number;
}

/** Live counts of an account's items, in one round trip. */
export async function accountCounts(db: Db, accountId: number): Promise<AccountCounts> {
  const n = (table: string) =>
    sql`(SELECT count(*)::int FROM ${sql.identifier(table)} WHERE account_id = ${accountId})`;
  const removed = sql.join(
    ['moments', 'moment_comments', 'questions', 'question_replies', 'reply_comments', 'about_answers'].map(
      (table) => sql`(SELECT count(*)::int FROM ${sql.identifier(table)}
        WHERE account_id = ${accountId} AND (NOT enabled OR audit_status = 'REJECTED'))`,
    ),
    sql` + `,
  );
  const [row] = await queryRows<AccountCounts>(
    db,
    sql`SELECT ${n('moments')} AS "moments", ${n('moment_comments')} AS "momentComments", ${n('questions')} AS "questions",
          ${n('question_replies')} AS "questionReplies", ${n('reply_comments')} AS "replyComments",
          ${n('about_answers')} AS "aboutAnswers", ${n('orders')} AS "orders",
          (SELECT count(*)::int FROM reports WHERE ${reportsAgainst(accountId)}) AS "reportsAgainst",
          (SELECT count(*)::int FROM reports WHERE ${reportsAgainst(accountId)} AND status = 'OPEN') AS "openReportsAgainst",
          (SELECT count(*)::int FROM reports WHERE reporter_id = ${accountId}) AS "reportsFiled",
          ${removed} AS "removed"`,
  );
  return row!;
}

export async function recentOrders(db: Db, accountId: number, limit: number): Promise<AccountOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((o) => ({
    id: o.id,
    orderNo: o.orderNo,
    product: o.product,
    amountCents: o.amountCents,
    refundedCents: o.refundedCents,
    currency: o.currency,
    channel: o.channel,
    // The column is free text in the schema; the values written are the contract's.
    payMethod: o.payMethod as PayMethod,
    status: o.status,
    renewal: o.renewal,
    paidAt: isoOrNull(o.paidAt),
    createdAt: iso(o.createdAt),
  }));
}

/**
 * The newest `account.set_status` row of the account, whichever endpoint wrote it (the status
 * change, a ban, an appeal's outcome): found through action_log_target_idx.
 */
export async function lastStatusChange(db: Db, accountId: number): Promise<StatusChange | null> {
  const [row] = await queryRows<{
    status: AccountStatus | null;
    at: string;
    admin_id: number | null;
    username: string | null;
    reason: string | null;
  }>(
    db,
    sql`SELECT l.after->>'status' AS status, l.at, l.admin_id, a.username, l.reason
      FROM action_log l LEFT JOIN admins a ON a.id = l.admin_id
      WHERE l.target_type = 'account' AND l.target_id = ${String(accountId)} AND l.action = 'account.set_status'
      ORDER BY l.id DESC LIMIT 1`,
  );
  if (!row?.status) return null;
  return {
    status: row.status,
    at: isoOfTimestamp(row.at),
    by: row.admin_id !== null && row.username !== null ? { id: row.admin_id, username: row.username } : null,
    reason: row.reason,
  };
}
