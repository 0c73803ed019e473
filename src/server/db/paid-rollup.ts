import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/**
 * The paid rollup (migration paid-rollup) is kept by day of one time zone. A server configured
 * with another business time zone rebuilds it for its own once, under the rollup's lock; every
 * replica of one deployment must therefore share BUSINESS_TIME_ZONE.
 */
export async function ensurePaidRollup(db: Db, tz: string): Promise<void> {
  const [state] = await queryRows<{ time_zone: string; valid: boolean }>(
    db,
    sql`SELECT time_zone, valid FROM stats_rollup_state`,
  );
  if (state?.time_zone === tz && state.valid) return;
  await db.transaction(async (tx) => {
    // A rebuild at 1M orders outlasts the statement timeout meant for requests.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`SELECT stats_paid_rebuild(${tz})`);
  });
}

/** Turns the rollup's triggers off for a bulk load in this transaction; `rebuildPaidRollup` turns them back on. */
export async function suspendPaidRollup(db: Db): Promise<void> {
  await db.execute(sql`UPDATE stats_rollup_state SET valid = false`);
}

/** Rebuilds the rollup for the time zone it was built for. */
export async function rebuildPaidRollup(db: Db): Promise<void> {
  await db.execute(sql`SELECT stats_paid_rebuild(time_zone) FROM stats_rollup_state`);
}
