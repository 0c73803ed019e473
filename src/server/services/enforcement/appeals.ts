import type { ActionCode } from '#contract/action-codes';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import {
  enforcementOf,
  enforcementsWhere,
  lockAccount,
  lockEnforcement,
  readEnforcement,
  updateEnforcement,
  type RawEnforcement,
} from '../../db/enforcement-rows';
import { cappedCount, decodeCursor, encodeCursor, fitsInstant, fitsInteger, notOurs } from '../../db/keyset';
import { isoOfTimestamp } from '../../db/pg-timestamp';
import { conflict, notFound, refused } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';
import { changeRows } from '../core/change-rows';
import { MODERATED } from '../../db/moderation-tables';
import { intArray } from '../../db/moderation-sql';
import { accounts as accountsTable } from '../../db/schema/content';
import { restoreRow, takeBack } from './enforce';
import { giveBackItem } from './content-act';
import { appealContextOf, causeOf } from './appeal-context';
import { announceActor } from '../core/live-actor';
import { DECIDABLE_KINDS, type DecidableKind, type LinkableKind } from '#contract/enforcement';

const isDecidableKind = (k: LinkableKind): k is DecidableKind => (DECIDABLE_KINDS as readonly string[]).includes(k);
import type { EnforcementContext } from './context';
import type { AppealItem, EnforcementRow } from '#contract/api/enforcement';
import type { ListReply } from '#contract/api/list';
import type { AppealDecision, AppealState } from '#contract/enforcement';
import type { AccountStatus } from '#contract/entities';

/**
 * Locks the account then the enforcement (the order every enforcement write keeps) and checks the
 * version the caller saw.
 */
async function lockForWrite(
  ctx: EnforcementContext,
  tx: Parameters<typeof readEnforcement>[0],
  id: number,
  expected?: number,
) {
  const first = await readEnforcement(tx, id);
  if (!first) throw notFound('enforcement');
  await lockAccount(tx, first.account_id);
  const e = (await lockEnforcement(tx, id))!;
  // As a content queue's conflict: the row as it is now, so the screen can show what happened to it.
  if (expected !== undefined && e.version !== expected)
    throw conflict('the enforcement changed since it was read', { current: enforcementOf(e, ctx.clock) });
  return e;
}

async function logAppeal(
  ctx: EnforcementContext,
  tx: Parameters<typeof readEnforcement>[0],
  action: ActionCode,
  e: RawEnforcement,
  after: AppealState,
  reason: string | null,
  extra: Record<string, unknown> = {},
) {
  await recordAction(tx, {
    adminId: ctx.actor.adminId,
    action,
    targetType: 'enforcement',
    targetId: e.id,
    before: { appealState: e.appeal_state, version: e.version },
    after: { appealState: after, accountId: e.account_id, version: e.version + 1, ...extra },
    reason,
    ip: ctx.actor.ip,
    requestId: ctx.actor.requestId,
  });
}

async function reply(
  ctx: EnforcementContext,
  tx: Parameters<typeof readEnforcement>[0],
  id: number,
): Promise<EnforcementRow> {
  return enforcementOf((await readEnforcement(tx, id))!, ctx.clock);
}

/** A decided (or reopened) appeal with its cause as the decision left it: an overturn may have given it back. */
async function decidedReply(ctx: EnforcementContext, tx: Parameters<typeof readEnforcement>[0], id: number) {
  const raw = (await readEnforcement(tx, id))!;
  return { ...enforcementOf(raw, ctx.clock), cause: await causeOf(tx, raw) };
}

/** Support staff record an appeal; it joins the Appeals queue. One appeal per enforcement. */
export function openAppeal(
  ctx: EnforcementContext,
  body: { id: number; expectedVersion?: number | undefined; text: string },
) {
  return inTransaction(ctx.db, async (tx) => {
    const e = await lockForWrite(ctx, tx, body.id, body.expectedVersion);
    if (e.appeal_state !== 'none')
      throw refused('ALREADY_APPEALED', 'the enforcement has already been appealed', { appealState: e.appeal_state });
    if (e.revoked_at !== null) throw refused('ENFORCEMENT_REVOKED', 'the enforcement is already taken back');
    // The console writes its own log row; the app's appeals are logged by trigger (migration decision-model).
    await announceActor(tx, ctx.actor.adminId);
    await updateEnforcement(
      tx,
      e.id,
      sql`appeal_state = 'pending', appeal_text = ${body.text}, appealed_at = ${ctx.clock.now.toISOString()}::timestamptz`,
    );
    await logAppeal(ctx, tx, 'enforcement.appeal_open', e, 'pending', body.text);
    return reply(ctx, tx, e.id);
  });
}

/**
 * Upholds or overturns a pending appeal; an overturn takes the enforcement back (logged as such)
 * and gives back the item it took down (`giveBackItem`) unless someone decided that item since;
 * the appeal's log row says which (`after.content`).
 */
