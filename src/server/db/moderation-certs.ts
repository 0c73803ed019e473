import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray } from './moderation-sql';

/**
 * The accounts behind these certifications, split by whether any of their certifications is
 * approved now: that, and nothing else, is what `accounts.certified` says.
 */
export async function certifiedStateOf(
  tx: Db,
  certIds: number[],
): Promise<{ certified: number[]; uncertified: number[] }> {
  if (certIds.length === 0) return { certified: [], uncertified: [] };
  const rows = await queryRows<{ account_id: number; approved: boolean }>(
    tx,
    sql`SELECT a.account_id, EXISTS (
          SELECT 1 FROM avatar_certs c WHERE c.account_id = a.account_id AND c.audit_status = 'APPROVED'
        ) AS approved
        FROM (SELECT DISTINCT account_id FROM avatar_certs WHERE id = ANY(${intArray(certIds)})) a`,
  );
  return {
    certified: rows.filter((r) => r.approved).map((r) => r.account_id),
    uncertified: rows.filter((r) => !r.approved).map((r) => r.account_id),
  };
}
