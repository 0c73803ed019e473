import { eq, sql } from 'drizzle-orm';
import { orders } from '../schema/commerce';
import { accounts } from '../schema/content';
import type { Db } from '../client';
import type { Order } from '#contract/api/orders';
import type { OrderStatus } from '#contract/entities';

/** Statuses a refund may start from; the conditional update in order-refund.ts repeats them. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['PAID', 'PARTIALLY_REFUNDED'];
/** Statuses of orders whose money was received at some point. */
export const PAID_STATUSES: readonly OrderStatus[] = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/**
 * created_at as text with its microseconds: a JS Date keeps only milliseconds, and a keyset
 * cursor cut to milliseconds would skip rows that share the millisecond.
 */
export const createdAtExact = sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const orderColumns = {
  order: orders,
  accountNickname: sql<string>`coalesce(${accounts.nickname}, '')`,
  createdAtExact,
};

export type OrderRow = typeof orders.$inferSelect;

/** The orders table joined to what an order row shows of its account. */
export function selectOrders(db: Db) {
  return db.select(orderColumns).from(orders).leftJoin(accounts, eq(accounts.id, orders.accountId));
}

export function toOrder(row: OrderRow, accountNickname: string): Order {
  return {
    id: row.id,
    version: row.version,
    orderNo: row.orderNo,
    accountId: row.accountId,
    accountNickname,
    product: row.product,
    amountCents: row.amountCents,
    currency: row.currency,
    channel: row.channel,
    payMethod: row.payMethod,
    status: row.status,
    renewal: row.renewal,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    refundedCents: row.refundedCents,
    refundableCents: REFUNDABLE_STATUSES.includes(row.status) ? row.amountCents - row.refundedCents : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadOrder(db: Db, id: number): Promise<Order | null> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row ? toOrder(row.order, row.accountNickname) : null;
}
