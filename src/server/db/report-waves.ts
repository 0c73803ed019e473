import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import { REPORT_WAVE, type ReportWave } from '#contract/api/moderation-rows';

const window = sql.raw(`interval '${REPORT_WAVE.windowMinutes} minutes'`);
const fresh = sql.raw(`interval '${REPORT_WAVE.freshDays} days'`);

/**
 * The waves of reports the given reports are part of: the reports against the same target within
 * the window either side of each, filed by accounts younger than REPORT_WAVE.freshDays when they
 * filed, when there are at least REPORT_WAVE.minReports of them. One statement a page, by the
 * targets' index; a report outside any wave is absent from the map.
 */
export async function reportWaves(db: Db, ids: number[]): Promise<Map<number, ReportWave>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; reports: number; accounts: number; minutes: number }>(
    db,
    sql`SELECT r.id, count(*)::int AS reports, count(DISTINCT o.reporter_id)::int AS accounts,
               greatest(1, ceil(extract(epoch FROM max(o.created_at) - min(o.created_at)) / 60))::int AS minutes
          FROM reports r
          JOIN reports o ON o.target_type = r.target_type AND o.target_id = r.target_id
                        AND o.created_at BETWEEN r.created_at - ${window} AND r.created_at + ${window}
          JOIN accounts a ON a.id = o.reporter_id AND a.registered_at > o.created_at - ${fresh}
         WHERE r.id = ANY(${intArray(ids)})
         GROUP BY r.id
        HAVING count(*) >= ${REPORT_WAVE.minReports}`,
  );
  return new Map(rows.map((r) => [r.id, { reports: r.reports, accounts: r.accounts, minutes: r.minutes }]));
}
