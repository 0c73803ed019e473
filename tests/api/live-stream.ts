import type { TestServer } from './harness';

export interface LiveFrame {
  id: string | null;
  event: string;
  data: unknown;
}

/** A test's end of `/admins/events`: every frame received, and a wait for the next one that matches. */
export interface LiveStream {
  status: number;
  frames: LiveFrame[];
  /** Resolves with the first frame (already received or to come) that matches. */
  next(event: string, match?: (data: never) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function ticketFor(s: TestServer, token: string): Promise<string> {
  const r = await s.call('/admins/events/ticket', {}, { token });
  if (r.body.code !== 200) throw new Error(`ticket: ${r.body.code} ${r.body.msg}`);
  return r.body.data.ticket;
}

/** Opens a stream with a ticket (made for `token` unless given) the way a tab does. */
export async function openStream(
  url: string,
  ticket: string,
  options: { lastEventId?: string } = {},
): Promise<LiveStream> {
  const abort = new AbortController();
  const query = new URLSearchParams({ ticket, ...(options.lastEventId ? { lastEventId: options.lastEventId } : {}) });
  const res = await fetch(`${url}/admins/events?${query}`, { signal: abort.signal });
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  const pump = async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const frame: LiveFrame = { id: null, event: 'message', data: null };
        let isComment = true;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          isComment = false;
          const [field, ...rest] = line.split(': ');
          const value = rest.join(': ');
          if (field === 'id') frame.id = value;
          if (field === 'event') frame.event = value;
          if (field === 'data') frame.data = JSON.parse(value);
        }
        if (isComment) continue;
        frames.push(frame);
        for (const w of waiters) w();
      }
    }
  };
  void pump()
    .catch(() => {})
    .finally(() => {
      endedResolve();
      for (const w of waiters) w();
    });

  return {
    status: res.status,
    frames,
    ended,
    close: () => abort.abort(),
    next: (event, match = () => true, timeoutMs = 3_000) =>
      new Promise<LiveFrame>((resolve, reject) => {
        const test = (): LiveFrame | undefined =>
          frames.find((f) => f.event === event && (match as (d: unknown) => boolean)(f.data));
        const found = test();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${event}" within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const check = () => {
          const f = test();
          if (!f) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(f);
        };
        waiters.add(check);
      }),
  };
}
