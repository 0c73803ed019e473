import { and, count, eq, gt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminMfa, secondFactorAttempts } from '../../db/schema/mfa';
import { securityNotices } from '../../db/schema/security';
import { recordAction } from '../core/action-log';

/**
 * Wrong second-factor codes an account takes from all sources together within the window; past
 * it, authenticator codes are refused unchecked until a recovery code (or an ADMIN_ROOT's reset)
 * clears it. The per-source throttle alone let 60 sources try ~17 000 codes an hour.
 */
export const SECOND_FACTOR_MAX_FAILURES = 10;
export const SECOND_FACTOR_WINDOW_SECONDS = 15 * 60;

interface Where {
  ip: string;
  requestId: string;
}

export interface FactorGuess {
  /** The attempt counted for this guess; null when it was refused unchecked. */
  attemptId: number | null;
  /** Authenticator codes are locked for this account (before or because of this guess). */
  locked: boolean;
}

/** Failures that count: within the window, since the factor was turned on and since the last unlock. */
function countedFailures(tx: Db, adminId: number, since: Date | null) {
  return tx
    .select({ n: count() })
    .from(secondFactorAttempts)
    .where(
      and(
        eq(secondFactorAttempts.adminId, adminId),
        not(secondFactorAttempts.success),
        gt(secondFactorAttempts.at, sql`now() - make_interval(secs => ${SECOND_FACTOR_WINDOW_SECONDS})`),
        since ? gt(secondFactorAttempts.at, since) : undefined,
      ),
    );
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Counts a guess at an admin's second factor before it is checked, under the factor's row lock,
 * so that parallel guesses from any number of sources cannot pass the ceiling. A guess that
 * finds the ceiling reached locks the factor (logged, and told to its owner at the next login).
 * `recovery`: the guess is a recovery code, which is checked even while codes are locked.
 */
export async function claimFactorGuess(db: Db, adminId: number, recovery: boolean, where: Where): Promise<FactorGuess> {
  return db.transaction(async (tx) => {
    const locked = await lockedOrLocking(tx, adminId, where);
    if (locked && !recovery) return { attemptId: null, locked };
    const [attempt] = await tx
      .insert(secondFactorAttempts)
      .values({ adminId, ip: where.ip })
      .returning({ id: secondFactorAttempts.id });
    return { attemptId: attempt!.id, locked };
  });
}

/**
 * Records how a counted guess went: a failure that reaches the ceiling locks codes at once; a
 * success is no longer a failure, and a recovery code used while codes were locked unlocks them
 * (the failures before it stop counting).
 */
export async function settleFactorGuess(
  db: Db,
  adminId: number,
  guess: FactorGuess,
  used: 'totp' | 'recovery' | null,
  where: Where,
): Promise<void> {
  const attemptId = guess.attemptId;
  if (attemptId === null) return;
  if (used === null) {
    if (!guess.locked) await lockIfCeilingReached(db, adminId, where);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.update(secondFactorAttempts).set({ success: true }).where(eq(secondFactorAttempts.id, attemptId));
    if (used !== 'recovery' || !guess.locked) return;
    const unlocked = await tx
      .update(adminMfa)
      .set({ totpLockedAt: null, attemptsClearedAt: sql`now()` })
      .where(and(eq(adminMfa.adminId, adminId), sql`${adminMfa.totpLockedAt} IS NOT NULL`))
      .returning({ adminId: adminMfa.adminId });
    if (unlocked.length > 0) {
      await recordAction(tx, {
        adminId,
        action: 'mfa.unlocked',
        targetType: 'admin',
        targetId: adminId,
        after: { by: 'recovery_code' },
        ip: where.ip,
        requestId: where.requestId,
      });
    }
  });
}

/**
 * Whether codes are locked, locking them now if the counted failures reached the ceiling. Holds
 * the factor's row lock for the caller's transaction, so guesses are counted one at a time.
 */
async function lockedOrLocking(tx: Db, adminId: number, where: Where): Promise<boolean> {
  const [mfa] = await tx
    .select({ enabledAt: adminMfa.enabledAt, lockedAt: adminMfa.totpLockedAt, clearedAt: adminMfa.attemptsClearedAt })
    .from(adminMfa)
    .where(eq(adminMfa.adminId, adminId))
    .for('update');
  if (!mfa) return false;
  if (mfa.lockedAt) return true;
  const [failures] = await countedFailures(tx, adminId, later(mfa.enabledAt, mfa.clearedAt));
  if ((failures?.n ?? 0) < SECOND_FACTOR_MAX_FAILURES) return false;
  await lockCodes(tx, adminId, where);
  return true;
}

function lockIfCeilingReached(db: Db, adminId: number, where: Where): Promise<boolean> {
  return db.transaction((tx) => lockedOrLocking(tx, adminId, where));
}

/** Locks authenticator codes, logs it with the sources of the failures, and leaves the owner a notice. */
async function lockCodes(tx: Db, adminId: number, where: Where): Promise<void> {
  const sources = await tx
    .selectDistinct({ ip: secondFactorAttempts.ip })
    .from(secondFactorAttempts)
    .where(
      and(
        eq(secondFactorAttempts.adminId, adminId),
        not(secondFactorAttempts.success),
        gt(secondFactorAttempts.at, sql`now() - make_interval(secs => ${SECOND_FACTOR_WINDOW_SECONDS})`),
      ),
    )
    .limit(20);
  const data = {
    failures: SECOND_FACTOR_MAX_FAILURES,
    windowSeconds: SECOND_FACTOR_WINDOW_SECONDS,
    sources: sources.map((s) => s.ip).sort(),
  };
  await tx
    .update(adminMfa)
    .set({ totpLockedAt: sql`now()` })
    .where(eq(adminMfa.adminId, adminId));
  await tx.insert(securityNotices).values({ adminId, kind: 'SECOND_FACTOR_LOCKED', data });
  await recordAction(tx, {
    adminId,
    action: 'mfa.locked',
    targetType: 'admin',
    targetId: adminId,
    after: data,
    ip: where.ip,
    requestId: where.requestId,
  });
}
