import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/content';
import { holdInForce, insertHold, liftHolds, type PersonHoldRow } from '../../db/person-hold-rows';
import { PERSON_HOLD_MAX_DAYS, type PersonHold } from '#contract/api/person-holds';
import type { Actor } from '../../domain/actor';
import { invalid, notFound } from '../../domain/api-error';
import { recordAction } from '../core/action-log';

const toHold = (r: PersonHoldRow): PersonHold => ({
  id: r.id,
  accountId: r.accountId,
  until: r.until.toISOString(),
  reason: r.reason,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
});

export async function personHold(db: Db, accountId: number): Promise<{ hold: PersonHold | null }> {
  const hold = await holdInForce(db, accountId);
  return { hold: hold ? toHold(hold) : null };
}

/**
 * "Hold everything from this person" until `until`: the content triggers hold every text the
 * account writes meanwhile (hits of the built-in person-hold rule), whoever writes it. A hold in
 * force is replaced. Logged as `account.hold`, in the same transaction.
 */
export async function setPersonHold(
  db: Db,
  actor: Actor,
  body: { accountId: number; until: string; reason?: string | undefined },
  now: Date,
): Promise<{ hold: PersonHold }> {
  const until = new Date(body.until);
  if (until.getTime() <= now.getTime()) throw invalid('until', 'must be in the future');
  if (until.getTime() > now.getTime() + PERSON_HOLD_MAX_DAYS * 86_400_000)
    throw invalid('until', `must be within ${PERSON_HOLD_MAX_DAYS} days`, 'too_big', PERSON_HOLD_MAX_DAYS);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, body.accountId))
      .for('update');
    if (!account) throw notFound('account');
    const replaced = await liftHolds(tx, body.accountId, actor.adminId);
    const id = await insertHold(tx, {
      accountId: body.accountId,
      until,
      reason: body.reason ?? '',
      createdBy: actor.adminId,
    });
    await recordAction(tx, {
      ...actor,
      action: 'account.hold',
      targetType: 'account',
      targetId: body.accountId,
      after: { holdId: id, until: until.toISOString(), replaced },
      ...(body.reason ? { reason: body.reason } : {}),
    });
  });
  return { hold: toHold((await holdInForce(db, body.accountId))!) };
}

/** Ends the hold in force now; what it held stays held until a moderator decides it. */
export async function liftPersonHold(db: Db, actor: Actor, accountId: number): Promise<{ lifted: PersonHold | null }> {
  const current = await holdInForce(db, accountId);
  if (!current) return { lifted: null };
  await db.transaction(async (tx) => {
    const ended = await liftHolds(tx, accountId, actor.adminId);
    if (ended.length > 0)
      await recordAction(tx, {
        ...actor,
        action: 'account.hold_lift',
        targetType: 'account',
        targetId: accountId,
        before: { holdId: current.id, until: current.until.toISOString() },
      });
  });
  return { lifted: toHold(current) };
}
