import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';
import type { ReportTargetType } from '#contract/entities';

/** The targets of these reports, each with the reports pointing at it. */
export async function targetsOfReports(
  tx: Db,
  reportIds: number[],
): Promise<{ type: ReportTargetType; id: number; reports: number[] }[]> {
  if (reportIds.length === 0) return [];
  return queryRows(
    tx,
    sql`SELECT target_type AS type, target_id AS id, array_agg(id ORDER BY id) AS reports
        FROM reports WHERE id = ANY(${intArray(reportIds)}) GROUP BY target_type, target_id`,
  );
}
