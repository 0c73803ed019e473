import type { Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { accountStatusOf, activeSuspensions } from '../../db/enforcement-rows';
import { itemStates, lockWaveItems, readWave, type ItemState } from '../../db/wave-view-rows';
import { waveSummaryOf } from '../../db/wave-summary-rows';
import { notFound } from '../../domain/api-error';
import { changeRows, type Change } from '../core/change-rows';
import { afterDecision } from '../core/holds';
import { inTransaction } from '../core/transaction';
import { enforceWithin } from '../enforcement/enforce';
import type { EnforcementContext } from '../enforcement/context';
import type { ApiReply } from '#contract/api';
import type { WaveDecideBody } from '#contract/api/waves';
import type { EnforcementRow } from '#contract/api/enforcement';

type Reply = ApiReply<'/admins/wave/decide'>;

const stateOf = ({ id, version, auditStatus, enabled }: ItemState) => ({ id, version, auditStatus, enabled });

/**
 * One decision for the named items of a wave, and optionally one act on each of their authors, in
 * one transaction. The items are decided as a bulk decision decides them (changeRows: versions,
 * one action-log row per item; holds end as with any decision), so an undo is the existing update
 * endpoints with the `before` states, and the enforcement revoke for each act. Only the named
 * items are touched: one that joined the wave after the view was drawn waits for its own look.
 * Ids that are not members of the wave are `missing`.
 */
export function decideWave(ctx: EnforcementContext, body: WaveDecideBody): Promise<Reply> {
  return inTransaction(ctx.db, async (tx) => {
    const wave = await readWave(tx, body.waveId);
    if (!wave) throw notFound('wave');
    const kind = wave.kind;
    const table = MODERATED[kind];
    const ids = [...new Set(body.ids)];
    const before = await lockWaveItems(tx, kind, wave.id, ids);
    const members = new Set(before.map((r) => r.id));
    const change: Change =
      body.decision === 'disable'
        ? { table, action: `${kind}.set_enabled`, desired: { enabled: [table.enabled, false] } }
        : {
            table,
            action: `${kind}.set_audit_status`,
            desired: { auditStatus: [table.auditStatus, body.decision === 'approve' ? 'APPROVED' : 'REJECTED'] },
          };
    const outcome = await changeRows(
      tx,
      change,
      { ids: [...members], expectedVersions: body.expectedVersions, reason: body.reason },
      ctx.actor,
    );
    await afterDecision(tx, kind, outcome, body.decision === 'approve' ? 'approved' : 'other', ctx.actor);
    const after = new Map((await itemStates(tx, kind, outcome.changed)).map((r) => [r.id, r]));
    const { enforcements, skippedAuthors } = body.authors
      ? await actOnAuthors(ctx, tx, body, authorsOf(before, outcome.conflicts))
      : { enforcements: [], skippedAuthors: [] };
    const now = await readWave(tx, wave.id);
    return {
      updated: before
        .filter((r) => after.has(r.id))
        .map((r) => ({ before: stateOf(r), after: stateOf(after.get(r.id)!) })),
      unchanged: outcome.unchanged,
      conflicts: outcome.conflicts,
      missing: [...outcome.missing, ...ids.filter((id) => !members.has(id))],
      enforcements,
      skippedAuthors,
      // The wave outlives its decision; were it gone (no members left), its figures before are all there is.
      wave: waveSummaryOf(now ?? wave),
    };
  });
}

/** The distinct authors of the named items the decision covered (not those that changed since the view). */
function authorsOf(items: ItemState[], conflicts: number[]): number[] {
  const stale = new Set(conflicts);
  return [...new Set(items.filter((r) => !stale.has(r.id)).map((r) => r.accountId))].sort((a, b) => a - b);
}

async function actOnAuthors(
  ctx: EnforcementContext,
  tx: Db,
  body: WaveDecideBody,
  accountIds: number[],
): Promise<Pick<Reply, 'enforcements' | 'skippedAuthors'>> {
  const act = body.authors!;
  const enforcements: EnforcementRow[] = [];
  const skippedAuthors: Reply['skippedAuthors'] = [];
  for (const accountId of accountIds) {
    const account = await accountStatusOf(tx, accountId);
    if (!account) continue;
    if (account.status === 'BANNED') {
      skippedAuthors.push({ accountId, why: 'banned' });
      continue;
    }
    if (act.kind === 'suspend' && (await activeSuspensions(tx, accountId, ctx.clock.now)).length > 0) {
      skippedAuthors.push({ accountId, why: 'suspended' });
      continue;
    }
    const done = await enforceWithin(ctx, tx, {
      accountId,
      kind: act.kind,
      reasonCode: body.reasonCode,
      reason: body.reason,
      days: act.days,
      replaceActive: false,
    });
    enforcements.push(done.enforcement);
  }
  return { enforcements, skippedAuthors };
}
