import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/content';
import { MODERATED } from '../../db/moderation-tables';
import {
  activeSuspensions,
  authorOf,
  enforcementOf,
  enforcementSummary,
  insertEnforcement,
  accountStatusOf,
  lockAccount,
  lockActItem,
  lockEnforcement,
  readEnforcement,
  updateEnforcement,
  type ContentDecision,
  type RawEnforcement,
} from '../../db/enforcement-rows';
import { isoOfTimestamp } from '../../db/pg-timestamp';
import { conflict, invalid, notFound, refused } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { recordAction } from '../core/action-log';
import { changeRows } from '../core/change-rows';
import { inTransaction } from '../core/transaction';
import { backInHand, type FromHand } from '../core/back-in-hand';
import { decideItem, restoreItem, setContentEnabled } from './content-act';
import { clearHolding } from '../../db/rule-content';
import { finishReportsAbout, reopenReportsAbout, type ReportsInput } from './report-act';
import type { EnforcementContext } from './context';
import type { ApiReply } from '#contract/api';
import type { AccountStatus } from '#contract/entities';
import type { ContentState } from '#contract/api/enforcement';
import {
  DECIDABLE_KINDS,
  DISABLEABLE_KINDS,
  type DecidableKind,
  type DisableableKind,
  type EnforcementKind,
  type LinkableKind,
} from '#contract/enforcement';
import type { ReasonCode } from '#contract/moderation-reasons';

const DAY_MS = 86_400_000;

export interface EnforceInput {
  accountId: number;
  kind: EnforcementKind;
  reasonCode?: ReasonCode | undefined;
  /** As stored (withStoredReason): `[code] words: note`. */
  reason?: string | undefined;
  days?: number | undefined;
  hours?: number | undefined;
  endsAt?: string | undefined;
  content?:
    | {
        kind: LinkableKind;
        id: number;
        disable: boolean;
        decide?: boolean | undefined;
        expectedVersion?: number | undefined;
      }
    | undefined;
  /** Reports about the account, finished VALID in the same transaction (the reports queue's keys). */
  reports?: ReportsInput | undefined;
  replaceActive: boolean;
}

const isDisableable = (k: LinkableKind): k is DisableableKind => (DISABLEABLE_KINDS as readonly string[]).includes(k);
const isDecidable = (k: LinkableKind): k is DecidableKind => (DECIDABLE_KINDS as readonly string[]).includes(k);
const HOUR_MS = 3_600_000;

/**
 * Warns, suspends or bans an account, and (with `content.disable`) disables the content that
 * caused it, in one transaction. Taken from an item (`content`, unless `decide: false` or it came
 * with `reports`), the act decides that item in the same transaction (`decideItem`: its status,
 * holds and leases), and the item's state before is kept for the undo and the appeal. Lock order as every moderation write: the content (and the
 * parent whose counter it moves), then the account row, which serialises every enforcement on one
 * account: a suspension while another is in force is refused (42200, `data.active`) unless
 * `replaceActive`, which takes the old one back and names it in `replacesId`.
 */
export function enforce(ctx: EnforcementContext, body: EnforceInput): Promise<ApiReply<'/admins/account/enforce'>> {
  return inTransaction(ctx.db, (tx) => enforceWithin(ctx, tx, body));
}

