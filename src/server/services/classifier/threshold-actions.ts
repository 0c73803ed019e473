import type { RuleTextKind } from '#contract/moderated-kinds';
import type { ScoreRow } from '../../db/classifier-rows';
import { insertHoldHits, pendingAmong, thresholdRows, type ThresholdRow } from '../../db/classifier-threshold-rows';
import type { Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { insertHits, markHolding } from '../../db/rule-content';
import { changeRows, type ChangeActor } from '../core/change-rows';

/** The scorer acts on its own settings: the action log names no admin. */
const SCORER: ChangeActor = { adminId: null, ip: 'classifier', requestId: 'classifier' };

/** What a label's thresholds say of one probability: hold over the hold threshold, else flag over the flag one. */
export function thresholdAction(t: Pick<ThresholdRow, 'flag' | 'hold'>, p: number): 'hold' | 'flag' | null {
  if (t.hold !== null && p >= t.hold) return 'hold';
  if (t.flag !== null && p >= t.flag) return 'flag';
  return null;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * After a batch's scores are written, in its transaction: the items still waiting for a decision
 * that a label's probability puts over its thresholds are flagged or held exactly as a rule of that
 * action does it (the backlog's way: services/rules/backlog.ts) — a hit of the label's built-in
 * rule, a hold hides the item (logged `rule.hold`) and its hit is the one holding it, so the first
 * decision on the item ends the hold.
 */
export async function actOnScores(tx: Db, scores: readonly ScoreRow[]): Promise<void> {
  const thresholds = (await thresholdRows(tx)).filter((t) => t.enabled && (t.flag !== null || t.hold !== null));
  if (thresholds.length === 0 || scores.length === 0) return;
  const byKind = new Map<RuleTextKind, ScoreRow[]>();
  for (const s of scores) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  for (const [kind, rows] of byKind) {
    const t = MODERATED[kind];
    const pending = new Set(
      await pendingAmong(
        tx,
        t,
        rows.map((r) => r.id),
      ),
    );
    for (const th of thresholds) {
      const hits = { hold: new Map<number, number>(), flag: new Map<number, number>() };
      for (const r of rows) {
        const p = r.probabilities[th.label] ?? 0;
        const action = pending.has(r.id) ? thresholdAction(th, p) : null;
        if (action) hits[action].set(r.id, p);
      }
      await insertHits(tx, th.ruleId, kind, 'flag', [...hits.flag.keys()]);
      const fresh = await insertHoldHits(tx, th.ruleId, kind, [...hits.hold.keys()]);
      if (fresh.length === 0) continue;
      const outcome = await changeRows(
        tx,
        {
          table: t,
          action: 'rule.hold',
          desired: { enabled: [t.enabled, false] as const },
          reasonFor: (id) => `rule: ${th.ruleName} (${th.label} ${pct(hits.hold.get(id) ?? 0)})`,
        },
        { ids: fresh },
        SCORER,
      );
      await markHolding(tx, th.ruleId, kind, outcome.changed);
    }
  }
}
