import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Caller } from '../../domain/actor';
import { tooManyAttempts } from '../../domain/api-error';
import { lockAttempts, throttleState } from './login-throttle';
import { recordAuthNoise } from '../action-log/auth-noise';

export interface Claim {
  attemptId: number;
  /**
   * Seconds left of a username-wide lock this attempt runs under, or 0. Under it only a right
   * password with a valid second factor passes, and every failure answers 42900 alike, so that
   * the reply tells nothing about the password.
   */
  underLock: number;
}

/**
 * Counts an attempt at a password or a second factor before it is checked, inside the throttle's
 * locks, so that parallel guesses cannot slip past the limit; the check itself runs outside any
 * transaction. The attempt stays a failure unless `markAttemptSucceeded` says otherwise.
 * `secondFactorOffered`: whether the request carries a code that could pass a username-wide lock;
 * without one such an attempt is refused before any check.
 */
export async function claimAttempt(
  db: Db,
  username: string,
  meta: Caller,
  secondFactorOffered: boolean,
): Promise<Claim> {
  const outcome = await db.transaction(async (tx) => {
    await lockAttempts(tx, username, meta.ip);
    const state = await throttleState(tx, username, meta.ip);
    const wait = state.waitSeconds || (secondFactorOffered ? 0 : state.userLockSeconds);
    if (wait > 0) {
      await recordAuthNoise(tx, {
        adminId: null,
        action: 'auth.login_throttled',
        targetType: 'admin',
        targetId: username,
        after: { username, retryAfterSeconds: wait },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return { refusedFor: wait } as const;
    }
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ username, ip: meta.ip, success: false })
      .returning({ id: loginAttempts.id });
    return { attemptId: attempt!.id, underLock: state.userLockSeconds };
  });
  if ('refusedFor' in outcome) throw tooManyAttempts(outcome.refusedFor);
  return outcome;
}

export async function markAttemptSucceeded(tx: Db, attemptId: number): Promise<void> {
  await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
