import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './content';
import { at, idColumn } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    version: integer('version').notNull().default(1),
    orderNo: text('order_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CNY'),
    channel: text('channel').notNull(),
    payMethod: text('pay_method').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CLOSED'] }).notNull(),
    renewal: boolean('renewal').notNull().default(false),
    paidAt: at('paid_at'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_account_idx').on(t.accountId),
    // orders_paid_covering_idx (paid_at INCLUDE …) is made by a hand-written migration: drizzle
    // cannot declare INCLUDE columns, and paid stats read every order of a range from it alone.
    index('orders_channel_paid_idx').on(t.channel, t.paidAt),
    // The last line of defence for money: whatever the code does, a refund never exceeds payment.
    check('orders_refund_within_amount', sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`),
    check('orders_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    adminId: integer('admin_id').notNull(),
    providerRef: text('provider_ref'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** `version` is the apk's own version string; `rowVersion` guards concurrent edits. */
export const apkChannels = pgTable(
  'apk_channels',
  {
    id: idColumn(),
    rowVersion: integer('row_version').notNull().default(1),
    code: text('code').notNull(),
    name: text('name').notNull(),
    downloadUrl: text('download_url').notNull(),
    version: text('version').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('apk_channels_code_key').on(t.code)],
);
