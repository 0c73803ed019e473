import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';

/**
 * Gives the database's risk triggers the strike expiry this server runs with. Written only when it
 * differs, so replicas that agree do not write at every start.
 */
export async function syncRiskSettings(db: Db, config: Pick<Config, 'STRIKE_EXPIRY_DAYS'>): Promise<void> {
  const days = config.STRIKE_EXPIRY_DAYS;
  await db.execute(sql`INSERT INTO risk_settings (id, strike_expiry_days) VALUES (true, ${days})
    ON CONFLICT (id) DO UPDATE SET strike_expiry_days = EXCLUDED.strike_expiry_days
    WHERE risk_settings.strike_expiry_days <> EXCLUDED.strike_expiry_days`);
}
