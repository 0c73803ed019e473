import type { ApiReply } from '#contract/api';
import type { LeaseBody } from '#contract/api/moderation-queue';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import { call } from '#client/api/fetcher';
import { callHandled } from '#client/api/call-handled';
import { validationField } from '#client/api/call-error';
import { ApiCallError } from '#client/api/api-error';
import { isValidationDetail } from '#contract/error-codes';
import type { RefusedFilter } from '#client/ui/list/list-read';
import type { QueueOrder } from '#contract/risk';
import { leaseHolder } from '#client/state/lease-holder';

export type LeaseReply = ApiReply<'/admins/queue/lease'>;

// A queue's leases and releases reach the server one after the other. When the order or the
// filters change, the old hand's release is sent just before the new hand's lease; had the lease
// overtaken it, the server would have renewed the old hand as the new one, or released the new
// hand right after handing it out.
const lastCall = new Map<ModerationQueue, Promise<unknown>>();

function inTurn<T>(queue: ModerationQueue, send: () => Promise<T>): Promise<T> {
  const mine = (lastCall.get(queue) ?? Promise.resolve()).catch(() => undefined).then(send);
  lastCall.set(queue, mine);
  return mine;
}

/** Leases (and renews) up to `count` items of a queue for this tab, none of those it is `done` with. */
export function leaseQueue(
  queue: ModerationQueue,
  filters: Record<string, unknown> | undefined,
  count: number,
  done: number[],
  order: QueueOrder,
): Promise<LeaseReply> {
  // `filters` was built from the queue's FilterDefs; the server checks it against the queue's schema.
  const body = { queue, count, order, done, holder: leaseHolder(), ...(filters ? { filters } : {}) } as LeaseBody;
  // A refused filter is said under its field (refusedLeaseFilter), as the table says it: not toasted.
  return inTurn(queue, () => callHandled('/admins/queue/lease', body, (err) => refusedLeaseFilter(err) !== null));
}

/** From a lease's error: the filter the server refused (a 40000 on `filters.…`), or null. */
export function refusedLeaseFilter(err: unknown): RefusedFilter | null {
  const ofFilters =
    err instanceof ApiCallError && isValidationDetail(err.data) && err.data.field.startsWith('filters.');
  return ofFilters ? validationField(err) : null;
}

/**
 * A release is a courtesy to the others (unreleased items lapse with their lease): one refused for
 * want of a session — sent in its turn after a logout had taken the token — changes nothing for
 * the user, and must not raise the logged-out modal over the login page.
 */
const RELEASE = { quiet: true, loggedOutModal: false } as const;

/** Gives the items back to the queue, so another moderator can take them at once (also as the tab closes). */
export function releaseQueue(queue: ModerationQueue, keepalive = false): Promise<{ released: number }> {
  // A closing page sends at once: nothing after it would wait for the release.
  const body = { queue, holder: leaseHolder() };
  if (keepalive) return call('/admins/queue/release', body, { ...RELEASE, keepalive });
  return inTurn(queue, () => call('/admins/queue/release', body, RELEASE));
}

/** Gives these items back to the queue (a skipped one), keeping the rest of the hand. */
export function releaseItems(queue: ModerationQueue, ids: number[]): Promise<{ released: number }> {
  return inTurn(queue, () => call('/admins/queue/release', { queue, ids, holder: leaseHolder() }, RELEASE));
}
