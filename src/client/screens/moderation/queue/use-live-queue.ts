import { useEffect, useState } from 'react';
import { subscribeKey } from 'valtio/vanilla/utils';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import { call } from '../../../api/fetcher';
import { onLiveEvent } from '../../../live/live-store';
import { session } from '../../../state/session';
import { useLatest } from '../../../ui/use-latest';
import type { BaseRow } from '../entity-def';
import { markRow, type WorkState } from './work-store';
import { holdsWholeQueue, waitsIn } from './waiting-count';
import { leaseHolder } from '#client/state/lease-holder';

/** Presence is renewed this often while the queue is open; the server forgets it after 45 s. */
export const PRESENCE_BEAT_MS = 20_000;
const FOCUS_SETTLE_MS = 400;

/**
 * Queue mode's live side: items decided in another tab (another moderator's or this one's) are marked `elsewhere` (greyed, with who,
 * and the cursor passes them), items entering the queue are counted for the "n new items" bar,
 * both counted into "N waiting" (outside the hand, while the queue holds its default status alone),
 * items another moderator hands back call `onReleased` (a hand waiting for them asks again), and
 * this tab's presence (the queue and the item under the cursor) is kept fresh for others.
 */
export function useLiveQueue<Row extends BaseRow>(
  queue: ModerationQueue | null,
  state: WorkState<Row>,
  onReleased: () => void,
  /** The lease's filters (undefined: the queue's defaults). */
  leaseFilters: () => Readonly<Record<string, unknown>> | undefined = () => undefined,
): void {
  const itemId = useSettledFocus(queue ? state : null);
  const released = useLatest(onReleased);
  const filters = useLatest(leaseFilters);

  useEffect(() => {
    if (!queue) return;
    const me = session.info?.id;
    const offs = [
      // This moderator's other tabs are others too (issue 38): their decisions are shown as
      // another moderator's are. This tab's own have changed their rows already (or, outside the
      // hand, are `expected`), and are passed. Each stops waiting: "N waiting" falls with it.
      onLiveEvent('items-decided', (d) => {
        if (d.queue !== queue) return;
        const held = new Map(state.rows.map((r) => [r.id, r]));
        const whole = holdsWholeQueue(queue, filters.current());
        for (const id of d.ids) {
          if (ownEvent(state, id, 'decided')) continue;
          const row = held.get(id);
          const mark = state.marks[id];
          if (!row) {
            if (whole) state.offHand += 1;
          } else if (waitsIn(queue, filters.current(), row) && (!mark || mark.action === 'skip'))
            markRow(state, id, { action: 'elsewhere', state: 'done', by: d.by?.name ?? '' });
        }
        if (state.entered.length > 0) state.entered = state.entered.filter((id) => !d.ids.includes(id));
      }),
      onLiveEvent('items-entered', (d) => {
        if (d.queue !== queue) return;
        const inHand = new Set(state.rows.map((r) => r.id));
        const known = new Set([...inHand, ...state.entered]);
        const fresh: number[] = [];
        for (const id of d.ids) {
          if (ownEvent(state, id, 'entered')) continue;
          // Decided in another tab and taken back there: it waits again, here too.
          if (inHand.has(id) && state.marks[id]?.action === 'elsewhere') delete state.marks[id];
          if (!known.has(id)) fresh.push(id);
        }
        if (fresh.length === 0) return;
        state.entered = [...state.entered, ...fresh];
        if (holdsWholeQueue(queue, filters.current())) state.offHand -= fresh.length;
      }),
      onLiveEvent('items-released', (d) => {
        if (d.queue === queue && (d.by !== me || d.holder !== leaseHolder())) released.current();
      }),
    ];
    return () => {
      for (const off of offs) off();
      state.entered = [];
    };
  }, [queue, state, released, filters]);

  useEffect(() => {
    if (!queue) return;
    const say = () => void call('/admins/presence/set', { queue, itemId }, { quiet: true }).catch(() => undefined);
    say();
    const beat = setInterval(() => {
      if (document.visibilityState === 'visible') say();
    }, PRESENCE_BEAT_MS);
    return () => clearInterval(beat);
  }, [queue, itemId]);

  useEffect(() => {
    if (!queue) return;
    // Leaving the queue, or the page (a reload, a closed tab: keepalive outlives it), says so at once;
    // the TTL is only the backstop for a tab that just goes silent.
    const leave = (keepalive: boolean) =>
      void call('/admins/presence/set', { queue: null }, { quiet: true, keepalive }).catch(() => undefined);
    const onPageHide = () => leave(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leave(false);
    };
  }, [queue]);
}

/** Whether the event on `id` is the one this tab's own write outside the hand was expected to cause. */
function ownEvent(state: WorkState<unknown>, id: number, kind: 'decided' | 'entered'): boolean {
  if (state.expected[id] !== kind) return false;
  delete state.expected[id];
  return true;
}

/**
 * The item under the cursor once it has rested there (null before), watched outside render: the
 * screen that holds this hook is not drawn again for every item a run of keys passes.
 */
function useSettledFocus(state: WorkState<unknown> | null): number | null {
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    if (!state) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(state.focused), FOCUS_SETTLE_MS);
    };
    restart();
    const stop = subscribeKey(state, 'focused', restart);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [state]);
  return settled;
}
