import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { recordAction, type ActionEntry } from './action-log';

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
