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
    return refused('NOT_PAID', `The order is ${order.status}; only paid orders can be refunded`, data);
  }
  // Only reachable if the order became refundable meanwhile (e.g. it was just paid).
  if (body.amountCents <= refundable) return refused('CHANGED', 'The order changed meanwhile; try again', data);
  if (refundable === 0) return refused('FULLY_REFUNDED', 'The order is already fully refunded', data);
  return refused(
    'ABOVE_REFUNDABLE',
    `amountCents: ${body.amountCents} is above the refundable ${refundable} (${order.currency})`,
    data,
  );
}
