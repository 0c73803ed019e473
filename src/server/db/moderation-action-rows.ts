import type { ActionCode, ActionTargetType } from '#contract/action-codes';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export interface ActionRows {
  /** Null when the system acted (the classifier's thresholds). */
  adminId: number | null;
  action: ActionCode;
  targetType: ActionTargetType;
  ip: string;
  requestId: string;
  rows: { targetId: string; before: unknown; after: unknown; reason: string | null }[];
}

/**
 * Appends one action-log row per changed item in a single statement. The rows travel as one JSON
 * parameter expanded by the server: a 500-row bulk update logs in about half the time that a
 * 4 500-parameter multi-row VALUES takes to parse and bind.
 */
export async function insertActionRows(tx: Db, a: ActionRows): Promise<void> {
  if (a.rows.length === 0) return;
  await tx.execute(sql`INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, ip, request_id)
    SELECT ${a.adminId}, ${a.action}, ${a.targetType}, e->>'targetId', e->'before', e->'after', e->>'reason', ${a.ip}, ${a.requestId}
    FROM jsonb_array_elements(${JSON.stringify(a.rows)}::jsonb) AS e`);
}
