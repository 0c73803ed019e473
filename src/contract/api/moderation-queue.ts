import { z } from 'zod';
import { id, ids } from '../validation';
import {
  defaultQueueFilter,
  MODERATION_QUEUES,
  QUEUE_FILTERS,
  type ModerationQueue,
  type QueueFilters,
} from './moderation-filters';
import { MODERATED_KIND_SCHEMAS as S } from './moderated-kind-schemas';
import type { Endpoint } from './endpoint';
import { QUEUE_ORDERS, type QueueOrder } from '../risk';
import { LEASE_COUNT_MAX, LEASE_DONE_MAX } from './moderation-kinds';

/** How long a lease holds before anyone may take the item; a lease call renews the caller's. */
export const LEASE_SECONDS = 300;
export { LEASE_COUNT_MAX, LEASE_DONE_MAX } from './moderation-kinds';

/**
 * The most reports of one target a report-queue hand holds: what any hand held before reports
 * were leased by target, so that the client's one decision on a target stays one bulk call.
 */
export const LEASE_TARGET_REPORTS_MAX = LEASE_COUNT_MAX;

/**
 * How the report queue hands out reports, said once for the contract's readers and the published
 * API document (`count`'s description there).
 */
const REPORT_HANDS =
  'How many items to hand out. In the report queue a hand holds whole targets: a report comes with ' +
  'the other reports against the same target (type and id) that match the filters, even past `count` ' +
  `(at most ${LEASE_TARGET_REPORTS_MAX} of one target at a time), right after the first of them in the ` +
  'list, and the list holds at most `count` targets. A report is not handed out while another ' +
  'moderator holds a report of its target that matches these filters.';

/** A tab's lease holder id, as the tab keeps it in sessionStorage. */
export const holderId = z
  .string()
  .max(64)
  .regex(/^[\w-]*$/);

/**
 * Which tab of the caller holds the leases: two tabs of one moderator are handed different items,
 * as two moderators are. '' (the default) for a caller that names none.
 */
const leaseHolder = holderId.default('');

/** The parsed lease body: the filters are checked against the queue's own filter schema. */
export type LeaseRequest = {
  [Q in ModerationQueue]: {
    queue: Q;
    filters: QueueFilters[Q];
    count: number;
    order: QueueOrder;
    done: number[];
    holder: string;
  };
}[ModerationQueue];

/** What a client sends, typed per queue (the wire schema types `filters` loosely, see below). */
export type LeaseBody = {
  [Q in ModerationQueue]: {
    queue: Q;
    filters?: z.input<(typeof QUEUE_FILTERS)[Q]>;
    count?: number;
    order?: QueueOrder;
    done?: number[];
    holder?: string;
  };
}[ModerationQueue];

/**
 * A plain strict object (not a discriminated union) so that an unknown key is named as such;
 * `filters` is then validated by the queue's schema, its issues reported under `filters.…`.
 * The queue holds what still waits (PENDING items, OPEN reports) unless `filters` names a status
 * itself: other filters narrow that, never widen it (a text filter alone does not bring approved
 * items into the queue).
 */
const leaseBody = z
  .object({
    queue: z.enum(MODERATION_QUEUES),
    filters: z.record(z.string(), z.unknown()).optional(),
    count: z.number().int().min(1).max(LEASE_COUNT_MAX).default(20).describe(REPORT_HANDS),
    /**
     * Oldest first (the default), newest first, the riskiest first, or `label`: the highest
     * probability first for the label `filters.classifierLabel` names (src/contract/risk.ts).
     */
    order: z.enum(QUEUE_ORDERS).default('asc'),
    /**
     * Items the caller has decided: released and not handed out again. Enabling a PENDING moment
     * leaves it PENDING, so without this it would stay in the caller's hand for good.
     */
    done: z.array(id).max(LEASE_DONE_MAX).default([]),
    holder: leaseHolder,
  })
  .strict()
  .transform((b, ctx): LeaseRequest => {
    const parsed = QUEUE_FILTERS[b.queue].safeParse({ ...defaultQueueFilter(b.queue), ...b.filters });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({
          ...issue,
          path: ['filters', ...issue.path],
          input: b.filters,
        } as (typeof ctx.issues)[number]);
      }
      return z.NEVER;
    }
    if (b.order === 'label' && (parsed.data as { classifierLabel?: unknown }).classifierLabel === undefined) {
      ctx.addIssue({ code: 'custom', path: ['order'], message: 'label needs filters.classifierLabel' });
      return z.NEVER;
    }
    return { queue: b.queue, filters: parsed.data, count: b.count, order: b.order, done: b.done, holder: b.holder };
  });

/** What holds the matching items a lease could not hand out (see the lease reply's `heldByOthers`). */
export const heldByOthersSchema = z.object({ items: z.number(), moderators: z.number(), ownTabs: z.number() });
export type HeldByOthers = z.infer<typeof heldByOthersSchema>;

const leased = <Q extends ModerationQueue, R extends z.ZodType>(queue: Q, row: R) =>
  z.object({
    queue: z.literal(queue),
    /** The caller's leased items in the queue's `order`, as the list rows. */
    list: z.array(row),
    expiresAt: z.string(),
    /** Items matching the filters, held by anyone or no one: the list's total (capped alike). */
    total: z.number(),
    totalCapped: z.boolean(),
    /**
     * Matching items under another holder's live lease (another moderator's, or another tab of the
     * caller's: leases are per tab); in the report queue, every matching report of a target another
     * holder holds a report of. `moderators`: how many other moderators hold them; `ownTabs`: how
     * many of the caller's other tabs.
     */
    heldByOthers: heldByOthersSchema,
    /**
     * How long an item of this queue should wait at most, in minutes (team statistics' target for
     * the queue, which the lead sets); null when the queue has none. The card's clock runs against it.
     */
    targetMinutes: z.number().int().nullable(),
  });

export const moderationQueueApi = {
  /**
   * Hands out up to `count` items leased to the caller for LEASE_SECONDS: first the caller's own
   * live leases that still match (renewed), then unclaimed ones; items leased to others are
   * skipped. The caller's leases on items that no longer match or are in `done` are released.
   * The report queue leases by target, so that one moderator decides a target's reports together
   * (REPORT_HANDS): all of a target's matching reports the caller may take come in the same hand,
   * past `count` if need be (at most LEASE_TARGET_REPORTS_MAX of one target at a time; the rest
   * follow in later hands as those are decided), and no report is handed out while another
   * moderator holds a report of its target matching the same filters. Moderators working with
   * other filters (one reason each, say) may each hold the reports of a target that their own
   * filters take.
   */
  '/admins/queue/lease': {
    area: 'moderation',
    body: leaseBody,
    reply: z.discriminatedUnion('queue', [
      leased('account', S.account.row),
      leased('moment', S.moment.row),
      leased('moment_comment', S.moment_comment.row),
      leased('question', S.question.row),
      leased('question_reply', S.question_reply.row),
      leased('reply_comment', S.reply_comment.row),
      leased('report', S.report.row),
      leased('avatar_cert', S.avatar_cert.row),
      leased('about_answer', S.about_answer.row),
    ]),
  },
  /** Releases the leases of the caller's tab (`holder`) in the queue: those on `ids`, or all of them. */
  '/admins/queue/release': {
    area: 'moderation',
    body: z.object({ queue: z.enum(MODERATION_QUEUES), ids: ids.optional(), holder: leaseHolder }).strict(),
    reply: z.object({ released: z.number() }),
  },
} as const satisfies Record<string, Endpoint>;
