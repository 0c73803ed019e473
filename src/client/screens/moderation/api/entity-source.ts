import type { ModerationQueue } from '#contract/api/moderation-filters';
import { MODERATED_KINDS, listPathOf, type ListPath, type ModeratedKind } from '#contract/moderated-kinds';
import { fetchListPage } from './list-endpoints';
import { leaseQueue, type LeaseReply } from './queue-endpoints';
import type { QueueOrder } from '#contract/risk';
import type { HeldByOthers } from '#contract/api/moderation-queue';

/** Rows with the counts of their list, as a list page and a leased hand both reply. */
export interface RowsWithCounts<Row> {
  list: Row[];
  total: number;
  totalCapped: boolean;
}

/** Where a list's rows come from, typed by its endpoints: pages of the list, and hands of its queue. */
export interface EntitySource<Row> {
  /** The queue it leases from, or `message` for the read-only message list (no queue). */
  kind: ModerationQueue | 'message';
  listPath: ListPath;
  fetchPage(filters: Record<string, unknown>, page: number, pageSize: number): Promise<RowsWithCounts<Row>>;
  lease?: (
    filters: Record<string, unknown> | undefined,
    count: number,
    done: number[],
    order: QueueOrder,
  ) => Promise<LeasedHand<Row>>;
}

/** A leased hand: its rows, the queue's counts, and what other moderators hold. */
export interface LeasedHand<Row> extends RowsWithCounts<Row> {
  heldByOthers: HeldByOthers;
  /** The queue's waiting-time target in minutes (team statistics'); null: none. */
  targetMinutes: number | null;
}

type LeaseOf<Q extends ModerationQueue> = Extract<LeaseReply, { queue: Q }>;

function isLeaseOf<Q extends ModerationQueue>(reply: LeaseReply, queue: Q): reply is LeaseOf<Q> {
  return reply.queue === queue;
}

const pagesOf =
  <P extends ListPath>(path: P) =>
  (filters: Record<string, unknown>, page: number, pageSize: number) =>
    fetchListPage(path, filters, page, pageSize, 'desc');

/** A kind's screen (route name) and the name of its list, as the registry gives them. */
function screenOf<K extends ModeratedKind>(kind: K) {
  const k = MODERATED_KINDS[kind];
  return { screen: k.screen, title: k.locale };
}

/**
 * A list with a queue, at the registry's path for it: the row type is the one both endpoints
 * reply, or the definition does not compile.
 */
export function queueSource<Q extends ModerationQueue>(queue: Q) {
  const path = listPathOf(queue);
  return {
    ...screenOf(queue),
    kind: queue,
    listPath: path,
    fetchPage: pagesOf(path),
    lease: async (filters: Record<string, unknown> | undefined, count: number, done: number[], order: QueueOrder) => {
      const reply = await leaseQueue(queue, filters, count, done, order);
      if (!isLeaseOf(reply, queue)) throw new Error(`asked the ${queue} queue, got ${reply.queue}`);
      return reply;
    },
  };
}

/** The read-only message list: pages, no queue. */
export function messageSource() {
  const path = listPathOf('message');
  return { ...screenOf('message'), kind: 'message' as const, listPath: path, fetchPage: pagesOf(path) };
}
