import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/content';
import { MODERATED } from '../../db/moderation-tables';
import { accountSource } from '../../db/moderation-account-rows';
import type { BulkReply } from '#contract/api/moderation-bulk';
import type { AccountRow } from '#contract/api/moderation-rows';
import type { AccountStatus } from '#contract/entities';
import type { Actor } from '../../domain/actor';
import { changeRows } from '../core/change-rows';
import { bulkReplyOf } from '../core/bulk-reply';
import { inTransaction } from '../core/transaction';
import { backInHand, type FromHand } from '../core/back-in-hand';

export interface AccountStatusBody extends FromHand {
  accountId?: number | undefined;
  expectedVersion?: number | undefined;
  ids?: number[] | undefined;
  expectedVersions?: Record<string, number> | undefined;
  accountStatus: AccountStatus;
  reason?: string | undefined;
}

/** The single form is the bulk form with one id, so both answer alike. */
export function setAccountStatus(db: Db, body: AccountStatusBody, actor: Actor): Promise<BulkReply<AccountRow>> {
  const single = body.accountId;
  const input =
    single !== undefined
      ? {
          ids: [single],
          expectedVersions: body.expectedVersion === undefined ? undefined : { [single]: body.expectedVersion },
          reason: body.reason,
        }
      : { ids: body.ids ?? [], expectedVersions: body.expectedVersions, reason: body.reason };
  return inTransaction(db, async (tx) => {
    const outcome = await changeRows(
      tx,
      {
        table: MODERATED.account,
        action: 'account.set_status',
        desired: { status: [accounts.status, body.accountStatus] },
      },
      input,
      actor,
    );
    const hand = await backInHand(tx, 'account', body, actor, outcome);
    return { ...(await bulkReplyOf(tx, accountSource, outcome)), ...hand };
  });
}
