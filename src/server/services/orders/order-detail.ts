import { eq } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema/commerce';
import { accounts } from '../../db/schema/content';
import type { Db } from '../../db/client';
import type { ApiReply } from '#contract/api';
import { notFound } from '../../domain/api-error';
import { selectOrders, toOrder } from '../../db/orders/order-rows';
import { selectRefunds } from '../../db/orders/refund-rows';
import { maskPhone } from '../../lib/mask-phone';

/** One order with its account summary and every refund made on it, oldest first. */
export async function orderDetail(
  db: Db,
  by: { id?: number | undefined; orderNo?: string | undefined },
): Promise<ApiReply<'/admins/order/get'>> {
  const [row] = await selectOrders(db)
    .where(by.id !== undefined ? eq(orders.id, by.id) : eq(orders.orderNo, by.orderNo ?? ''))
    .limit(1);
  if (!row) throw notFound('order');
  const [account] = await db.select().from(accounts).where(eq(accounts.id, row.order.accountId)).limit(1);
  return {
    order: toOrder(row.order, row.accountNickname),
    account: account
      ? {
          id: account.id,
          nickname: account.nickname,
          avatarUrl: account.avatarUrl,
          phone: maskPhone(account.phone),
          status: account.status,
          vip: account.vip,
          certified: account.certified,
          source: account.source,
          registeredAt: account.registeredAt.toISOString(),
        }
      : null,
    refunds: await selectRefunds(db, eq(refunds.orderId, row.order.id)),
  };
}
