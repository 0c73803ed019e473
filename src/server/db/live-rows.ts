import { sql } from 'drizzle-orm';
import type { SessionEndReason } from '#contract/session-ends';
import type { Role } from '#contract/roles';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import type { LivePresence } from '#contract/live-events';
import { queryRows, type Db } from './client';

/** Stores a stream ticket (its hash only) for `session`, valid `seconds`. */
export async function insertTicket(db: Db, ticketHash: string, sessionId: number, seconds: number): Promise<void> {
  await db.execute(sql`DELETE FROM live_tickets WHERE expires_at < now()`);
  await db.execute(sql`INSERT INTO live_tickets (ticket_hash, session_id, expires_at)
    VALUES (${ticketHash}, ${sessionId}, now() + make_interval(secs => ${seconds}))`);
}

export interface TicketSession {
  sessionId: number;
  adminId: number;
  role: Role;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Uses a ticket up: the DELETE makes it single-use even when two replicas are asked at once.
 * Answers its session if the ticket was live and the session is not revoked (limits are the caller's).
 */
export async function takeTicket(db: Db, ticketHash: string): Promise<TicketSession | null> {
  const [row] = await queryRows<{
    session_id: number;
    admin_id: number;
    active_role: Role;
    last_seen_at: string | Date;
    expires_at: string | Date;
  }>(
    db,
    sql`WITH t AS (DELETE FROM live_tickets WHERE ticket_hash = ${ticketHash} RETURNING session_id, expires_at)
      SELECT s.id AS session_id, s.admin_id, s.active_role, s.last_seen_at, s.expires_at
        FROM t JOIN admin_sessions s ON s.id = t.session_id JOIN admins a ON a.id = s.admin_id
       WHERE t.expires_at > now() AND s.revoked_at IS NULL AND NOT a.disabled`,
  );
  if (!row) return null;
  return {
    sessionId: row.session_id,
    adminId: row.admin_id,
    role: row.active_role,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * Of these sessions, those that have ended: revoked, past their absolute limit, or idle longer
 * than `idleMinutes` (a stream never touches last_seen, so it does not keep a session alive).
 */
export async function endedSessions(
  db: Db,
  sessionIds: number[],
  idleMinutes: number,
): Promise<{ id: number; revoked: boolean; why: SessionEndReason | null }[]> {
  if (sessionIds.length === 0) return [];
  return queryRows<{ id: number; revoked: boolean; why: SessionEndReason | null }>(
    db,
    sql`SELECT s.id, (s.revoked_at IS NOT NULL OR a.disabled) AS revoked,
               CASE WHEN a.disabled THEN 'DISABLED' ELSE s.revoked_reason END AS why
          FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
         WHERE s.id = ANY(${sql.param(sessionIds)}::int[])
           AND (s.revoked_at IS NOT NULL OR a.disabled OR s.expires_at <= now()
                OR s.last_seen_at < now() - make_interval(mins => ${idleMinutes}))`,
  );
}

/** Display names of admins, for "decided by". */
export async function adminNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, coalesce(nullif(name, ''), username) AS name FROM admins WHERE id = ANY(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Puts a session in a queue (or takes it out, with `queue` null), and announces the queue(s)
 * whose presence changed on the live channel, in the same transaction.
 */
export async function setPresence(
  db: Db,
  p: { sessionId: number; adminId: number; queue: ModerationQueue | null; itemId: number | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ queue: string; item_id: number | null; fresh: boolean }>(
      tx,
      sql`SELECT queue, item_id, seen_at > now() - interval '30 seconds' AS fresh FROM live_presence WHERE session_id = ${p.sessionId}`,
    );
    if (p.queue === null) {
      await tx.execute(sql`DELETE FROM live_presence WHERE session_id = ${p.sessionId}`);
    } else {
      await tx.execute(sql`INSERT INTO live_presence (session_id, admin_id, queue, item_id, seen_at)
        VALUES (${p.sessionId}, ${p.adminId}, ${p.queue}, ${p.itemId}, now())
        ON CONFLICT (session_id) DO UPDATE SET queue = excluded.queue, item_id = excluded.item_id, seen_at = now()`);
    }
    const changed = before?.queue !== (p.queue ?? undefined) || before?.item_id !== p.itemId || !before.fresh;
    const queues = new Set([before?.queue, p.queue].filter((q): q is string => typeof q === 'string'));
    if (changed) {
      for (const q of queues) {
        await tx.execute(
          sql`SELECT pg_notify('backoffice_live', json_build_object('k', 'presence', 'q', ${q}::text)::text)`,
        );
      }
    }
    return changed;
  });
}

/**
 * Tells every replica's streams that `adminId` handed `count` items of `queue` back (live
 * `items-released`), so a moderator waiting on items others held leases again at once.
 */
export async function announceReleased(
  db: Db,
  queue: ModerationQueue,
  adminId: number,
  holder: string,
  count: number,
): Promise<void> {
  await db.execute(
    sql`SELECT pg_notify('backoffice_live', json_build_object('k', 'free', 'q', ${queue}::text, 'n', ${count}::int, 'by', ${adminId}::int, 'h', ${holder}::text)::text)`,
  );
}

/** Who is in `queue` now: presence rows renewed within `ttlSeconds`, one line per admin and item. */
export async function presenceIn(db: Db, queue: ModerationQueue, ttlSeconds: number): Promise<LivePresence[]> {
  const rows = await queryRows<{ id: number; name: string; item_id: number | null }>(
    db,
    sql`SELECT DISTINCT p.admin_id AS id, coalesce(nullif(a.name, ''), a.username) AS name, p.item_id
          FROM live_presence p JOIN admins a ON a.id = p.admin_id
         WHERE p.queue = ${queue} AND p.seen_at > now() - make_interval(secs => ${ttlSeconds})
         ORDER BY name, p.item_id NULLS FIRST`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, itemId: r.item_id }));
}

/** Drops presence rows past their TTL and announces the queues they were in; any replica may run it. */
export async function sweepPresence(db: Db, ttlSeconds: number): Promise<void> {
  await db.execute(
    sql`WITH gone AS (DELETE FROM live_presence WHERE seen_at < now() - make_interval(secs => ${ttlSeconds}) RETURNING queue)
        SELECT pg_notify('backoffice_live', json_build_object('k', 'presence', 'q', q)::text)
          FROM (SELECT DISTINCT queue AS q FROM gone) x`,
  );
}
