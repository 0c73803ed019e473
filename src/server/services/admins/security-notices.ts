import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityNotices } from '../../db/schema/security';
import type { SecurityNotice } from '#contract/api/auth';
import type { Actor } from '../../domain/actor';
import { recordAction } from '../core/action-log';

/** How many unacknowledged notices info/get carries; older ones wait for these to be acknowledged. */
const SHOWN = 20;

/** The admin's notices not yet acknowledged, oldest first. */
export async function pendingNotices(db: Db, adminId: number): Promise<SecurityNotice[]> {
  const rows = await db
    .select()
    .from(securityNotices)
    .where(and(eq(securityNotices.adminId, adminId), isNull(securityNotices.seenAt)))
    .orderBy(asc(securityNotices.id))
    .limit(SHOWN);
  return rows.map((r) => ({ id: r.id, kind: r.kind, at: r.createdAt.toISOString(), data: r.data }));
}

/** Marks the caller's own notices read; another admin's ids change nothing. */
export async function acknowledgeNotices(db: Db, actor: Actor, ids: number[]): Promise<{ acknowledged: number }> {
  return db.transaction(async (tx) => {
    const seen = await tx
      .update(securityNotices)
      .set({ seenAt: sql`now()` })
      .where(
        and(
          eq(securityNotices.adminId, actor.adminId),
          inArray(securityNotices.id, ids),
          isNull(securityNotices.seenAt),
        ),
      )
      .returning({ id: securityNotices.id, kind: securityNotices.kind });
    if (seen.length > 0) {
      await recordAction(tx, {
        adminId: actor.adminId,
        action: 'security_notice.ack',
        targetType: 'admin',
        targetId: actor.adminId,
        after: { notices: seen.map((n) => n.id), kinds: [...new Set(seen.map((n) => n.kind))] },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return { acknowledged: seen.length };
  });
}
