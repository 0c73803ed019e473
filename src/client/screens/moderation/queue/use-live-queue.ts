import { useEffect, useState } from 'react';
import { subscribeKey } from 'valtio/vanilla/utils';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import { call } from '../../../api/fetcher';
import { onLiveEvent } from '../../../live/live-store';
import { session } from '../../../state/session';
import { useLatest } from '../../../ui/use-latest';
import type { BaseRow } from '../entity-def';
import { markRow, type WorkState } from './work-store';
import { leaseHolder } from '#client/state/lease-holder';

/** Presence is renewed this often while the queue is open; the server forgets it after 45 s. */
export const PRESENCE_BEAT_MS = 20_000;
const FOCUS_SETTLE_MS = 400;

/**
 * Queue mode's live side: items decided in another tab (another moderator's or this one's) are marked `elsewhere` (greyed, with who,
 * and the cursor passes them), items entering the queue are counted for the "n new items" bar,
 * items another moderator hands back call `onReleased` (a hand waiting for them asks again), and
 * this tab's presence (the queue and the item under the cursor) is kept fresh for others.
 */
export function useLiveQueue<Row extends BaseRow>(
  queue: ModerationQueue | null,
  state: WorkState<Row>,
  onReleased: () => void,
): void {
  const itemId = useSettledFocus(queue ? state : null);
  const released = useLatest(onReleased);

  useEffect(() => {
    if (!queue) return;
    const me = session.info?.id;
    const offs = [
      // This moderator's other tabs are others too (issue 38): their decisions are shown as
      // another moderator's are. This tab's own have marked their rows already, and are passed.
      onLiveEvent('items-decided', (d) => {
        if (d.queue !== queue) return;
        const held = new Set(state.rows.map((r) => r.id));
        for (const id of d.ids) {
          if (held.has(id) && !state.marks[id])
            markRow(state, id, { action: 'elsewhere', state: 'done', by: d.by?.name ?? '' });
        }
        if (state.entered.length > 0) state.entered = state.entered.filter((id) => !d.ids.includes(id));
      }),
      onLiveEvent('items-entered', (d) => {
        if (d.queue !== queue) return;
        const known = new Set([...state.rows.map((r) => r.id), ...state.entered]);
        const fresh = d.ids.filter((id) => !known.has(id));
        if (fresh.length > 0) state.entered = [...state.entered, ...fresh];
      }),
      onLiveEvent('items-released', (d) => {
        if (d.queue === queue && (d.by !== me || d.holder !== leaseHolder())) released.current();
      }),
    ];
    return () => {
      for (const off of offs) off();
      state.entered = [];
    };
  }, [queue, state, released]);

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
