import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import type { ActItem, ContentDecision } from '../../db/enforcement-rows';
import { decidedWithAct } from '../core/figures';
import { endWaiting, holdAgain } from '../core/holds';
import { conflict, notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import type { ContentState } from '#contract/api/enforcement';
import { decidedStatusOf, DISABLEABLE_KINDS, type DecidableKind } from '#contract/enforcement';
import type { AuditStatus } from '#contract/entities';
import { changeRows } from '../core/change-rows';

interface ItemState {
  enabled: boolean;
  auditStatus: AuditStatus;
}

async function lockItem(tx: Db, kind: DecidableKind, id: number) {
  const t = MODERATED[kind];
  const [row] = await queryRows<{ version: number; enabled: boolean; audit_status: AuditStatus }>(
    tx,
    sql`SELECT ${t.version} AS version, ${t.enabled} AS enabled, ${t.auditStatus} AS audit_status
        FROM ${t.table} WHERE ${t.id} = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

const stateOf = (
  kind: DecidableKind,
  id: number,
  r: { version: number; enabled: boolean; audit_status: AuditStatus },
) => ({ kind, id, version: r.version, enabled: r.enabled, auditStatus: r.audit_status }) satisfies ContentState;

/**
 * Moves one item to `want` through `changeRows` (so its version, its parent's counter and the log
 * move as for a queue decision), inside the caller's transaction, as part of an act on a person:
 * the team's figures count the act, not these rows. Says how many writes it made: each moved the
 * item's version by one.
 */
async function moveItem(
  tx: Db,
  kind: DecidableKind,
  id: number,
  want: ItemState,
  reason: string | undefined,
  actor: Actor,
) {
  const t = MODERATED[kind];
  return decidedWithAct(tx, async () => {
    if (kind === 'about_answer') {
      const outcome = await changeRows(
        tx,
        {
          table: t,
          action: 'about_answer.update',
          desired: { enabled: [t.enabled, want.enabled], auditStatus: [t.auditStatus, want.auditStatus] },
        },
        { ids: [id], reason },
        actor,
      );
      return outcome.changed.length;
    }
    const shown = await changeRows(
      tx,
      { table: t, action: `${kind}.set_enabled`, desired: { enabled: [t.enabled, want.enabled] } },
      { ids: [id], reason },
      actor,
    );
    const decided = await changeRows(
      tx,
      { table: t, action: `${kind}.set_audit_status`, desired: { auditStatus: [t.auditStatus, want.auditStatus] } },
      { ids: [id], reason },
      actor,
    );
    return shown.changed.length + decided.changed.length;
  });
}

/**
 * Decides the item an act on its author was taken from (`item`, locked by `lockActItem`), in the
 * act's transaction: disabled with the act when `disable`, and then REJECTED, else APPROVED or
 * REJECTED as it stays visible or hidden (`decidedStatusOf`). Its rule holds end (a later approval
 * is a decision of its own, not a hold released) and its queue leases go. A stale
 * `expectedVersion` refuses the whole call (40900): nothing of it is written. The state it leaves
 * is the one asked for, at a version moved once per write, since the row stays locked.
 */
export async function decideItem(
  tx: Db,
  kind: DecidableKind,
  id: number,
  item: ActItem,
  disable: boolean,
  expectedVersion: number | undefined,
  reason: string | undefined,
  actor: Actor,
): Promise<{ state: ContentState; decision: ContentDecision }> {
  if (expectedVersion !== undefined && item.version !== expectedVersion)
    throw conflict('the content changed since it was read', { conflicts: [id] });
  const enabled = disable ? false : item.enabled;
  const auditStatus = decidedStatusOf(enabled);
  const writes = await moveItem(tx, kind, id, { enabled, auditStatus }, reason, actor);
  await endWaiting(tx, kind, id);
  const after = { version: item.version + writes, enabled, audit_status: auditStatus };
  return {
    state: stateOf(kind, id, after),
    decision: {
      before: { enabled: item.enabled, auditStatus: item.audit_status },
      holds: item.holds,
      after: { enabled, auditStatus, version: after.version },
    },
  };
}

/**
 * The undo of `decideItem`: the item as the act found it (visibility — or `enabled` when the
 * caller names it — audit status, and the holds the act ended, when it is hidden again).
 */
export async function restoreItem(
  tx: Db,
  kind: DecidableKind,
  id: number,
  decision: ContentDecision,
  enabled: boolean | undefined,
  expectedVersion: number | undefined,
  reason: string | undefined,
  actor: Actor,
): Promise<ContentState> {
  const row = await lockItem(tx, kind, id);
  if (!row) throw notFound('content');
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw conflict('the content changed since it was read', { conflicts: [id] });
  const want = { enabled: enabled ?? decision.before.enabled, auditStatus: decision.before.auditStatus };
  await moveItem(tx, kind, id, want, reason, actor);
  if (!want.enabled) await holdAgain(tx, kind, id, decision.holds);
  return stateOf(kind, id, (await lockItem(tx, kind, id))!);
}

/**
 * An overturned appeal: the item its enforcement took down (disabled with the act, or kept hidden
 * by a hold the act ended) is shown and APPROVED, unless it changed since the act (someone decided
 * it later: that decision stands). Says which, for the log.
 */
export async function giveBackItem(
  tx: Db,
  kind: DecidableKind,
  id: number,
  decision: ContentDecision,
  reason: string,
  actor: Actor,
): Promise<{ restored: boolean; why: 'restored' | 'decided later' | 'not taken down' }> {
  const row = await lockItem(tx, kind, id);
  if (!row) return { restored: false, why: 'decided later' };
  const tookDown = !decision.after.enabled && (decision.before.enabled || decision.holds.length > 0);
  if (!tookDown) return { restored: false, why: 'not taken down' };
  if (row.version !== decision.after.version) return { restored: false, why: 'decided later' };
  await moveItem(tx, kind, id, { enabled: true, auditStatus: 'APPROVED' }, reason, actor);
  return { restored: true, why: 'restored' };
}

export const isDisableableKind = (k: string): k is (typeof DISABLEABLE_KINDS)[number] =>
  (DISABLEABLE_KINDS as readonly string[]).includes(k);

/**
 * Sets `enabled` on one content row (an enforcement's undo that names no decision: rows written
 * before the decision model), as a queue decision moves it.
 */
export async function setContentEnabled(
  tx: Db,
  kind: DecidableKind,
  id: number,
  enabled: boolean,
  expectedVersion: number | undefined,
  reason: string | undefined,
  actor: Actor,
): Promise<ContentState> {
  const t = MODERATED[kind];
  const outcome = await changeRows(
    tx,
    { table: t, action: `${kind}.set_enabled`, desired: { enabled: [t.enabled, enabled] } },
    { ids: [id], expectedVersions: expectedVersion === undefined ? undefined : { [id]: expectedVersion }, reason },
    actor,
  );
  if (outcome.missing.length > 0) throw notFound('content');
  if (outcome.conflicts.length > 0) throw conflict('the content changed since it was read', { conflicts: [id] });
  return stateOf(kind, id, (await lockItem(tx, kind, id))!);
}
