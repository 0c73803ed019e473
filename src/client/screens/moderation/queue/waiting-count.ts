import { defaultQueueFilter, type ModerationQueue } from '#contract/api/moderation-kinds';
import type { RowMark } from './work-store';

type Filters = Readonly<Record<string, unknown>> | undefined;

/** The status field a queue holds by, and the value of it that waits (the default or the one the filters name). */
function heldStatus(queue: ModerationQueue, filters: Filters): [field: string, held: unknown] {
  const [field, fallback] = Object.entries(defaultQueueFilter(queue))[0]!;
  return [field, filters?.[field] ?? fallback];
}

/** Whether a row (or a row's state after a write) still waits in the queue as filtered. */
export function waitsIn(queue: ModerationQueue, filters: Filters, row: object): boolean {
  const [field, held] = heldStatus(queue, filters);
  return (row as Record<string, unknown>)[field] === held;
}

/**
 * Whether the queue is filtered by its default status alone: then every item that starts or stops
 * waiting in it (the live `items-entered` and `items-decided`) is one its `total` counts. With any
 * other filter an item outside the hand may not match, and the next lease counts it.
 */
export function holdsWholeQueue(queue: ModerationQueue, filters: Filters): boolean {
  const defaults = defaultQueueFilter(queue) as Record<string, unknown>;
  return Object.entries(filters ?? {}).every(([key, value]) => key in defaults && defaults[key] === value);
}

/**
 * How many items stopped waiting since the hand was taken, as this tab knows: rows of the hand
 * whose status is no longer the one the queue holds (a decision replaces the row at once, an undo
 * or a refusal puts it back), rows decided in another tab (marked `elsewhere`, their status as
 * read), and `offHand`, the items outside the hand that stopped waiting less those that started
 * again (work-store's `offHand`).
 */
export function decidedNow(
  queue: ModerationQueue,
  filters: Filters,
  hand: { rows: readonly object[]; marks: Readonly<Record<number, RowMark>>; offHand: number },
): number {
  const [field, held] = heldStatus(queue, filters);
  let n = hand.offHand;
  for (const row of hand.rows) {
    const r = row as Record<string, unknown>;
    if (r[field] !== held || hand.marks[r.id as number]?.action === 'elsewhere') n += 1;
  }
  return n;
}

/** The queue's waiting count now: the lease's `total`, less what stopped waiting since it was counted. */
export function waitingNow(total: number, decidedAtTotal: number, decidedNow: number): number {
  return Math.max(0, total - (decidedNow - decidedAtTotal));
}
