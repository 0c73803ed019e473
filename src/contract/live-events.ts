import type { SessionEndReason } from './session-ends';
import type { ModerationQueue } from './api/moderation-kinds';

/**
 * What `/admins/events` streams (Server-Sent Events, one `event:` name per type). Events carry
 * ids and counts only: a tab re-reads rows through the normal endpoints, whose role checks stay
 * where they are. Every event has an `id:` (`<process>-<sequence>`) a reconnecting tab sends back
 * as `lastEventId` to get what it missed, or a `resync` when that is no longer known.
 */
export interface LiveEventMap {
  /** Waiting items per queue (capped like list totals); only to roles that may open the queues. */
  counts: { queues: Partial<Record<ModerationQueue, number>> };
  /** Items that started waiting in a queue (new content, or sent back to pending). */
  'items-entered': { queue: ModerationQueue; ids: number[] };
  /** Items that stopped waiting, and who decided them (null: written outside the console). */
  'items-decided': { queue: ModerationQueue; ids: number[]; by: LiveAdmin | null };
  /**
   * Items an admin (`by`, an admin id) handed back to a queue before their lease ran out (a skip,
   * leaving the queue, an idle or closing tab): a tab whose matching items were all held by others
   * leases again at once rather than at its next renewal.
   */
  'items-released': {
    queue: ModerationQueue;
    count: number;
    by: number;
    /** The tab of `by` that let them go (its lease holder id; '' for none). */
    holder: string;
  };
  /** Something new in this admin's message box: re-read it. */
  notifications: Record<string, never>;
  /** Who is in a queue and which item each has open (presence rows still within their TTL). */
  presence: { queue: ModerationQueue; people: LivePresence[] };
  /** Events were lost (a reconnect beyond the ring, a lost database connection): re-read everything. */
  resync: Record<string, never>;
  /** The session ended: the stream closes after this and must not reconnect. `why`: what ended it, when known. */
  'session-ended': { reason: 'revoked' | 'expired'; why?: SessionEndReason };
  /** The session switched roles: reconnect with a new ticket, in the new role. */
  'role-changed': Record<string, never>;
  /**
   * This stream was closed because its session opened more than LIVE_STREAMS_PER_SESSION (the
   * oldest goes): the tab does not reconnect at once, or two tabs would keep closing each other.
   */
  'stream-closed': { reason: 'too-many-streams' };
}

export type LiveEventType = keyof LiveEventMap;

export interface LiveAdmin {
  id: number;
  name: string;
}

export interface LivePresence extends LiveAdmin {
  /** The item this admin has open in the queue, if any. */
  itemId: number | null;
}

/** Streams one session may hold open in one server process; opening one more closes its oldest. */
export const LIVE_STREAMS_PER_SESSION = 8;

/** A stream ticket lives this long and opens one stream. */
export const LIVE_TICKET_SECONDS = 30;

/** Presence not renewed within this is gone (a closed or silent tab). */
export const PRESENCE_TTL_SECONDS = 45;

/** Every event type, for a client registering one listener per type. */
export const LIVE_EVENT_TYPES = [
  'counts',
  'items-entered',
  'items-decided',
  'items-released',
  'notifications',
  'presence',
  'resync',
  'session-ended',
  'role-changed',
  'stream-closed',
] as const satisfies readonly LiveEventType[];
