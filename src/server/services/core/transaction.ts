import type { Db } from '../../db/client';
import { forgetTotals } from '../../db/list-totals';

/** deadlock_detected and serialization_failure: the transaction lost a race and can run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Runs `attempt` again (up to three times in all) when PostgreSQL aborted it for a deadlock. */
export async function retrying<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const code = sqlState(err);
      if (n >= 3 || code === undefined || !RETRYABLE.has(code)) throw err;
    }
  }
}

/**
 * Runs a write of moderation, rules or enforcement in one transaction, retried on deadlock. Bulk
 * updates lock rows in id order, but a report finish that disables targets of several kinds, or
 * counters on a parent, can still meet another transaction the other way round. Once it has ended, the list totals counted
 * before it are dropped, so the moderator's next page counts their own change.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await retrying(() => db.transaction(fn));
  } finally {
    forgetTotals(db);
  }
}
