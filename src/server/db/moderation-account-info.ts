import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { orders } from './schema/commerce';
import { reports } from './schema/reports';
import { iso, isoOrNull } from './moderation-sql';
import type { AccountOrder } from '../../contract/api/moderation-account-info';
import type { OrderStatus, PayMethod } from '../../contract/entities';

/**
 * Reports against an account: at the account itself or at anything it wrote or sent. Each arm is
 * an index lookup on (target_type, target_id) over the account's own items.
 */
export function reportsAgainst(accountId: number): SQL {
  const own = (table: string, column = 'account_id') =>
    sql`${reports.targetId} IN (SELECT id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${accountId})`;
  return sql`(
    (${reports.targetType} = 'account' AND ${reports.targetId} = ${accountId})
    OR (${reports.targetType} = 'moment' AND ${own('moments')})
    OR (${reports.targetType} = 'moment_comment' AND ${own('moment_comments')})
    OR (${reports.targetType} = 'question' AND ${own('questions')})
    OR (${reports.targetType} = 'question_reply' AND ${own('question_replies')})
    OR (${reports.targetType} = 'reply_comment' AND ${own('reply_comments')})
    OR (${reports.targetType} = 'message' AND ${own('messages', 'from_account_id')})
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
  reportsFiled: number;
  orders: number;
}

/** Live counts of an account's items, in one round trip. */
export async function accountCounts(db: Db, accountId: number): Promise<AccountCounts> {
  const n = (table: string) => sql`(SELECT count(*)::int FROM ${sql.identifier(table)} WHERE account_id = ${accountId})`;
  const [row] = await queryRows<AccountCounts>(
    db,
    sql`SELECT ${n('moments')} AS "moments", ${n('moment_comments')} AS "momentComments", ${n('questions')} AS "questions",
          ${n('question_replies')} AS "questionReplies", ${n('reply_comments')} AS "replyComments",
          ${n('about_answers')} AS "aboutAnswers", ${n('orders')} AS "orders",
          (SELECT count(*)::int FROM reports WHERE ${reportsAgainst(accountId)}) AS "reportsAgainst",
          (SELECT count(*)::int FROM reports WHERE ${reportsAgainst(accountId)} AND status = 'OPEN') AS "openReportsAgainst",
          (SELECT count(*)::int FROM reports WHERE reporter_id = ${accountId}) AS "reportsFiled"`,
  );
  return row!;
}

export async function recentOrders(db: Db, accountId: number, limit: number): Promise<AccountOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
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
    status: o.status as OrderStatus,
    renewal: o.renewal,
    paidAt: isoOrNull(o.paidAt),
    createdAt: iso(o.createdAt),
  }));
}
