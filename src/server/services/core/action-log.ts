import { actionLog } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { ActionCode, ActionTargetType } from '#contract/action-codes';

export interface ActionEntry {
  adminId: number | null;
  action: ActionCode;
  targetType?: ActionTargetType;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip: string;
  requestId: string;
}

/**
 * Appends one row to the action log. Callers pass their transaction so that the row commits
 * or rolls back with the change it describes.
 */
export async function recordAction(tx: Db, entry: ActionEntry): Promise<number> {
  const [row] = await tx
    .insert(actionLog)
    .values({
      adminId: entry.adminId,
      action: entry.action,
      targetType: entry.targetType ?? '',
      targetId: entry.targetId === undefined ? '' : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      ip: entry.ip,
      requestId: entry.requestId,
    })
    .returning({ id: actionLog.id });
  return row!.id;
}
