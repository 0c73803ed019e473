import type { Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { accounts } from '../../db/schema/content';
import { clearHolding, endHoldsAndLeases, heldRows, markHoldingOf } from '../../db/rule-content';
import { isRuleContentKind, type RuleContentKind } from '#contract/rules/rule-kinds';
import type { Actor } from '../../domain/actor';
import { changeRows, type Outcome } from './change-rows';

/**
 * After a moderator's decision (for a held nickname, approving shows the nickname; the account's
 * own visibility was never touched by the hold) on rows of `kind`, inside its transaction. Approving a row that a
 * `hold` rule hid shows it again (a logged `<kind>.set_enabled` naming the rule); any other decision
 * (rejecting, or setting visibility by hand or through a report) ends the hold, so a later approval
 * leaves it as it is. That includes the rows the decision found already so: a held row is already
 * disabled, and disabling it again is still the moderator's word that it stays hidden.
 */
export async function afterDecision(
  tx: Db,
  kind: string,
  outcome: Pick<Outcome, 'changed' | 'unchanged'>,
  decision: 'approved' | 'other',
  actor: Actor,
): Promise<void> {
  const ids = decision === 'approved' ? outcome.changed : [...outcome.changed, ...outcome.unchanged];
  if (!isRuleContentKind(kind) || ids.length === 0) return;
  if (decision === 'approved') {
    const held = await heldRows(tx, kind, ids);
    if (held.size > 0) {
      const t = MODERATED[kind];
      // A nickname's hold hid the nickname, not the account: approving shows the nickname again.
      const shown =
        kind === 'account'
          ? {
              action: 'account.nickname_shown' as const,
              desired: { nicknameHidden: [accounts.nicknameHidden, false] as const },
            }
          : { action: `${kind}.set_enabled` as const, desired: { enabled: [t.enabled, true] as const } };
      await changeRows(
        tx,
        {
          table: t,
          ...shown,
          reasonFor: (id) => `hold released on approval (rule: ${held.get(id) ?? ''})`,
        },
        { ids: [...held.keys()] },
        actor,
      );
    }
  }
  await clearHolding(tx, kind, ids);
}

/**
 * One item decided outside its queue's keys (an enforcement's content act): the rules holding it
 * are no longer holding and its leases are handed back, so it waits in no queue.
 */
export function endWaiting(tx: Db, kind: RuleContentKind, id: number): Promise<void> {
  return endHoldsAndLeases(tx, kind, id);
}

/** The undo of `endWaiting` for an item hidden again: the rules that held it hold it again. */
export async function holdAgain(tx: Db, kind: RuleContentKind, id: number, rules: number[]): Promise<void> {
  if (rules.length > 0) await markHoldingOf(tx, rules, kind, id);
}
