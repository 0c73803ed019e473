import { LEASE_COUNT_MAX, LEASE_DONE_MAX, type ModerationQueue } from '#contract/api/moderation-kinds';
import type { EntitySource } from '../api/entity-source';
import { refusedLeaseFilter, releaseQueue } from '../api/queue-endpoints';
import type { BaseRow } from '../entity-def';
import type { Cursor } from './cursor';
import { isSettledMark, type WorkState } from './work-store';
import type { QueueOrder } from '#contract/risk';
import { decidedNow } from './waiting-count';
import { NOBODY_ELSE } from './held-by-others';

/** The decisions' writes (writer.ts), which a lease waits for. */
interface Writes {
  settled(): Promise<void>;
}

/** Prefetch when fewer undecided items than this wait after the cursor: a queue never runs dry on screen. */
export const PREFETCH_AHEAD = 60;
/** Renew well inside the server's 5-minute lease. */
export const RENEW_MS = 90_000;

/**
 * The queue's hand: leased items in order, topped up before the cursor reaches the end (the next
 * lease also renews what this admin still holds and drops what was decided meanwhile). Items
 * already on screen keep their place, so the cursor never jumps.
 */
export function createQueueLease<Row extends BaseRow>(
  queue: ModerationQueue,
  leaseHand: NonNullable<EntitySource<Row>['lease']>,
  state: WorkState<Row>,
  cursor: Cursor<Row>,
  filters: () => Record<string, unknown> | undefined,
  order: QueueOrder = 'asc',
  writes: Writes = { settled: () => Promise.resolve() },
) {
  let stopped = false;
  let away = false;
  // The server refused a filter: asking again with it would be refused again.
  let refused = false;
  let inFlight: Promise<void> | null = null;
  // A drained queue is asked again only after a decision: each frees a place in the hand.
  let marksAtLease = -1;
  const marked = () => Object.keys(state.marks).length;

  function undecidedAhead(): number {
    const at = state.rows.findIndex((r) => r.id === state.focused);
    let n = 0;
    for (let i = at + 1; i < state.rows.length; i++) if (!state.marks[state.rows[i]!.id]) n += 1;
    return n;
  }

  /** Whether an item was decided (an undone one is undecided again, a failed one was never decided). */
  function isDecided(id: number): boolean {
    return isSettledMark(state.marks[id]);
  }

  /** Decided items: the server releases them and hands out others. */
  function decided(): number[] {
    return Object.keys(state.marks).map(Number).filter(isDecided).slice(-LEASE_DONE_MAX);
  }

  function lease(): Promise<void> {
    if (inFlight) return inFlight;
    state.leasing = true;
    marksAtLease = marked();
    // The server's count of what waits is of what is written: the lease goes out once the writes
    // on their way when it was asked for are answered, and the count stands against the decisions
    // answered by then. Counted against the hand when the reply came, a decision still being
    // written stayed counted as waiting. Writes sent after the ask are not waited for: at typing
    // speed there is always one, and the hand must be topped up all the same.
    let decidedAtAsk = 0;
    const ask = async () => {
      await writes.settled();
      if (stopped || away) return null;
      const answered = state.rows.filter((r) => state.marks[r.id]?.state !== 'pending');
      decidedAtAsk = decidedNow(queue, filters(), { rows: answered, marks: state.marks, offHand: state.offHand });
      return leaseHand(filters(), LEASE_COUNT_MAX, decided(), order);
    };
    inFlight = ask()
      .then((reply) => {
        if (stopped || !reply) return;
        const have = new Set(state.rows.map((r) => r.id));
        const fresh = reply.list.filter((r) => !have.has(r.id));
        state.drained = fresh.length === 0;
        state.heldByOthers = reply.heldByOthers;
        state.targetMinutes = reply.targetMinutes;
        // The cursor reached the hand's last item and decided it before these came: it moves on
        // to the first of them, as it would have had they been there.
        const waiting = state.focused !== null && state.rows.at(-1)?.id === state.focused && isDecided(state.focused);
        if (fresh.length > 0) cursor.setRows([...state.rows, ...fresh]);
        if (waiting && fresh[0]) cursor.focus(fresh[0].id);
        state.total = reply.total;
        state.totalCapped = reply.totalCapped;
        state.decidedAtTotal = decidedAtAsk;
      })
      .catch((err: unknown) => {
        const filter = refusedLeaseFilter(err);
        if (!filter) {
          // The fetcher has shown why; an empty hand stops waiting (the keys held for it run).
          if (state.rows.length === 0) state.drained = true;
        } else if (!stopped) {
          // As the table does: the refusal under its field, and nothing on screen from before it.
          refused = true;
          emptyHand(state, cursor);
          state.refused = filter;
        }
      })
      .finally(() => {
        state.leasing = false;
        inFlight = null;
      });
    return inFlight;
  }

  return {
    /** Resolves once the lease under way, if any, has its answer (an undo is written after it: writer.ts). */
    settled(): Promise<void> {
      return inFlight ?? Promise.resolve();
    },
    start(): Promise<void> {
      stopped = false;
      refused = false;
      state.rows = [];
      state.focused = null;
      state.selected = [];
      state.drained = false;
      state.refused = null;
      return lease();
    },
    /** After every move and action: top up while the moderator works through the hand. */
    topUp(): void {
      if (stopped || away || refused || (state.drained && marked() === marksAtLease)) return;
      if (undecidedAhead() < PREFETCH_AHEAD) void lease();
    },
    renew(): Promise<void> {
      if (stopped || away || refused) return Promise.resolve();
      state.drained = false;
      return lease();
    },
    /**
     * Another moderator handed items back (live `items-released`): a hand that found nothing more
     * while others held matching items asks again now, not at its next renewal. Hands still being
     * topped up, or with enough ahead, do not: a skip anywhere must not make every tab lease.
     */
    othersLetGo(): void {
      if (stopped || away || refused || !state.drained || state.heldByOthers.items === 0) return;
      if (undecidedAhead() < PREFETCH_AHEAD) void lease();
    },
    /** The tab is idle or hidden: its items go back to the pool instead of waiting for expiry. */
    letGo(): void {
      if (stopped || away) return;
      away = true;
      void releaseQueue(queue).catch(() => undefined);
    },
    /** The moderator is back: take a fresh hand (what was let go may be someone else's now). */
    takeAgain(): Promise<void> {
      if (stopped || !away) return Promise.resolve();
      away = false;
      return this.start();
    },
    /** The tab is closing: the release must outlive the page. */
    leavePage(): void {
      if (stopped) return;
      stopped = true;
      void releaseQueue(queue, true).catch(() => undefined);
    },
    /** Leaving the queue gives its items back at once rather than in five minutes. */
    stop(): void {
      if (stopped) return;
      stopped = true;
      void releaseQueue(queue).catch(() => undefined);
    },
  };
}

/**
 * No hand for these filters (one does not parse, or the server refused it): nothing from the hand
 * before stays on screen, and nothing is counted as waiting.
 */
export function emptyHand<Row extends BaseRow>(state: WorkState<Row>, cursor: Cursor<Row>): void {
  cursor.setRows([]);
  state.drained = true;
  state.total = 0;
  state.totalCapped = false;
  state.decidedAtTotal = 0;
  state.offHand = 0;
  state.heldByOthers = NOBODY_ELSE;
  state.entered = [];
}
