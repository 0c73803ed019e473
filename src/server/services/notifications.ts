import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notifications } from '../db/schema/staff';
import type { Db } from '../db/client';
import type { NotificationType } from '../../contract/entities';
import type { Notification } from '../../contract/api/notifications';
import type { Role } from '../../contract/roles';
import { syncQueueTodos } from './queue-todos';

/**
 * The caller's message box. Queue todos are brought up to date first (whatever `type` asks
 * for), so the unread counts always include them.
 */
export async function listNotifications(db: Db, adminId: number, role: Role, type: NotificationType | undefined, pageSize: number) {
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

/** Marks the caller's own notifications read; ids of other admins are silently not touched. */
export async function markNotificationsRead(
  db: Db,
  adminId: number,
  target: { ids?: number[] | undefined; type?: NotificationType | undefined },
) {
  const updated = await db
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
  return { updated: updated.length };
}
