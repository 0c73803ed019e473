import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs content writes that are part of an act on a person (its item decided with it, that decision
 * taken back by an undo or an overturned appeal). The team-statistics trigger (migration
 * `decision-model`) counts the act itself, not these rows; the flag is transaction-local and
 * cleared again before the act's own log row. A throw aborts the transaction, flag and all.
 */
export async function decidedWithAct<T>(tx: Db, write: () => Promise<T>): Promise<T> {
  await tx.execute(sql`SELECT set_config('backoffice.decided_with', 'enforcement', true)`);
  const result = await write();
  await tx.execute(sql`SELECT set_config('backoffice.decided_with', '', true)`);
  return result;
}
