import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { recordAction, type ActionEntry } from '../core/action-log';

export interface NoiseEntry extends ActionEntry {
  /** What separates one kind of refusal from another for the same source (e.g. why a token failed). */
  detail?: string;
}

/**
 * Records a refusal anyone can cause over and over (a rejected token, a throttled login, a body the
 * contract refuses). The
 * first of each source, action and detail in a minute is an action-log row; later ones in that
 * minute only raise `auth_noise.count`, which points at that row. A flood from one source thus adds
 * one log row a minute however many requests it sends, and nothing it did goes uncounted.
 */
export async function recordAuthNoise(db: Db, entry: NoiseEntry): Promise<void> {
  const detail = entry.detail ?? '';
  await db.transaction(async (tx) => {
    const [counted] = await queryRows<{ first: boolean }>(
      tx,
      sql`INSERT INTO auth_noise (minute, ip, action, detail, log_id)
          VALUES (date_trunc('minute', now()), ${entry.ip}, ${entry.action}, ${detail}, 0)
          ON CONFLICT (minute, ip, action, detail)
          DO UPDATE SET count = auth_noise.count + 1, last_at = now()
          RETURNING (xmax = 0) AS first`,
    );
    if (!counted?.first) return;
    const logId = await recordAction(tx, entry);
    await tx.execute(
      sql`UPDATE auth_noise SET log_id = ${logId}
          WHERE minute = date_trunc('minute', now()) AND ip = ${entry.ip} AND action = ${entry.action} AND detail = ${detail}`,
    );
  });
}

/** How often counts kept in memory are added to `auth_noise`. */
const FLUSH_MS = 2_000;

/**
 * Noise a flood can send faster than the database should be asked about it (logins refused in
 * this process before any other work): the first of each source, action, detail and minute is
 * recorded at once as by `recordAuthNoise`, the rest of that minute are counted in memory and
 * added to its `auth_noise` row in one statement every 2 s. Nothing goes uncounted; a process
 * killed in between loses at most those 2 s of counts.
 */
export class NoiseCounter {
  private readonly seen = new Map<string, { minute: number; pending: number; entry: NoiseEntry }>();
  private timer: NodeJS.Timeout | undefined;
  /** Writes go one at a time: each commits an action-log row, and commits take the chain's lock in turn. */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /**
   * Counts one refusal; resolves once it is recorded (the first of its minute) or counted. Writes
   * wait in this process, one at a time, rather than each holding a pooled connection while it
   * waits for the hash chain's lock: a flood from many sources writes one row per source, and
   * those rows must not keep everyone else's calls from a connection.
   */
  async count(entry: NoiseEntry): Promise<void> {
    const minute = Math.floor(Date.now() / 60_000);
    const key = `${entry.ip}\0${entry.action}\0${entry.detail ?? ''}`;
    const known = this.seen.get(key);
    if (known && known.minute === minute) {
      known.pending++;
      this.timer ??= setTimeout(() => void this.serially(() => this.flush()), FLUSH_MS).unref();
      return;
    }
    this.seen.set(key, { minute, pending: 0, entry });
    await this.serially(() => recordAuthNoise(this.db, entry));
  }

  private serially(write: () => Promise<void>): Promise<void> {
    const done = this.writes.then(write);
    this.writes = done.catch(() => undefined);
    return done;
  }

  /** Adds the counts kept in memory to their rows, and forgets the minutes that are over. */
  async flush(): Promise<void> {
    this.timer = undefined;
    const minute = Math.floor(Date.now() / 60_000);
    for (const [key, kept] of this.seen) {
      if (kept.pending > 0) {
        const n = kept.pending;
        kept.pending = 0;
        await this.db.execute(
          sql`UPDATE auth_noise SET count = count + ${n}, last_at = now()
              WHERE minute = to_timestamp(${kept.minute * 60}) AND ip = ${kept.entry.ip}
                AND action = ${kept.entry.action} AND detail = ${kept.entry.detail ?? ''}`,
        );
      }
      if (kept.minute < minute) this.seen.delete(key);
    }
  }
}

const counters = new WeakMap<Db, NoiseCounter>();

/** The process's counter for this database. */
export function noiseCounter(db: Db): NoiseCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new NoiseCounter(db)));
  return counter;
}
