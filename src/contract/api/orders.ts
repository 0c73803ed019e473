import { z } from 'zod';
import { ACCOUNT_STATUSES, ORDER_STATUSES, PAY_METHODS } from '../entities';
import { id, isoDateTime, reason } from '../validation';
import { listReply, listRequest } from './list';
import type { Endpoint } from './endpoint';

const status = z.enum(ORDER_STATUSES);
const cents = z.number().int().min(0).max(2_147_483_647);

export const order = z.object({
  id: z.number(),
  /** Bumped by every write (refunds included). */
  version: z.number(),
  orderNo: z.string(),
  accountId: z.number(),
  accountNickname: z.string(),
  product: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  channel: z.string(),
  payMethod: z.string(),
  status,
  renewal: z.boolean(),
  paidAt: z.string().nullable(),
  refundedCents: z.number(),
  /** amountCents − refundedCents while the order can be refunded, otherwise 0. */
  refundableCents: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof order>;

/** Sums never mix currencies: one line per currency present in the filtered set. */
export const orderTotals = z.object({
  count: z.number(),
  /** Orders that were paid at some point (PAID, PARTIALLY_REFUNDED, REFUNDED). */
  paidCount: z.number(),
  byCurrency: z.array(
    z.object({ currency: z.string(), paidCents: z.number(), refundedCents: z.number(), netCents: z.number() }),
  ),
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const refundState = z.enum(['PENDING', 'SETTLED']);

export const refund = z.object({
  id: z.number(),
  orderId: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  reason: z.string(),
  idempotencyKey: z.string(),
  adminId: z.number(),
  adminUsername: z.string(),
  adminName: z.string(),
  /** PENDING: money reserved in the ledger, the payment provider has not confirmed yet. */
  state: refundState,
  providerRef: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refund>;

export const orderAccount = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string(),
  /** Masked: the order screens never need the full number. */
  phone: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  vip: z.boolean(),
  certified: z.boolean(),
  source: z.string(),
  registeredAt: z.string(),
});

export const orderListFilters = {
  /** Prefix of the order number. */
  orderNo: z.string().trim().min(1).max(64).optional(),
  accountId: id.optional(),
  status: z.array(status).min(1).max(ORDER_STATUSES.length).optional(),
  product: z.string().trim().min(1).max(100).optional(),
  channel: z.string().trim().min(1).max(32).optional(),
  payMethod: z.enum(PAY_METHODS).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as CNY')
    .optional(),
  renewal: z.boolean().optional(),
  /** Inclusive. */
  paidFrom: isoDateTime.optional(),
  /** Exclusive. */
  paidTo: isoDateTime.optional(),
  amountMin: cents.optional(),
  amountMax: cents.optional(),
};

export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8–128 characters of A-Z, a-z, 0-9, _ . : -');

export const refundAmount = z.number().int().min(1, 'must be at least 1 cent').max(2_147_483_647);

export const ordersApi = {
  '/admins/order-list/get': {
    area: 'orders',
    body: listRequest(orderListFilters, ['createdAt', 'amountCents', 'id'] as const)
      .refine(
        (b) =>
          !(
            b.filters.amountMin !== undefined &&
            b.filters.amountMax !== undefined &&
            b.filters.amountMin > b.filters.amountMax
          ),
        {
          message: 'must not be below amountMin',
          path: ['filters', 'amountMax'],
          params: { rule: 'below_min' },
        },
      )
      .refine(
        (b) =>
          !(b.filters.paidFrom && b.filters.paidTo && Date.parse(b.filters.paidFrom) >= Date.parse(b.filters.paidTo)),
        {
          message: 'must be after paidFrom',
          path: ['filters', 'paidTo'],
          params: { rule: 'before_start' },
        },
      ),
    reply: listReply(order).extend({ totals: orderTotals }),
  },
  '/admins/order/get': {
    area: 'orders',
    body: z
      .object({ id: id.optional(), orderNo: z.string().trim().min(1).max(64).optional() })
      .strict()
      .refine((b) => (b.id === undefined) !== (b.orderNo === undefined), {
        message: 'give id or orderNo, exactly one',
        path: ['id'],
      }),
    reply: z.object({ order, account: orderAccount.nullable(), refunds: z.array(refund) }),
  },
  '/admins/order-refund': {
    area: 'refunds',
    body: z.object({ orderId: id, amountCents: refundAmount, reason, idempotencyKey }).strict(),
    reply: z.object({
      refund,
      /** The order as it stands now (after this refund, and after any later one on a replay). */
      order,
      /** True when this key was seen before and the recorded refund is returned again. */
      replayed: z.boolean(),
    }),
  },
} as const satisfies Record<string, Endpoint>;
