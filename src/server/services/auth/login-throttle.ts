import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * Failures of one username from one source that cost nothing; each one after them doubles the
 * wait before that source may try that username again (2 s, 4 s, 8 s, … up to an hour).
 */
export const PAIR_FREE_FAILURES = 5;
export const PAIR_MAX_DELAY_SECONDS = 60 * 60;
/** How long a source's failures at a username are remembered when no success clears them. */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/**
 * Failures of one username from anywhere that lock it for 10 minutes, for every source but the
 * ones it logged in from; under the lock only a right password with a valid second factor passes.
 */
export const USER_MAX_FAILURES = 10;
export const USER_LOCK_SECONDS = 10 * 60;
/** A source from which the username logged in within this time is its own: the lock spares it. */
export const KNOWN_SOURCE_SECONDS = 30 * 24 * 60 * 60;
/** Failures (successes do not count) from one source, at any usernames, per window. */
export const IP_MAX_FAILURES = 25;
export const IP_WINDOW_SECONDS = 5 * 60;

export interface ThrottleState {
  /** Seconds this source (or this known device) must wait, whatever it offers. */
  waitSeconds: number;
  /** Of `waitSeconds`: the part owed by this username and source (or device) alone. */
  pairWaitSeconds: number;
  /** Of `waitSeconds`: the part owed by the source's failures at any usernames. */
  ipWaitSeconds: number;
  /** Seconds left of the username-wide lock when it binds this source (not one of its own), or 0. */
  userLockSeconds: number;
  /** The username logged in from this source within KNOWN_SOURCE_SECONDS, or came with its known-device cookie. */
  trusted: boolean;
}

/** The wait after `failures` failures of one username from one source, in seconds. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - PAIR_FREE_FAILURES + 1), PAIR_MAX_DELAY_SECONDS);
}

/**
 * Where this username and source stand. Counted in the database so that every replica sees the
 * same attempts; callers hold the advisory locks of `lockAttempts`.
 *
 * `device`: the nonce of a known-device cookie valid for this username (OWASP's device cookies).
 * Such an attempt is counted per device instead of per source: the source's failures at any
 * usernames and this username's from that source do not bind it, nor the username-wide lock
 * (which is for sources the username is not known at); its own failures cost it the same
 * doubling waits, so a stolen cookie buys no more guesses than a source has.
 */
export async function throttleState(
  tx: Db,
  username: string,
  ip: string,
  device: string | null = null,
): Promise<ThrottleState> {
  const [row] = await queryRows<{
    user_until: Date | null;
    ip_until: Date | null;
    pair_failures: number;
    pair_last: Date | null;
    known_source: boolean;
    now: Date;
  }>(
    tx,
    sql`
      WITH user_success AS (
        SELECT coalesce(max(at), '-infinity'::timestamptz) AS at
        FROM login_attempts WHERE username = ${username} AND success
      ), pair_success AS (
        SELECT coalesce(max(at), '-infinity'::timestamptz) AS at
        FROM login_attempts WHERE username = ${username} AND success
          AND ${device === null ? sql`ip = ${ip}` : sql`device = ${device}`}
      ), pair_failures AS (
        SELECT count(*)::int AS n, max(at) AS last
        FROM login_attempts
        WHERE username = ${username} AND NOT success
          AND ${device === null ? sql`ip = ${ip} AND device IS NULL` : sql`device = ${device}`}
          AND at > now() - make_interval(secs => ${PAIR_MEMORY_SECONDS})
          AND at > (SELECT at FROM pair_success)
      )
      SELECT
        (SELECT at + make_interval(secs => ${USER_LOCK_SECONDS})
           FROM login_attempts
          WHERE username = ${username} AND NOT success AND device IS NULL
            AND at > now() - make_interval(secs => ${USER_LOCK_SECONDS})
            AND at > (SELECT at FROM user_success)
          ORDER BY at DESC OFFSET ${USER_MAX_FAILURES - 1} LIMIT 1) AS user_until,
        (SELECT at + make_interval(secs => ${IP_WINDOW_SECONDS})
           FROM login_attempts
          WHERE ip = ${ip} AND NOT success AND device IS NULL
            AND at > now() - make_interval(secs => ${IP_WINDOW_SECONDS})
          ORDER BY at DESC OFFSET ${IP_MAX_FAILURES - 1} LIMIT 1) AS ip_until,
        (SELECT n FROM pair_failures) AS pair_failures,
        (SELECT last FROM pair_failures) AS pair_last,
        (SELECT at FROM pair_success) > now() - make_interval(secs => ${KNOWN_SOURCE_SECONDS}) AS known_source,
        now() AS now`,
  );
  if (!row)
    return { waitSeconds: 0, pairWaitSeconds: 0, ipWaitSeconds: 0, userLockSeconds: 0, trusted: device !== null };
  const now = new Date(row.now).getTime();
  const secondsUntil = (until: number) => (until > now ? Math.ceil((until - now) / 1000) : 0);
  const pairUntil = row.pair_last ? new Date(row.pair_last).getTime() + pairDelaySeconds(row.pair_failures) * 1000 : 0;
  const ipUntil = row.ip_until && device === null ? new Date(row.ip_until).getTime() : 0;
  const trusted = device !== null || row.known_source;
  const userUntil = row.user_until && !trusted ? new Date(row.user_until).getTime() : 0;
  const pairWaitSeconds = secondsUntil(pairUntil);
  const ipWaitSeconds = secondsUntil(ipUntil);
  return {
    waitSeconds: Math.max(pairWaitSeconds, ipWaitSeconds),
    pairWaitSeconds,
    ipWaitSeconds,
    userLockSeconds: secondsUntil(userUntil),
    trusted,
  };
}

/** Serialises attempts on one username and on one IP, across replicas, for this transaction. */
export async function lockAttempts(tx: Db, username: string, ip: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'login-user:' + username}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'login-ip:' + ip}))`);
}
