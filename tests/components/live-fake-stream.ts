import { vi } from 'vitest';
import { act } from '@testing-library/react';
import type { LiveEventMap, LiveEventType } from '#contract/live-events';
import { contractChecked } from './contract-check';

/** An EventSource stand-in: the test emits the server's events into the tab's one stream. */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<unknown>) => void)[]>();
  private seq = 0;

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
    queueMicrotask(() => this.onopen?.(new Event('open')));
  }

  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit<T extends LiveEventType>(type: T, data: LiveEventMap[T]): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: `00000000-${++this.seq}` });
    act(() => {
      for (const l of this.listeners.get(type) ?? []) l(event);
    });
  }

  /** The stream the tab has open now. */
  static current(): FakeEventSource {
    const open = FakeEventSource.all.filter((s) => !s.closed);
    if (open.length !== 1) throw new Error(`expected one open stream, found ${open.length}`);
    return open[0]!;
  }
}

/**
 * Installs the fake stream and answers the live endpoints over whatever fake fetch is in place:
 * a ticket, and presence (recorded in `presenceBodies`).
 */
export function installLiveFake() {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const inner = globalThis.fetch;
  const presenceBodies: unknown[] = [];
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/admins/events/ticket') return envelope({ ticket: 't'.repeat(43), expiresInSeconds: 30 });
      if (path === '/admins/presence/set') {
        presenceBodies.push(JSON.parse(String(init?.body)));
        return envelope({ people: [] });
      }
      return inner(input, init);
    }),
  );
  return { presenceBodies };
}
