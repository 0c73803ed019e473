import type { Db } from '../../db/client';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import { lockTarget, readQueueStand, writeTarget, type TargetRow } from '../../db/team-targets';
import { BACKLOG_CAP } from '../../db/queue-backlog';
import { conflict } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { recordAction } from '../core/action-log';

type TargetReply = ApiReply<'/admins/team-stats/target-save'>;

const toTarget = (r: TargetRow): TargetReply => ({
  queue: r.queue,
  targetMinutes: r.target_minutes,
  version: r.version,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

/** Every queue against its target now: backlog, oldest item, and the items past the target. */
export async function teamTargets(db: Db): Promise<ApiReply<'/admins/team-stats/targets'>> {
  const rows = await readQueueStand(db);
  const now = Date.now();
  return {
    cap: BACKLOG_CAP,
    queues: rows.map((r) => ({
      ...toTarget(r),
      waiting: Number(r.waiting),
      oldestSeconds: Math.max(0, Number(r.oldest)),
      breaches: Number(r.breaches),
      breachList: (r.list ?? []).map((b) => ({
        id: Number(b.id),
        enteredAt: b.at,
        ageSeconds: Math.max(0, Math.round((now - Date.parse(b.at)) / 1000)),
      })),
    })),
  };
}

/** The lead sets a queue's target; logged with what it was, in the same transaction. */
export function saveTarget(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/team-stats/target-save'>,
): Promise<TargetReply> {
  return db.transaction(async (tx) => {
    const current = await lockTarget(tx, body.queue);
    if (current && body.expectedVersion !== undefined && current.version !== body.expectedVersion) {
      throw conflict('The target changed since you loaded it; reload and try again', { target: toTarget(current) });
    }
    const row = await writeTarget(tx, body.queue, body.targetMinutes, actor.adminId);
    await recordAction(tx, {
      ...actor,
      action: 'team_stats.target_save',
      targetType: 'team_queue_target',
      targetId: body.queue,
      before: current ? { targetMinutes: current.target_minutes, version: current.version } : null,
      after: { targetMinutes: row.target_minutes, version: row.version },
    });
    return toTarget(row);
  });
}
