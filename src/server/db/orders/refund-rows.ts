import { eq, sql, type SQL } from 'drizzle-orm';
import { refunds } from '../schema/commerce';
import { admins } from '../schema/staff';
import type { Db } from '../client';
import type { Refund } from '#contract/api/orders';

export type RefundRow = typeof refunds.$inferSelect;

/** Refunds with the name of the admin who made each, oldest first. */
export async function selectRefunds(db: Db, where: SQL): Promise<Refund[]> {
  const rows = await db
    .select({
      refund: refunds,
      adminUsername: sql<string>`coalesce(${admins.username}, '')`,
      adminName: sql<string>`coalesce(${admins.name}, '')`,
    })
    .from(refunds)
    .leftJoin(admins, eq(admins.id, refunds.adminId))
    .where(where)
    .orderBy(refunds.createdAt, refunds.id);
  return rows.map((r) => toRefund(r.refund, r.adminUsername, r.adminName));
}

export function toRefund(row: RefundRow, adminUsername: string, adminName: string): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    currency: row.currency,
    reason: row.reason,
    idempotencyKey: row.idempotencyKey,
    adminId: row.adminId,
    adminUsername,
    adminName,
    state: row.providerRef === null ? 'PENDING' : 'SETTLED',
    providerRef: row.providerRef,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadRefund(db: Db, id: number): Promise<Refund> {
  const [refund] = await selectRefunds(db, eq(refunds.id, id));
  if (!refund) throw new Error(`refund ${id} vanished`);
  return refund;
}

export async function refundByKey(db: Db, key: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
  return row ?? null;
}
