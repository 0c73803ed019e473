import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { listOrders } from '../services/orders/order-list';
import { orderDetail } from '../services/orders/order-detail';
import { refundOrder } from '../services/orders/order-refund';
import { ledgerRefundProvider, type RefundProvider } from '../services/orders/refund-provider';

/** Orders and refunds; a real payment provider is passed in here (the ledger one by default). */
export function orderRoutes(provider: RefundProvider = ledgerRefundProvider) {
  const r = new Hono<AppEnv>();
  post(r, '/admins/order-list/get', (body, ctx) => listOrders(ctx.deps.db, body));
  post(r, '/admins/order/get', (body, ctx) => orderDetail(ctx.deps.db, body));
  post(r, '/admins/order-refund', (body, ctx) => refundOrder(ctx.deps.db, provider, ctx.actor(), body, ctx.log));
  return r;
}
