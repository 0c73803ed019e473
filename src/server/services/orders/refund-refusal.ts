import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/commerce';
import type { Db } from '../../db/client';
import { ApiError, notFound, refused } from '../../domain/api-error';
import { REFUNDABLE_STATUSES } from '../../db/orders/order-rows';

/** Why a refund did not match the conditional update, read after the fact for the reply. */
export async function explainRefusal(db: Db, body: { orderId: number; amountCents: number }): Promise<ApiError> {
  const [order] = await db.select().from(orders).where(eq(orders.id, body.orderId)).limit(1);
  if (!order) return notFound('order');
  const refundable = REFUNDABLE_STATUSES.includes(order.status) ? order.amountCents - order.refundedCents : 0;
  const data = { status: order.status, refundableCents: refundable, currency: order.currency };
  if (order.status === 'PENDING' || order.status === 'CLOSED') {
    return refused(`The order is ${order.status}; only paid orders can be refunded`, { why: 'NOT_PAID', ...data });
  }
  // Only reachable if the order became refundable meanwhile (e.g. it was just paid).
  if (body.amountCents <= refundable)
    return refused('The order changed meanwhile; try again', { why: 'CHANGED', ...data });
  if (refundable === 0) return refused('The order is already fully refunded', { why: 'FULLY_REFUNDED', ...data });
  return refused(`amountCents: ${body.amountCents} is above the refundable ${refundable} (${order.currency})`, {
    why: 'ABOVE_REFUNDABLE',
    ...data,
  });
}
