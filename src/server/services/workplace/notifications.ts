import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../domain/actor';
import { notifications } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import { recordAction } from '../core/action-log';
import type { ClearableNotificationType, NotificationType } from '#contract/entities';
import type { Notification } from '#contract/api/notifications';
import type { Role } from '#contract/roles';
import { syncQueueTodos } from './queue-todos';

/**
 * The caller's message box. Queue todos are brought up to date first (whatever `type` asks
 * for), so the unread counts always include them.
 */
export async function listNotifications(
  db: Db,
  adminId: number,
  role: Role,
  type: NotificationType | undefined,
  pageSize: number,
) {
  await syncQueueTodos(db, adminId, role);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.adminId, adminId), type ? eq(notifications.type, type) : undefined))
    .orderBy(notifications.status, desc(notifications.time), desc(notifications.id))
    .limit(pageSize);
  const counts = await db
    .select({ type: notifications.type, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.adminId, adminId), eq(notifications.status, 0)))
    .groupBy(notifications.type);
  const unread = { message: 0, notice: 0, todo: 0 };
  for (const c of counts) unread[c.type] = c.n;
  const list: Notification[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    subTitle: r.subTitle,
    avatar: r.avatar,
    content: r.content,
    link: r.link,
    time: r.time.toISOString(),
    messageType: r.messageType,
    status: r.status === 1 ? 1 : 0,
  }));
  return { list, unread };
}

/**
 * Marks the caller's own notifications read, with its action-log row in the same transaction;
 * ids of other admins are silently not touched.
 */
export async function markNotificationsRead(
  db: Db,
  actor: Actor,
  target: { ids?: number[] | undefined; type?: NotificationType | undefined },
) {
  const { adminId } = actor;
  return db.transaction(async (tx) => {
    const updated = await markRead(tx, adminId, target);
    await logTouched(
      tx,
      actor,
      'notification.read',
      updated.map((u) => u.id),
      target.type ?? null,
    );
    return { updated: updated.length };
  });
}

/**
 * Deletes every notification of one type from the caller's own box (read or not), with the ids
 * it removed in its action-log row, in the same transaction.
 */
export async function clearNotifications(db: Db, actor: Actor, type: ClearableNotificationType) {
  const { adminId } = actor;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.adminId, adminId), eq(notifications.type, type)))
      .returning({ id: notifications.id });
    const ids = deleted.map((d) => d.id).sort((a, b) => a - b);
    await logTouched(tx, actor, 'notification.clear', ids, type);
    return { deleted: deleted.length };
  });
}

/** The action-log row of a change to the caller's own notifications; none when nothing changed. */
async function logTouched(
  tx: Db,
  actor: Actor,
  action: 'notification.read' | 'notification.clear',
  ids: number[],
  type: NotificationType | null,
): Promise<void> {
  if (ids.length === 0) return;
  await recordAction(tx, {
    adminId: actor.adminId,
    action,
    targetType: 'notification',
    targetId: ids.length === 1 ? ids[0]! : '',
    after: { ids, type },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

function markRead(
  db: Db,
  adminId: number,
  target: { ids?: number[] | undefined; type?: NotificationType | undefined },
) {
  return db
    .update(notifications)
    .set({ status: 1 })
    .where(
      and(
        eq(notifications.adminId, adminId),
        eq(notifications.status, 0),
        target.ids ? inArray(notifications.id, target.ids) : undefined,
        target.type ? eq(notifications.type, target.type) : undefined,
      ),
    )
    .returning({ id: notifications.id });
}
