import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import type { ReportRow } from '#contract/api/moderation-rows';
import { recordAction } from '../core/action-log';

/**
 * Private messages reach a moderator not only through the message list but as the target of a
 * report (its preview carries the text). Every such page served is logged like a message-list
 * read, before the reply leaves, so a read that could not be logged is not served.
 */
export async function logReportedMessageReads(
  db: Db,
  actor: Actor,
  reports: readonly ReportRow[],
  via: string,
): Promise<void> {
  const shown = reports.filter((r) => r.targetType === 'message' && r.target.exists);
  if (shown.length === 0) return;
  await recordAction(db, {
    adminId: actor.adminId,
    action: 'message.read',
    targetType: 'message',
    targetId: shown.length === 1 ? String(shown[0]!.targetId) : '',
    after: { via, reportIds: shown.map((r) => r.id), ids: [...new Set(shown.map((r) => r.targetId))] },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/** The account drawer shows the whole phone number on a reveal; each one served is logged. */
export async function logPhoneRead(db: Db, actor: Actor, accountId: number): Promise<void> {
  await recordAction(db, {
    adminId: actor.adminId,
    action: 'account.phone_read',
    targetType: 'account',
    targetId: accountId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
