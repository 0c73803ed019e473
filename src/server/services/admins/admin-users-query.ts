import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { admins, adminSessions } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import { cappedCount, nextCursorOf, pageClauses } from '../../db/keyset';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { AdminUser } from '#contract/api/admin-users';
import { notFound } from '../../domain/api-error';
import { likeContains } from '../../lib/like-pattern';

// The outer id is written as "admins".id: in a one-table select drizzle renders ${admins.id}
// unqualified, which inside the subquery would silently mean the session's own id.
const columns = {
  admin: admins,
  liveSessions: sql<number>`(SELECT count(*)::int FROM ${adminSessions} s
    WHERE s.admin_id = ${admins}.id AND s.revoked_at IS NULL AND s.expires_at > now())`,
  lastSeenAt:
    sql<Date | null>`(SELECT max(s.last_seen_at) FROM ${adminSessions} s WHERE s.admin_id = ${admins}.id)`.mapWith(
      adminSessions.lastSeenAt,
    ),
};

type Row = { admin: typeof admins.$inferSelect; liveSessions: number; lastSeenAt: Date | null };

/** An admin as the admin-user screens show it: never the password hash. */
function toAdminUser(r: Row): AdminUser {
  const a = r.admin;
  return {
    id: a.id,
    version: a.version,
    username: a.username,
    name: a.name,
    avatar: a.avatar,
    email: a.email,
    phone: a.phone,
    roles: a.roles,
    activeRole: a.activeRole,
    disabled: a.disabled,
    mustChangePassword: a.mustChangePassword,
    registrationDate: a.registrationDate.toISOString(),
    liveSessions: r.liveSessions,
    lastSeenAt: r.lastSeenAt ? r.lastSeenAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function loadAdminUser(db: Db, id: number): Promise<AdminUser> {
  const [row] = await db.select(columns).from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw notFound('admin');
  return toAdminUser(row);
}

export async function listAdmins(
  db: Db,
  body: ApiParsedBody<'/admins/admin-list'>,
): Promise<ApiReply<'/admins/admin-list'>> {
  const f = body.filters;
  const where: SQL | undefined = and(
    f.q !== undefined
      ? or(ilike(admins.username, likeContains(f.q)), ilike(admins.name, likeContains(f.q)))
      : undefined,
    f.role !== undefined ? sql`${f.role} = ANY(${admins.roles})` : undefined,
    f.disabled !== undefined ? eq(admins.disabled, f.disabled) : undefined,
  );
  const field = body.sort?.field ?? 'id';
  const page = pageClauses({
    sortColumn: field === 'username' ? admins.username : admins.id,
    idColumn: admins.id,
    order: body.sort?.order ?? 'asc',
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
  });
  const rows = await db
    .select(columns)
    .from(admins)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(body.pageSize)
    .offset(page.offset);
  return {
    list: rows.map(toAdminUser),
    ...(await cappedCount(db, sql`${admins}`, where)),
    nextCursor: nextCursorOf(
      rows,
      body.pageSize,
      (r) => (field === 'username' ? r.admin.username : r.admin.id),
      (r) => r.admin.id,
    ),
  };
}
