import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The admin each open transaction has announced (null: the app or the server itself): an act writing several tables says it once. */
const announced = new WeakMap<Db, number | null>();

/**
 * Names the admin behind this transaction's writes for the live-event triggers (migration
 * `live-events`), which announce who decided an item; transaction-local, so it ends at commit.
 * The writes of one transaction share its handle and no write here runs under a savepoint, so
 * the setting made once stays in place until the transaction ends.
 */
export async function announceActor(tx: Db, adminId: number | null): Promise<void> {
  if (announced.get(tx) === adminId) return;
  await tx.execute(sql`SELECT set_config('backoffice.actor', ${adminId === null ? '' : String(adminId)}, true)`);
  announced.set(tx, adminId);
}
