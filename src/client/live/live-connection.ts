import { LIVE_EVENT_TYPES, type LiveEventType } from '#contract/live-events';
import { call } from '../api/fetcher';
import { apiBase } from '../api/api-base';
import { ApiCallError } from '../api/api-error';
import { showLoggedOutModal } from '../state/logged-out';
import { dispatchLiveEvent, live, resetLive } from './live-store';

/** The part of EventSource this uses, so tests can hand in a fake stream. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
}

export type OpenEventSource = (url: string) => EventSourceLike;

const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The tab's one event stream: a ticket from `/admins/events/ticket` (the fetcher's call, so a
 * logged-out session raises the modal), then EventSource. It reconnects itself with backoff —
 * EventSource's own retry would reuse the spent ticket — passing the last event id so the server
 * can replay what was missed. Stopped at logout and when the session ends.
 */
export function createLiveConnection(open?: OpenEventSource) {
  // No EventSource (the component tests' DOM, an old browser): the screens work as before, without live updates.
  const openSource = open ?? (typeof EventSource === 'undefined' ? null : (url: string) => new EventSource(url));
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | null = null;
  let running = false;
  /** Closed for a newer stream of the session: reconnects when the tab is shown again. */
  let parked = false;

  const onShown = () => {
    if (!parked || !running || document.visibilityState !== 'visible') return;
    parked = false;
    attempt = 0;
    void connect();
  };

  const disconnect = () => {
    source?.close();
    source = null;
    live.connected = false;
  };

  const reconnectLater = () => {
    disconnect();
    if (!running) return;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    retry = setTimeout(() => void connect(), delay);
  };

  const handle = (type: LiveEventType, event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    if (event.lastEventId) lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (type === 'session-ended') {
      stop();
      showLoggedOutModal((data as { why?: unknown } | null)?.why);
    } else if (type === 'role-changed') {
      attempt = 0;
      reconnectLater();
    } else if (type === 'stream-closed') {
      // Other tabs of this session hold the streams it may have: this one waits until it is looked at.
      disconnect();
      parked = true;
    }
    dispatchLiveEvent(type, data as never);
  };

  async function connect(): Promise<void> {
    if (!running) return;
    let ticket: string;
    try {
      ({ ticket } = await call('/admins/events/ticket', {}, { quiet: true }));
    } catch (err) {
      // Logged out: the fetcher raised the modal; nothing to reconnect to.
      if (err instanceof ApiCallError && err.loggedOut) return stop();
      return reconnectLater();
    }
    if (!running) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const s = openSource!(`${apiBase()}/admins/events?${query}`);
    source = s;
    s.onopen = () => {
      attempt = 0;
      live.connected = true;
    };
    s.onerror = () => {
      if (source === s) reconnectLater();
    };
    for (const type of LIVE_EVENT_TYPES) s.addEventListener(type, (e) => handle(type, e));
  }

  function stop(): void {
    running = false;
    parked = false;
    clearTimeout(retry);
    disconnect();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onShown);
  }

  return {
    start(): void {
      if (running || !openSource) return;
      running = true;
      attempt = 0;
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onShown);
      void connect();
    },
    stop(): void {
      stop();
      lastEventId = null;
      resetLive();
    },
  };
}
