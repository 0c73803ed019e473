import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Caller } from '../../domain/actor';
import { tooManyAttempts } from '../../domain/api-error';
import { lockAttempts, throttleState, type ThrottleState } from './login-throttle';
import { loginGate, type AttemptKeys } from './login-gate';
import { noiseCounter, type NoiseEntry } from '../action-log/auth-noise';
import { deviceNonce } from '../../lib/device-cookie';
import { deviceKey } from './device-key';

export interface Claim {
  attemptId: number;
  /**
   * Seconds left of a username-wide lock this attempt runs under, or 0. Under it only a right
   * password with a valid second factor passes, and every failure answers 42900 alike, so that
   * the reply tells nothing about the password.
   */
  underLock: number;
  /** The username is known at this source, or the attempt came with its known-device cookie. */
  trusted: boolean;
  /** Ends the attempt's time in flight; call it once the attempt is settled, whatever the outcome. */
  release(): void;
}

/**
 * Counts an attempt at a password or a second factor before it is checked, inside the throttle's
 * locks, so that parallel guesses cannot slip past the limit; the check itself runs outside any
 * transaction. The attempt stays a failure unless `markAttemptSucceeded` says otherwise.
 * `secondFactorOffered`: whether the request carries a code that could pass a username-wide lock;
 * without one such an attempt is refused before any check. A known-device cookie valid for this
 * username (`meta.deviceCookie`) has the attempt counted per device (login-throttle.ts).
 * Work this process can refuse without the database is refused first (login-gate.ts).
 */
export async function claimAttempt(
  db: Db,
  username: string,
  meta: Caller,
  secondFactorOffered: boolean,
): Promise<Claim> {
  const device = meta.deviceCookie ? deviceNonce(await deviceKey(db), meta.deviceCookie, username) : null;
  const keys: AttemptKeys = { username, ip: meta.ip, device };
  const early = loginGate.refusal(keys);
  if (early > 0) {
    await noiseCounter(db).count(throttledEntry(username, meta, early, true));
    throw tooManyAttempts(early);
  }
  const release = loginGate.enter(keys);
  try {
    const outcome = await loginGate.serially(keys, async () => {
      // Read without the locks first: attempts only add up until time passes, so a refusal read
      // here stands, and a flood's refusals cost one statement instead of a locked transaction.
      const seen = refusalOf(await throttleState(db, username, meta.ip, device), secondFactorOffered);
      if (seen > 0) return { refusedFor: seen } as const;
      return db.transaction(async (tx) => {
        await lockAttempts(tx, username, meta.ip);
        const state = await throttleState(tx, username, meta.ip, device);
        const wait = refusalOf(state, secondFactorOffered);
        if (wait > 0) return { refusedFor: wait } as const;
        const [attempt] = await tx
          .insert(loginAttempts)
          .values({ username, ip: meta.ip, success: false, device })
          .returning({ id: loginAttempts.id });
        return { attemptId: attempt!.id, underLock: state.userLockSeconds, trusted: state.trusted };
      });
    });
    if ('refusedFor' in outcome) {
      await noiseCounter(db).count(throttledEntry(username, meta, outcome.refusedFor, false));
      throw tooManyAttempts(outcome.refusedFor);
    }
    return { ...outcome, release };
  } catch (err) {
    release();
    throw err;
  }
}

/** Seconds the attempt must wait: the source's (or device's) wait, or the username's lock when no code could open it. */
const refusalOf = (state: ThrottleState, secondFactorOffered: boolean) =>
  state.waitSeconds || (secondFactorOffered ? 0 : state.userLockSeconds);

/** A refused attempt, counted as noise: one log row per source and minute. */
function throttledEntry(username: string, meta: Caller, retryAfterSeconds: number, inFlight: boolean): NoiseEntry {
  return {
    adminId: null,
    action: 'auth.login_throttled',
    targetType: 'admin',
    targetId: username,
    after: { username, retryAfterSeconds, ...(inFlight ? { inFlight } : {}) },
    ip: meta.ip,
    requestId: meta.requestId,
  };
}

export async function markAttemptSucceeded(tx: Db, attemptId: number): Promise<void> {
  await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
