import type { ClassifierLabel } from '#contract/classifier';
import { reasonCodeOf } from '#contract/moderation-reasons';
import type { ApiReply } from '#contract/api';
import {
  insertModel,
  latestModel,
  queuePendingForRescore,
  standingDecisions,
  trainingLock,
  type DecisionRow,
  type ModelRow,
} from '../../db/classifier-rows';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { refused } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';
import { encodeModel } from './model-codec';
import { measureQuality, type LabelledItem, type ModelQuality } from './model-quality';
import { trainNaiveBayes } from './naive-bayes';
import { textFeatures } from './text-features';

/**
 * The label the team gave an item by its standing decision: an approval says "fine", a rejection,
 * a disabling or an act on the author says the code of its reason; without a code it says nothing
 * the model could learn (left out).
 */
export function labelOf(d: Pick<DecisionRow, 'decision' | 'reason'>): ClassifierLabel | null {
  if (d.decision === 'approve') return 'fine';
  return reasonCodeOf(d.reason);
}

export interface TrainOutcome {
  model: ModelRow;
  quality: ModelQuality;
}

export interface TrainRequest {
  heldOutShare: number;
  rescorePending: boolean;
  /** null: the schedule. */
  actor: Actor | null;
  /** The schedule gives way to a replica already training; a person waits for it. */
  wait: boolean;
  /** The schedule: train only if the newest version is older than this (another replica may just have trained). */
  unlessNewerThanMs?: number;
}

/**
 * Trains a model on every standing decision and stores it as the next version, under the
 * training lock (one replica at a time). The decisions are read in the lock's transaction, so the
 * version stamps exactly what it was trained on. Null: the schedule found the lock taken.
 */
export async function trainModel(db: Db, req: TrainRequest): Promise<TrainOutcome | null> {
  return inTransaction(db, async (tx) => {
    if (!(await trainingLock(tx, req.wait))) return null;
    if (req.unlessNewerThanMs !== undefined) {
      const latest = await latestModel(tx, false);
      if (latest && Date.now() - latest.trainedAt.getTime() < req.unlessNewerThanMs) return null;
    }
    const started = performance.now();
    const items: (LabelledItem & { at: Date })[] = [];
    for (const d of await standingDecisions(tx)) {
      const label = labelOf(d);
      if (label === null) continue;
      items.push({ key: `${d.kind}:${d.id}`, label, at: d.at, features: textFeatures(d.text).map((f) => f.key) });
    }
    if (new Set(items.map((i) => i.label)).size < 2) {
      throw refused('TOO_FEW_DECISIONS', 'the decisions do not yet give two labels to train on', {
        examples: items.length,
      });
    }
    const model = trainNaiveBayes(items);
    const quality = measureQuality(items, { heldOutShare: req.heldOutShare });
    const span = decisionSpan(items.map((i) => i.at));
    const row = await insertModel(tx, {
      trainedBy: req.actor?.adminId ?? null,
      examples: items.length,
      oldestDecisionAt: span?.oldest ?? null,
      newestDecisionAt: span?.newest ?? null,
      trainMs: Math.round(performance.now() - started),
      model: encodeModel(model),
      quality,
    });
    if (req.rescorePending) await queuePendingForRescore(tx);
    await recordAction(tx, {
      adminId: req.actor?.adminId ?? null,
      action: 'classifier.train',
      targetType: 'classifier_model',
      targetId: row.version,
      after: {
        version: row.version,
        examples: row.examples,
        labels: model.labels,
        features: model.features.length,
        trainMs: row.trainMs,
        by: req.actor ? 'admin' : 'schedule',
      },
      ip: req.actor?.ip ?? '',
      requestId: req.actor?.requestId ?? 'classifier-schedule',
    });
    return { model: row, quality };
  });
}

/**
 * The oldest and newest of the decisions' times, by a loop: `Math.min(...times)` passes every time
 * as an argument on the stack, which overflows it past roughly 120k decisions.
 */
export function decisionSpan(times: readonly Date[]): { oldest: Date; newest: Date } | null {
  if (times.length === 0) return null;
  let oldest = times[0]!.getTime();
  let newest = oldest;
  for (const t of times) {
    const ms = t.getTime();
    if (ms < oldest) oldest = ms;
    if (ms > newest) newest = ms;
  }
  return { oldest: new Date(oldest), newest: new Date(newest) };
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** `/admins/classifier/train`. */
export async function trainNow(
  db: Db,
  actor: Actor,
  body: { heldOutShare: number; rescorePending: boolean },
): Promise<ApiReply<'/admins/classifier/train'>> {
  const out = (await trainModel(db, { ...body, actor, wait: true }))!;
  const { model, quality } = out;
  return {
    version: model.version,
    trainedAt: model.trainedAt.toISOString(),
    examples: model.examples,
    oldestDecisionAt: iso(model.oldestDecisionAt),
    newestDecisionAt: iso(model.newestDecisionAt),
    trainMs: model.trainMs,
    heldOut: quality.heldOut,
    labels: quality.labels,
  };
}
