import { defaultQueueFilter, type ModerationQueue } from '#contract/api/moderation-kinds';

/**
 * How many rows of the hand no longer wait: their status (`auditStatus`, a report's `status`) is
 * not the one the queue holds, the default or the one its filters name. A decision replaces the
 * row at once (and an undo or a refusal puts it back), so this follows the keys of this tab; an
 * item decided in another tab keeps its row, and is counted by the next lease.
 */
export function decidedInHand(
  queue: ModerationQueue,
  filters: Readonly<Record<string, unknown>> | undefined,
  rows: readonly object[],
): number {
  const [field, fallback] = Object.entries(defaultQueueFilter(queue))[0]!;
  const held = filters?.[field] ?? fallback;
  let n = 0;
  for (const row of rows) if ((row as Record<string, unknown>)[field] !== held) n += 1;
  return n;
}

/** The queue's waiting count now: the lease's `total`, less what this tab decided since it was counted. */
export function waitingNow(total: number, decidedAtTotal: number, decidedNow: number): number {
  return Math.max(0, total - (decidedNow - decidedAtTotal));
}
