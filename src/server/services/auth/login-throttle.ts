import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export const USER_MAX_FAILURES = 10;
export const USER_LOCK_SECONDS = 10 * 60;
export const IP_MAX_ATTEMPTS = 25;
export const IP_WINDOW_SECONDS = 5 * 60;

/**
 * Seconds until this username or IP may try again, or 0. Counted in the database so that every
 * replica sees the same attempts; callers hold the advisory locks of `lockAttempts`.
 */
export async function retryAfterSeconds(tx: Db, username: string, ip: string): Promise<number> {
  const [row] = await queryRows<{ user_until: Date | null; ip_until: Date | null; now: Date }>(
    tx,
    sql`
      WITH last_success AS (
        SELECT coalesce(max(at), '-infinity'::timestamptz) AS at
        FROM login_attempts WHERE username = ${username} AND success
      )
      SELECT
        (SELECT at + make_interval(secs => ${USER_LOCK_SECONDS})
           FROM login_attempts
          WHERE username = ${username} AND NOT success
            AND at > now() - make_interval(secs => ${USER_LOCK_SECONDS})
            AND at > (SELECT at FROM last_success)
          ORDER BY at DESC OFFSET ${USER_MAX_FAILURES - 1} LIMIT 1) AS user_until,
        (SELECT at + make_interval(secs => ${IP_WINDOW_SECONDS})
           FROM login_attempts
          WHERE ip = ${ip} AND at > now() - make_interval(secs => ${IP_WINDOW_SECONDS})
          ORDER BY at DESC OFFSET ${IP_MAX_ATTEMPTS - 1} LIMIT 1) AS ip_until,
        now() AS now`,
  );
  if (!row) return 0;
  const now = new Date(row.now).getTime();
  const until = Math.max(
    row.user_until ? new Date(row.user_until).getTime() : 0,
    row.ip_until ? new Date(row.ip_until).getTime() : 0,
  );
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Serialises attempts on one username and on one IP, across replicas, for this transaction. */
export async function lockAttempts(tx: Db, username: string, ip: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'login-user:' + username}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'login-ip:' + ip}))`);
}
