import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { createRng } from './prng';
import type { SeedContext } from './seed-context';
import { CampaignTexts } from '../../simulate/campaign-texts';

/** Rows this step adds per table: one spam campaign and one report wave, the last minutes before "now". */
export const DEMO_WAVE_ROWS = {
  campaignAccounts: 9,
  moments: 42,
  reportAccounts: 6,
  reports: 6,
} as const;

/**
 * A fresh `npm start` shows waves: a scam posted 42 times by 9 accounts signed up 40 minutes before,
 * within the last 12 minutes, with the simulator's edits (campaign-texts.ts), and 6 accounts signed
 * up the same day reporting one ordinary post within 6 minutes. Written after the bulk load, one
 * statement a row, so the content triggers see them as the app's writes; deterministic (its own
 * seeded PRNG, times relative to the seed's "now").
 */
export async function seedDemoWaves(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const rng = createRng(0x5eed42);
  const texts = new CampaignTexts(
    (items) => rng.pick(items),
    (p) => rng.chance(p),
    false,
  );
  const now = sql.raw(ctx.now);
  const fresh = async (n: number, prefix: string, agoMinutes: number) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO accounts (nickname, avatar_url, phone, source, registered_at, created_at, updated_at, last_active_at)
            SELECT ${prefix} || g, '/media/avatar/' || (1 + g % 60) || '.svg', '1370000' || lpad(g::text, 4, '0'), 'huawei',
                   ${now} - ${`${agoMinutes} minutes`}::interval, ${now} - ${`${agoMinutes} minutes`}::interval,
                   ${now} - ${`${agoMinutes} minutes`}::interval, ${now}
              FROM generate_series(1, ${n}) g ORDER BY g
            RETURNING id`,
      )
    ).map((r) => r.id);

  const authors = await fresh(DEMO_WAVE_ROWS.campaignAccounts, 'deal_hunter_', 40);
  for (let i = 0; i < DEMO_WAVE_ROWS.moments; i++) {
    const author = authors[i % authors.length]!;
    const at = sql`${now} - ${`${720 - i * 17} seconds`}::interval`;
    await db.execute(
      sql`WITH r AS (INSERT INTO moments (account_id, text, created_at, updated_at) VALUES (${author}, ${texts.next()}, ${at}, ${at})
                     RETURNING enabled)
          UPDATE accounts SET moment_count = moment_count + (SELECT count(*) FROM r WHERE enabled)::int WHERE id = ${author}`,
    );
  }

  const [target] = await queryRows<{ id: number; author: number }>(
    db,
    sql`SELECT m.id, m.account_id AS author FROM moments m JOIN accounts a ON a.id = m.account_id
         WHERE m.enabled AND m.audit_status = 'APPROVED' AND a.registered_at < ${now} - interval '30 days'
           AND m.created_at < ${now} - interval '1 hour'
         ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
  );
  if (!target) return;
  const reporters = await fresh(DEMO_WAVE_ROWS.reportAccounts, 'new_user_', 180);
  for (const [i, reporter] of reporters.entries()) {
    const at = sql`${now} - ${`${8 - i} minutes`}::interval`;
    await db.execute(
      sql`WITH r AS (INSERT INTO reports (reporter_id, target_type, target_id, reason, detail, created_at, updated_at)
                     VALUES (${reporter}, 'moment', ${target.id}, 'abuse', '', ${at}, ${at}) RETURNING id)
          UPDATE accounts SET report_count = report_count + 1 WHERE id = ${target.author}`,
    );
  }
}