/** `enforce` inside the caller's transaction (a wave's decision acts on every author in its own). */
export async function enforceWithin(
  ctx: EnforcementContext,
  tx: Db,
  body: EnforceInput,
): Promise<ApiReply<'/admins/account/enforce'>> {
  const { actor, clock } = ctx;
  const now = clock.now;
  let endsAt: Date | null = null;
  if (body.kind === 'suspend') {
    endsAt =
      body.days !== undefined
        ? new Date(now.getTime() + body.days * DAY_MS)
        : body.hours !== undefined
          ? new Date(now.getTime() + body.hours * HOUR_MS)
          : new Date(body.endsAt!);
    if (endsAt.getTime() <= now.getTime()) throw invalid('endsAt', 'must be in the future', 'invalid_value');
  }
  const c = body.content;
  const decides = c !== undefined && isDecidable(c.kind) && (c.decide ?? body.reports === undefined);
  // The item to decide is locked with its author read; any other is only checked for its author.
  const item = c && decides && isDecidable(c.kind) ? await lockActItem(tx, c.kind, c.id) : null;
  if (c) {
    const author = decides ? (item?.author ?? null) : await authorOf(tx, c.kind, c.id);
    if (author === null) throw notFound('content');
    if (author !== body.accountId) throw invalid('content.id', 'is not by this account', 'invalid_value');
  }
  let content: ContentState | null = null;
  let contentDecision: ContentDecision | null = null;
  if (c && item && isDecidable(c.kind)) {
    const decided = await decideItem(tx, c.kind, c.id, item, c.disable, c.expectedVersion, body.reason, actor);
    content = decided.state;
    contentDecision = decided.decision;
  } else if (c?.disable && isDisableable(c.kind)) {
    content = await setContentEnabled(tx, c.kind, c.id, false, c.expectedVersion, body.reason, actor);
    // Hiding it by hand is a decision on it: no hold is left to be released by a later approval.
    await clearHolding(tx, c.kind, [c.id]);
  }
  const reports = body.reports ? await finishReportsAbout(tx, body.accountId, body.reports, body.reason, actor) : [];
  const account = await lockAccount(tx, body.accountId);
  if (!account) throw notFound('account');

  let replaced: RawEnforcement | null = null;
  let previousStatus: AccountStatus | null = null;
  if (body.kind === 'suspend') {
    const [active] = await activeSuspensions(tx, body.accountId, now);
    if (active && !body.replaceActive) {
      throw refused('ALREADY_SUSPENDED', 'the account is already suspended', {
        active: enforcementOf(active, clock),
      });
    }
    replaced = active ?? null;
  }
  if (body.kind === 'ban') {
    if (account.status === 'BANNED') throw refused('ALREADY_BANNED', 'the account is already banned');
    previousStatus = account.status;
    await changeRows(
      tx,
      { table: MODERATED.account, action: 'account.set_status', desired: { status: [accounts.status, 'BANNED'] } },
      { ids: [body.accountId], reason: body.reason },
      actor,
    );
  }

  const row = await insertEnforcement(tx, {
    accountId: body.accountId,
    kind: body.kind,
    reasonCode: body.reasonCode ?? null,
    reason: body.reason ?? '',
    contentKind: c?.kind ?? null,
    contentId: c?.id ?? null,
    startsAt: now,
    endsAt,
    previousStatus,
    replacesId: replaced?.id ?? null,
    createdBy: actor.adminId,
    contentDecision,
  });
  const id = row.id;
  if (replaced) {
    await revokeRow(tx, replaced, actor, now, replacedBy(id));
  }
  await recordAction(tx, {
    adminId: actor.adminId,
    action: `account.${body.kind}`,
    targetType: 'account',
    targetId: body.accountId,
    after: {
      enforcementId: id,
      kind: body.kind,
      endsAt: endsAt?.toISOString() ?? null,
      content: c
        ? {
            kind: c.kind,
            id: c.id,
            disabled: content !== null && !content.enabled && (contentDecision?.before.enabled ?? true),
            // The status the act decided the item with (README, "The decision model"), or null.
            decided: contentDecision ? contentDecision.after.auditStatus : null,
            ...(contentDecision && contentDecision.holds.length > 0 ? { holdsEnded: contentDecision.holds } : {}),
          }
        : null,
      ...(body.reports ? { reportsFinished: reports.map((r) => r.id) } : {}),
      replaces: replaced?.id ?? null,
      version: row.version,
    },
    reason: body.reason ?? null,
    ip: actor.ip,
    requestId: actor.requestId,
  });
  return {
    enforcement: enforcementOf(row, clock),
    replaced: replaced ? enforcementOf((await readEnforcement(tx, replaced.id))!, clock) : null,
    content,
    reports,
    summary: await enforcementSummary(tx, body.accountId, clock),
  };
}

const replacedBy = (id: number) => `replaced by #${id}`;

