import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema/commerce';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import type { Logger } from '../../logger';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import { conflict, notFound } from '../../domain/api-error';
import { requireRecentReauth } from '../auth/auth-service';
import { recordAction } from '../core/action-log';
import { CHECK_VIOLATION, sqlState } from '../../lib/db-errors';
import { loadOrder, REFUNDABLE_STATUSES } from '../../db/orders/order-rows';
import { loadRefund, refundByKey, type RefundRow } from '../../db/orders/refund-rows';
import { explainRefusal } from './refund-refusal';
import type { RefundProvider } from './refund-provider';

type Body = ApiParsedBody<'/admins/order-refund'>;
type Reply = ApiReply<'/admins/order-refund'>;

/**
 * What makes two requests "the same": the canonical body (keys in a fixed order, the reason as
 * validated) plus the admin, so a key cannot replay another admin's refund.
 */
export function refundRequestHash(adminId: number, body: Body): string {
  const canonical = JSON.stringify({
    adminId,
    amountCents: body.amountCents,
    orderId: body.orderId,
    reason: body.reason,
  });
  return 'v1:' + createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside the ledger transaction to undo it when an identical request got there first. */
class KeyTaken extends Error {}

/**
 * Refunds part or all of an order. Money is guarded three times: the conditional update only
 * matches while `refunded + amount <= amount`, the CHECK on orders refuses anything else, and the
 * unique idempotency key lets a request commit once. Under READ COMMITTED a second refund of the
 * same order waits for the first's row lock, then re-evaluates the condition on the new row.
 */
export async function refundOrder(
  db: Db,
  provider: RefundProvider,
  actor: Actor,
  body: Body,
  log: Logger,
): Promise<Reply> {
  requireRecentReauth(actor.session);
  const hash = refundRequestHash(actor.adminId, body);
  const seen = await refundByKey(db, body.idempotencyKey);
  if (seen) return replay(db, provider, actor, body, seen, hash, log);

  let created: RefundRow | null;
  try {
    created = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} + ${body.amountCents}`,
          status: sql`CASE WHEN ${orders.refundedCents}::bigint + ${body.amountCents} = ${orders.amountCents} THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, body.orderId),
            inArray(orders.status, [...REFUNDABLE_STATUSES]),
            // In bigint: an int4 sum past 2^31 - 1 (a big amount on a partly refunded order) would be
            // an overflow error, not a refusal.
            sql`${orders.refundedCents}::bigint + ${body.amountCents} <= ${orders.amountCents}`,
          ),
        )
        .returning();
      if (!order) return null;
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          amountCents: body.amountCents,
          currency: order.currency,
          reason: body.reason,
          idempotencyKey: body.idempotencyKey,
          requestHash: hash,
          adminId: actor.adminId,
          // NULL = pending: the provider is called after this commits (see refund-provider.ts).
          providerRef: null,
        })
        .onConflictDoNothing({ target: refunds.idempotencyKey })
        .returning();
      if (!refund) throw new KeyTaken();
      const before = order.refundedCents - body.amountCents;
      await recordAction(tx, {
        adminId: actor.adminId,
        action: 'order.refund',
        targetType: 'order',
        targetId: order.id,
        before: { status: before === 0 ? 'PAID' : 'PARTIALLY_REFUNDED', refundedCents: before },
        after: {
          status: order.status,
          refundedCents: order.refundedCents,
          refundId: refund.id,
          amountCents: refund.amountCents,
          currency: refund.currency,
          idempotencyKey: refund.idempotencyKey,
        },
        reason: body.reason,
        ip: actor.ip,
        requestId: actor.requestId,
      });
      return refund;
    });
  } catch (err) {
    if (err instanceof KeyTaken) created = null;
    // The CHECK can only fire if the condition above were wrong; it is still a refusal, not a 500.
    else if (sqlState(err)?.code === CHECK_VIOLATION) created = null;
    else throw err;
  }
  if (!created) {
    // A twin with this key may have committed while this request waited on the order's row lock.
    const twin = await refundByKey(db, body.idempotencyKey);
    if (twin) return replay(db, provider, actor, body, twin, hash, log);
    const refusal = await explainRefusal(db, body);
    await logRefusal(db, actor, body, refusal.message);
    throw refusal;
  }
  return reply(db, await settle(db, provider, created, actor, log), false);
}

async function replay(
  db: Db,
  provider: RefundProvider,
  actor: Actor,
  body: Body,
  seen: RefundRow,
  hash: string,
  log: Logger,
) {
  if (seen.requestHash !== hash) {
    const message = 'idempotencyKey: was already used for a different refund request';
    await logRefusal(db, actor, body, message);
    throw conflict(message, { idempotencyKey: body.idempotencyKey });
  }
  return reply(db, seen.providerRef === null ? await settle(db, provider, seen, actor, log) : seen, true);
}

async function reply(db: Db, refund: RefundRow, replayed: boolean): Promise<Reply> {
  const order = await loadOrder(db, refund.orderId);
  if (!order) throw notFound('order');
  return { refund: await loadRefund(db, refund.id), order, replayed };
}

/** Asks the provider to move the money of a committed, pending refund; records its reference. */
async function settle(
  db: Db,
  provider: RefundProvider,
  refund: RefundRow,
  actor: Actor,
  log: Logger,
): Promise<RefundRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId)).limit(1);
  if (!order) return refund;
  const result = await provider
    .refund({
      refundId: refund.id,
      idempotencyKey: refund.idempotencyKey,
      orderId: order.id,
      orderNo: order.orderNo,
      payMethod: order.payMethod,
      amountCents: refund.amountCents,
      currency: refund.currency,
      reason: refund.reason,
    })
    .catch((err: unknown) => ({
      status: 'pending' as const,
      message: err instanceof Error ? err.message : String(err),
    }));
  if (result.status !== 'settled') {
    log.warn('refund left pending', { refundId: refund.id, provider: provider.name, message: result.message });
    return refund;
  }
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({ providerRef: result.providerRef })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRef)))
      .returning();
    // Another retry settled it first; its reference stands.
    if (!done) return (await refundByKey(tx, refund.idempotencyKey)) ?? refund;
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'order.refund_settled',
      targetType: 'refund',
      targetId: done.id,
      after: { provider: provider.name, providerRef: result.providerRef, orderId: done.orderId },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return done;
  });
}

async function logRefusal(db: Db, actor: Actor, body: Body, message: string) {
  await recordAction(db, {
    adminId: actor.adminId,
    action: 'order.refund_refused',
    targetType: 'order',
    targetId: body.orderId,
    after: { amountCents: body.amountCents, idempotencyKey: body.idempotencyKey, refused: message },
    reason: body.reason,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
