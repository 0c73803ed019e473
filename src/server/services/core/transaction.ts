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

/** How many times in all a transaction that lost a race is run. */
export const ATTEMPTS = 5;

/**
 * Runs `attempt` again (up to ATTEMPTS times in all) when PostgreSQL aborted it for a deadlock or a
 * serialization failure, after a pause of random length that grows with each loss. Run again at
 * once, the transactions that met (moderators deciding members of one wave while its worker
 * recounts it) meet again in the same order: under the write-path stress one decision lost three
 * times running and answered 500.
 */
export async function retrying<T>(attempt: () => Promise<T>, pause = pauseBeforeRetry): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const code = sqlState(err);
      if (n >= ATTEMPTS || code === undefined || !RETRYABLE.has(code)) throw err;
      await pause(n);
    }
  }
}

/** 5–20 ms after the first loss, up to 20–80 ms after the fourth: enough for the winner to commit. */
function pauseBeforeRetry(lost: number): Promise<void> {
  const ms = 5 * lost * (1 + Math.random() * 3);
  return new Promise((resolve) => setTimeout(resolve, ms));
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
