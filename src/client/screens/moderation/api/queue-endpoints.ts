import type { ApiReply } from '#contract/api';
import type { LeaseBody } from '#contract/api/moderation-queue';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import { call } from '#client/api/fetcher';
import type { QueueOrder } from '#contract/risk';

export type LeaseReply = ApiReply<'/admins/queue/lease'>;

/** Leases (and renews) up to `count` items of a queue for this admin, none of those it is `done` with. */
export function leaseQueue(
  queue: ModerationQueue,
  filters: Record<string, unknown> | undefined,
  count: number,
  done: number[],
  order: QueueOrder,
): Promise<LeaseReply> {
  // `filters` was built from the queue's FilterDefs; the server checks it against the queue's schema.
  const body = { queue, count, order, done, ...(filters ? { filters } : {}) } as LeaseBody;
  return call('/admins/queue/lease', body);
}

/** Gives the items back to the queue, so another moderator can take them at once (also as the tab closes). */
export function releaseQueue(queue: ModerationQueue, keepalive = false): Promise<{ released: number }> {
  return call('/admins/queue/release', { queue }, { quiet: true, keepalive });
}

/** Gives these items back to the queue (a skipped one), keeping the rest of the hand. */
export function releaseItems(queue: ModerationQueue, ids: number[]): Promise<{ released: number }> {
  return call('/admins/queue/release', { queue, ids }, { quiet: true });
}
