import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the database's risk triggers need of the server's configuration, in one row: a trigger run
 * by the social app's own insert cannot read the server's environment. The server writes it at
 * start (services/moderation/risk-settings.ts).
 */
export const riskSettings = pgTable(
  'risk_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** STRIKE_EXPIRY_DAYS: a warning counts for the score this long, then only in the history. */
    strikeExpiryDays: integer('strike_expiry_days').notNull().default(90),
    /** Strikes that expired before this have left the scores (risk_expire_strikes). */
    strikesSweptAt: timestamp('strikes_swept_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [check('risk_settings_one_row', sql`${t.id}`)],
);
