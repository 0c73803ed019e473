import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** What a process hears on a NOTIFY channel, over one connection whatever its number of clients. */
export interface NotifyListener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /**
   * The connection was lost and is listening again: whatever was notified in between is lost,
   * so the listener's clients must re-read.
   */
  onReconnected(): void;
  onError(err: unknown): void;
}

/** Names the listening connection in pg_stat_activity (operators, and the replica test, find it by this). */
export const LISTENER_APPLICATION_NAME = 'backoffice-live';

const BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * A dedicated PostgreSQL connection (outside the pool, which would hand it to queries) that
 * LISTENs on `channel` and, when it drops, connects again with backoff.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<NotifyListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    // Both fire on a lost connection; the first one schedules the reconnect.
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      if (err) handlers.onError(err);
      c.end().catch(() => {});
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handlers.onPayload(msg.payload);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          if (!closed) handlers.onReconnected();
        },
        (err: unknown) => {
          handlers.onError(err);
          scheduleReconnect();
        },
      );
    }, delay);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * PGlite's one connection hears its own NOTIFYs, at commit like PostgreSQL: the same triggers and
 * the same payloads, without a second connection (there is none to lose).
 */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<NotifyListener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
  return {
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}
