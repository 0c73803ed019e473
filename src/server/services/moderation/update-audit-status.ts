import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, avatarCerts } from '../../db/schema/content';
import { MODERATED } from '../../db/moderation-tables';
import { QUEUE_SOURCES } from '../../db/moderation-sources';
import type { ListSource } from '../../db/moderation-list-query';
import { certifiedStateOf } from '../../db/moderation-certs';
import type { Assignment } from '../../db/moderation-bulk';
import type { ApiReply } from '#contract/api';
import type { AuditTarget } from '#contract/api/moderation-filters';
import type { AuditStatus } from '#contract/entities';
import type { Actor } from '../../domain/actor';
import { changeRows, type BulkInput } from '../core/change-rows';
import { bulkReplyOf } from '../core/bulk-reply';
import { inTransaction } from '../core/transaction';
import { afterDecision } from '../core/holds';
import { backInHand, type FromHand } from '../core/back-in-hand';

type AuditStatusReply = ApiReply<'/admins/update-audit-status'>;

/**
 * Sets the audit status of rows of one kind. For avatar certifications it also records the
 * reviewer, and brings each account's `certified` flag in line with whether it now has an approved
 * certification, as versioned and logged account changes in the same transaction.
 */
export function setAuditStatus(
  db: Db,
  body: BulkInput & FromHand & { target: AuditTarget; auditStatus: AuditStatus },
  actor: Actor,
): Promise<AuditStatusReply> {
  return inTransaction(db, async (tx) => {
    const t = MODERATED[body.target];
    const isCert = body.target === 'avatar_cert';
    const alsoSet: Assignment[] = isCert
      ? [
          [avatarCerts.reviewedBy, actor.adminId],
          [avatarCerts.reviewedAt, sql`now()`],
        ]
      : [];
    const outcome = await changeRows(
      tx,
      {
        table: t,
        action: `${body.target}.set_audit_status`,
        desired: { auditStatus: [t.auditStatus, body.auditStatus] },
        alsoSet,
      },
      body,
      actor,
    );
    await afterDecision(tx, body.target, outcome, body.auditStatus === 'APPROVED' ? 'approved' : 'other', actor);
    if (isCert && outcome.changed.length > 0) {
      const state = await certifiedStateOf(tx, outcome.changed);
      const reason = body.reason ?? null;
      for (const [ids, certified] of [
        [state.certified, true],
        [state.uncertified, false],
      ] as const) {
        if (ids.length === 0) continue;
        await changeRows(
          tx,
          {
            table: MODERATED.account,
            action: 'account.set_certified',
            desired: { certified: [accounts.certified, certified] },
          },
          { ids: [...ids], reason: reason ?? `avatar certification ${body.auditStatus.toLowerCase()}` },
          actor,
        );
      }
    }
    const hand = await backInHand(tx, body.target, body, actor, outcome);
    const source: ListSource<never, { id: number }> = QUEUE_SOURCES[body.target];
    const reply = await bulkReplyOf(tx, source, outcome);
    // The rows are those of `body.target`'s list; TypeScript cannot tie the two together here.
    return { target: body.target, ...reply, ...hand } as AuditStatusReply;
  });
}