/** Marks a locked enforcement taken back and logs it; a suspension's end leaves accounts.suspended_until by trigger. */
async function revokeRow(tx: Db, e: RawEnforcement, actor: Actor, now: Date, reason: string): Promise<void> {
  await updateEnforcement(
    tx,
    e.id,
    sql`revoked_at = ${now.toISOString()}::timestamptz, revoked_by = ${actor.adminId}, revoked_reason = ${reason}`,
  );
  await recordAction(tx, {
    adminId: actor.adminId,
    action: 'enforcement.revoke',
    targetType: 'enforcement',
    targetId: e.id,
    before: { revokedAt: null, version: e.version },
    after: { revokedAt: now.toISOString(), accountId: e.account_id, kind: e.kind, version: e.version + 1 },
    reason,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/**
 * Takes an enforcement back, inside the caller's transaction, after locking its account (always
 * before the enforcement row, as `enforce` does, so the two never wait on each other): a ban gives
 * the account the status it had (if it is still BANNED), a suspension that replaced another brings
 * that one back when it is still due.
 */
export async function takeBack(ctx: EnforcementContext, tx: Db, e: RawEnforcement, reason: string): Promise<void> {
  const { actor, clock } = ctx;
  if (e.revoked_at !== null) throw refused('ENFORCEMENT_REVOKED', 'the enforcement is already taken back');
  const account = await accountStatusOf(tx, e.account_id);
  await revokeRow(tx, e, actor, clock.now, reason);
  if (e.kind === 'ban' && account?.status === 'BANNED') {
    await changeRows(
      tx,
      {
        table: MODERATED.account,
        action: 'account.set_status',
        desired: { status: [accounts.status, e.previous_status ?? 'NORMAL'] },
      },
      { ids: [e.account_id], reason },
      actor,
    );
  }
  if (e.kind === 'suspend' && e.replaces_id !== null) {
    const old = await lockEnforcement(tx, e.replaces_id);
    if (old && old.revoked_reason === replacedBy(e.id) && old.ends_at !== null) {
      if (Date.parse(isoOfTimestamp(old.ends_at)) > clock.now.getTime()) await restoreRow(tx, old, actor);
    }
  }
}

/** Undoes a revocation (an overturn taken back, a replaced suspension coming back). */
export async function restoreRow(tx: Db, e: RawEnforcement, actor: Actor): Promise<void> {
  await updateEnforcement(tx, e.id, sql`revoked_at = NULL, revoked_by = NULL, revoked_reason = NULL`);
  await recordAction(tx, {
    adminId: actor.adminId,
    action: 'enforcement.restore',
    targetType: 'enforcement',
    targetId: e.id,
    before: { revokedAt: e.revoked_at, version: e.version },
    after: { revokedAt: null, accountId: e.account_id, kind: e.kind, version: e.version + 1 },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

export interface RevokeInput extends FromHand {
  id: number;
  expectedVersion: number;
  reason?: string | undefined;
  content?: { enabled?: boolean | undefined; expectedVersion?: number | undefined } | undefined;
  /** Reports finished with the enforcement, opened again with its undo. */
  reports?: ReportsInput | undefined;
}

/** The undo of an enforcement, and of the content act made with it when `content` says so. */
export function revokeEnforcement(
  ctx: EnforcementContext,
  body: RevokeInput,
): Promise<ApiReply<'/admins/account/enforcement-revoke'>> {
  return inTransaction(ctx.db, async (tx) => {
    const first = await readEnforcement(tx, body.id);
    if (!first) throw notFound('enforcement');
    let content: ContentState | null = null;
    if (body.content) {
      const kind = first.content_kind;
      const decision = first.content_decision;
      if (kind !== null && first.content_id !== null && decision !== null && isDecidable(kind)) {
        // The item as the act found it, the holds the act ended included.
        content = await restoreItem(
          tx,
          kind,
          first.content_id,
          decision,
          body.content.enabled,
          body.content.expectedVersion,
          body.reason ?? 'undo',
          ctx.actor,
        );
      } else {
        if (kind === null || first.content_id === null || !isDisableable(kind))
          throw invalid('content', 'the enforcement names no content that can be enabled', 'invalid_value');
        content = await setContentEnabled(
          tx,
          kind,
          first.content_id,
          body.content.enabled ?? true,
          body.content.expectedVersion,
          body.reason,
          ctx.actor,
        );
      }
    }
    const reports = body.reports ? await reopenReportsAbout(tx, body.reports, body.reason, ctx.actor) : [];
    await lockAccount(tx, first.account_id);
    const e = (await lockEnforcement(tx, body.id))!;
    if (e.version !== body.expectedVersion) throw conflict('the enforcement changed since it was read');
    await takeBack(ctx, tx, e, body.reason ?? 'undo');
    // The act was taken from a queue card: what it decided waits again, in that tab's hand. The
    // reports are the card of the reports queue; otherwise the content is the content queue's.
    const hand = body.reports
      ? await backInHand(tx, 'report', body, ctx.actor, { changed: body.reports.ids, unchanged: [] })
      : content
        ? await backInHand(tx, content.kind, body, ctx.actor, { changed: [content.id], unchanged: [] })
        : {};
    return {
      enforcement: enforcementOf((await readEnforcement(tx, e.id))!, ctx.clock),
      content,
      reports,
      summary: await enforcementSummary(tx, e.account_id, ctx.clock),
      ...hand,
    };
  });
}
