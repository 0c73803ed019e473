import { requireRecentReauth } from '../auth/auth-service';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { apkChannels } from '../../db/schema/commerce';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { cappedCount, nextCursorOf, pageClauses } from '../../db/keyset';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { ApkChannel } from '#contract/api/channels';
import { conflict, invalid, notFound } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { likeContains } from '../../lib/like-pattern';

type ChannelRow = typeof apkChannels.$inferSelect;
type ListBody = ApiParsedBody<'/admins/apk-channel-list'>;
type SaveBody = ApiParsedBody<'/admins/apk-channel'>;

const createdAtExact = sql<string>`to_char(${apkChannels.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function toChannel(row: ChannelRow): ApkChannel {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    downloadUrl: row.downloadUrl,
    version: row.version,
    enabled: row.enabled,
    note: row.note,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listChannels(db: Db, body: ListBody): Promise<ApiReply<'/admins/apk-channel-list'>> {
  const f = body.filters;
  const q = f.q === undefined ? undefined : likeContains(f.q);
  const where: SQL | undefined = and(
    q !== undefined ? or(ilike(apkChannels.code, q), ilike(apkChannels.name, q)) : undefined,
    f.code !== undefined ? eq(apkChannels.code, f.code) : undefined,
    f.enabled !== undefined ? eq(apkChannels.enabled, f.enabled) : undefined,
  );
  const field = body.sort?.field ?? 'createdAt';
  const sortColumn =
    field === 'createdAt' ? apkChannels.createdAt : field === 'code' ? apkChannels.code : apkChannels.id;
  const page = pageClauses({
    sortColumn,
    idColumn: apkChannels.id,
    order: body.sort?.order ?? (field === 'code' ? 'asc' : 'desc'),
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
  });
  const rows = await db
    .select({ channel: apkChannels, createdAtExact })
    .from(apkChannels)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(body.pageSize)
    .offset(page.offset);
  return {
    list: rows.map((r) => toChannel(r.channel)),
    ...(await cappedCount(db, sql`${apkChannels}`, where)),
    nextCursor: nextCursorOf(
      rows,
      body.pageSize,
      (r) => (field === 'createdAt' ? r.createdAtExact : field === 'code' ? r.channel.code : r.channel.id),
      (r) => r.channel.id,
    ),
  };
}

const duplicateCode = () => invalid('code', 'is already used by another channel', 'taken');

/** Creates a channel (no id) or updates one whose rowVersion still equals expectedVersion. */
export async function saveChannel(db: Db, actor: Actor, body: SaveBody): Promise<ApiReply<'/admins/apk-channel'>> {
  const fields = {
    name: body.name,
    downloadUrl: body.downloadUrl,
    version: body.version,
    enabled: body.enabled,
    note: body.note,
  };
  if (body.id === undefined) {
    // A new channel's download URL is what every install from it fetches: a fresh step-up first.
    requireRecentReauth(actor.session);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apkChannels)
        .values({ code: body.code, ...fields })
        .onConflictDoNothing({ target: apkChannels.code })
        .returning();
      if (!row) throw duplicateCode();
      await recordAction(tx, {
        ...actor,
        action: 'channel.create',
        targetType: 'apk_channel',
        targetId: row.id,
        after: { code: row.code, ...fields },
      });
      return { channel: toChannel(row), created: true };
    });
  }
  const id = body.id;
  const expected = body.expectedVersion ?? 0;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(apkChannels).where(eq(apkChannels.id, id)).limit(1);
    if (!current) throw notFound('channel');
    // accounts.source and orders.channel hold the code as text, so it is fixed once created.
    if (current.code !== body.code) throw invalid('code', 'cannot change once the channel exists', 'unchangeable');
    // Pointing installs at another file is the change an attacker with a stolen session wants most.
    if (current.downloadUrl !== body.downloadUrl) requireRecentReauth(actor.session);
    const [row] = await tx
      .update(apkChannels)
      .set({ ...fields, rowVersion: sql`${apkChannels.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(apkChannels.id, id), eq(apkChannels.rowVersion, expected)))
      .returning();
    if (!row) {
      const [now] = await tx.select().from(apkChannels).where(eq(apkChannels.id, id)).limit(1);
      throw conflict('The channel changed since you loaded it; reload and try again', {
        channel: now ? toChannel(now) : null,
      });
    }
    const before = {
      name: current.name,
      downloadUrl: current.downloadUrl,
      version: current.version,
      enabled: current.enabled,
      note: current.note,
    };
    await recordAction(tx, {
      ...actor,
      action: 'channel.update',
      targetType: 'apk_channel',
      targetId: row.id,
      before,
      after: fields,
    });
    return { channel: toChannel(row), created: false };
  });
}
