import type { ApiReply } from '#contract/api';
import type { ClassifierThreshold } from '#contract/api/classifier';
import { lockThresholds, setThreshold, thresholdRows, type ThresholdRow } from '../../db/classifier-threshold-rows';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';

const toThreshold = (r: ThresholdRow): ClassifierThreshold => ({ label: r.label, flag: r.flag, hold: r.hold });

/** `/admins/classifier/thresholds`. */
export async function classifierThresholds(db: Db): Promise<ApiReply<'/admins/classifier/thresholds'>> {
  return { list: (await thresholdRows(db)).map(toThreshold) };
}

/**
 * `/admins/classifier/thresholds-save`: the labels named get these thresholds; each label whose
 * thresholds change is logged (`classifier.thresholds`, before and after) in the same transaction.
 * The scorer reads them at its next batch, on every replica.
 */
export async function saveClassifierThresholds(
  db: Db,
  actor: Actor,
  body: { thresholds: ClassifierThreshold[] },
): Promise<ApiReply<'/admins/classifier/thresholds-save'>> {
  await inTransaction(db, async (tx) => {
    const current = new Map((await lockThresholds(tx)).map((r) => [r.label, r]));
    for (const t of body.thresholds) {
      const before = current.get(t.label);
      if (!before || (before.flag === t.flag && before.hold === t.hold)) continue;
      await setThreshold(tx, t.label, t, actor.adminId);
      await recordAction(tx, {
        ...actor,
        action: 'classifier.thresholds',
        targetType: 'classifier_label',
        targetId: t.label,
        before: { flag: before.flag, hold: before.hold },
        after: { flag: t.flag, hold: t.hold },
      });
    }
  });
  return classifierThresholds(db);
}
