import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Names the admin behind this transaction's writes for the live-event triggers (migration
 * `live-events`), which announce who decided an item; transaction-local, so it ends at commit.
 */
export async function announceActor(tx: Db, adminId: number | null): Promise<void> {
  await tx.execute(sql`SELECT set_config('backoffice.actor', ${adminId === null ? '' : String(adminId)}, true)`);
}
