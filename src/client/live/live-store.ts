import { proxy } from 'valtio/vanilla';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import type { LiveEventMap, LiveEventType, LivePresence } from '#contract/live-events';

/** What the tab knows live (src/server/live/README.md): counts and presence, kept for any screen. */
export const live = proxy<{
  connected: boolean;
  /** Waiting items per queue; absent until the first `counts` event (or for roles without queues). */
  counts: Partial<Record<ModerationQueue, number>>;
  /** Others in each queue, and which item each has open. */
  presence: Partial<Record<ModerationQueue, LivePresence[]>>;
}>({ connected: false, counts: {}, presence: {} });

type Listener<T extends LiveEventType> = (data: LiveEventMap[T]) => void;
const listeners = new Map<LiveEventType, Set<Listener<never>>>();

/** Runs `listener` on every event of `type` this tab receives; returns the unsubscribe. */
export function onLiveEvent<T extends LiveEventType>(type: T, listener: Listener<T>): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Hands an event to the store and to every listener of its type. */
export function dispatchLiveEvent<T extends LiveEventType>(type: T, data: LiveEventMap[T]): void {
  if (type === 'counts') live.counts = (data as LiveEventMap['counts']).queues;
  if (type === 'presence') {
    const p = data as LiveEventMap['presence'];
    live.presence[p.queue] = p.people;
  }
  for (const l of listeners.get(type) ?? []) (l as Listener<T>)(data);
}

export function resetLive(): void {
  live.connected = false;
  live.counts = {};
  live.presence = {};
}