export function decideAppeal(
  ctx: EnforcementContext,
  body: { id: number; expectedVersion: number; decision: AppealDecision; note?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    const e = await lockForWrite(ctx, tx, body.id, body.expectedVersion);
    if (e.appeal_state !== 'pending')
      throw refused('APPEAL_NOT_PENDING', 'the appeal is not pending', { appealState: e.appeal_state });
    const state = body.decision === 'uphold' ? 'upheld' : 'overturned';
    const why = body.note ? `appeal overturned: ${body.note}` : 'appeal overturned';
    let content: Record<string, unknown> = {};
    if (state === 'overturned' && e.revoked_at === null) {
      await takeBack(ctx, tx, e, why);
    }
    if (state === 'overturned' && e.content_kind !== null && e.content_id !== null) {
      const given =
        e.content_decision !== null && isDecidableKind(e.content_kind)
          ? await giveBackItem(tx, e.content_kind, e.content_id, e.content_decision, why, ctx.actor)
          : { restored: false, why: 'not taken down' as const };
      content = { content: { kind: e.content_kind, id: e.content_id, ...given } };
    }
    await updateEnforcement(
      tx,
      e.id,
      sql`appeal_state = ${state}, appeal_decided_by = ${ctx.actor.adminId},
        appeal_decided_at = ${ctx.clock.now.toISOString()}::timestamptz, appeal_note = ${body.note ?? null}`,
    );
    await logAppeal(ctx, tx, `enforcement.appeal_${body.decision}`, e, state, body.note ?? null, content);
    return decidedReply(ctx, tx, e.id);
  });
}

/** The undo of a decision: pending again; an overturn's revocation is taken back with it. */
export function reopenAppeal(ctx: EnforcementContext, body: { id: number; expectedVersion: number }) {
  return inTransaction(ctx.db, async (tx) => {
    const e = await lockForWrite(ctx, tx, body.id, body.expectedVersion);
    if (e.appeal_state !== 'upheld' && e.appeal_state !== 'overturned')
      throw refused('APPEAL_NOT_DECIDED', 'the appeal has not been decided', { appealState: e.appeal_state });
    if (e.appeal_state === 'overturned' && e.revoked_at !== null) await restoreTaken(ctx, tx, e);
    await updateEnforcement(
      tx,
      e.id,
      sql`appeal_state = 'pending', appeal_decided_by = NULL, appeal_decided_at = NULL, appeal_note = NULL`,
    );
    await logAppeal(ctx, tx, 'enforcement.appeal_reopen', e, 'pending', null);
    return decidedReply(ctx, tx, e.id);
  });
}

/** Puts an overturned enforcement back in force: a suspension only if no other is in force now, a ban sets BANNED again. */
async function restoreTaken(ctx: EnforcementContext, tx: Parameters<typeof readEnforcement>[0], e: RawEnforcement) {
  if (e.kind === 'suspend') {
    const others = await enforcementsWhere(
      tx,
      sql`e.account_id = ${e.account_id} AND e.kind = 'suspend' AND e.revoked_at IS NULL AND e.id <> ${e.id}
        AND e.ends_at > ${ctx.clock.now.toISOString()}::timestamptz`,
      sql`e.id`,
      1,
    );
    if (others.length > 0)
      throw refused('SUSPENSION_IN_FORCE', 'another suspension is in force', {
        active: enforcementOf(others[0]!, ctx.clock),
      });
  }
  await restoreRow(tx, e, ctx.actor);
  if (e.kind === 'ban') {
    await changeRows(
      tx,
      { table: MODERATED.account, action: 'account.set_status', desired: { status: [accountsTable.status, 'BANNED'] } },
      { ids: [e.account_id], reason: 'appeal reopened' },
      ctx.actor,
    );
  }
}

/**
 * Enforcement rows as Appeals queue items, each with its account's name, avatar and status, the
 * content that caused it and the account's other enforcements.
 */
export async function appealItemsOf(ctx: EnforcementContext, rows: RawEnforcement[]): Promise<AppealItem[]> {
  const ids = [...new Set(rows.map((r) => r.account_id))];
  const accounts = new Map(
    (
      await queryRows<{ id: number; nickname: string; avatar_url: string; status: AccountStatus }>(
        ctx.db,
        sql`SELECT id, nickname, avatar_url, status FROM accounts WHERE id = ANY(${intArray(ids)})`,
      )
    ).map((a) => [a.id, { id: a.id, nickname: a.nickname, avatarUrl: a.avatar_url, status: a.status }]),
  );
  const context = await appealContextOf(ctx, rows);
  return rows.map((r) => ({ ...enforcementOf(r, ctx.clock), account: accounts.get(r.account_id)!, ...context(r) }));
}

/** The Appeals queue: pending appeals, oldest first, keyset on (appealed_at, id). */
export async function appealList(
  ctx: EnforcementContext,
  body: {
    pageSize: number;
    page?: number | undefined;
    cursor?: string | undefined;
    filters: { accountId?: number | undefined };
  },
): Promise<ListReply<AppealItem>> {
  const base = sql`e.appeal_state = 'pending' AND e.appealed_at IS NOT NULL${
    body.filters.accountId === undefined ? sql`` : sql` AND e.account_id = ${body.filters.accountId}`
  }`;
  let after = sql``;
  if (body.cursor) {
    const c = decodeCursor(body.cursor);
    if (!fitsInstant(c.v) || !fitsInteger(c.id)) throw notOurs();
    after = sql` AND (e.appealed_at, e.id) > (${c.v}::timestamptz, ${c.id})`;
  }
  const offset = body.cursor ? 0 : ((body.page ?? 1) - 1) * body.pageSize;
  const rows = await enforcementsWhere(
    ctx.db,
    sql`${base}${after}`,
    sql`e.appealed_at, e.id OFFSET ${offset}`,
    body.pageSize,
  );
  const count = await cappedCount(ctx.db, sql`enforcements e`, base);
  const last = rows[rows.length - 1];
  return {
    list: await appealItemsOf(ctx, rows),
    total: count.total,
    totalCapped: count.totalCapped,
    nextCursor:
      rows.length === body.pageSize && last?.appealed_at
        ? encodeCursor({ v: isoOfTimestamp(last.appealed_at), id: last.id })
        : null,
  };
}
