import type { ClassifierLabel } from '#contract/classifier';
import { NaiveBayesScorer, trainNaiveBayes, type TrainOptions, type TrainingExample } from './naive-bayes';

/**
 * How good a model trained on the team's decisions is, measured honestly: a share of the
 * decisions is held out of training (chosen by the item's id, so the same items are held out on
 * every run and every replica) and the model trained on the rest is judged on them.
 */
export interface LabelledItem extends TrainingExample {
  /** Stable per item (e.g. kind and id): picks the held-out part. */
  key: string;
}

export interface LabelQuality {
  label: ClassifierLabel;
  /** Held-out items the team gave this label. */
  support: number;
  /** Of the items the model gave this label, the share the team did too (null: it gave none). */
  precision: number | null;
  /** Of the items the team gave this label, the share the model found (null: there were none). */
  recall: number | null;
}

/** Items grouped by the model's probability for its top label, against how often that label was right. */
export interface CalibrationBin {
  from: number;
  to: number;
  items: number;
  /** Mean top probability in the bin. */
  predicted: number | null;
  /** Share of the bin whose top label was the team's. */
  observed: number | null;
}

export interface ModelQuality {
  trained: number;
  heldOut: number;
  labels: LabelQuality[];
  /** confusion[team][model]: held-out items the team labelled `team` and the model `model`. */
  confusion: Partial<Record<ClassifierLabel, Partial<Record<ClassifierLabel, number>>>>;
  calibration: CalibrationBin[];
}

/** Deterministic share in [0, 1) of a key (FNV-1a). */
function shareOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

export function isHeldOut(key: string, share: number): boolean {
  return shareOf(key) < share;
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function measureQuality(
  items: readonly LabelledItem[],
  options: TrainOptions & { heldOutShare?: number; bins?: number } = {},
): ModelQuality {
  const share = options.heldOutShare ?? 0.2;
  const bins = options.bins ?? 10;
  const train = items.filter((i) => !isHeldOut(i.key, share));
  const test = items.filter((i) => isHeldOut(i.key, share));
  const scorer = new NaiveBayesScorer(trainNaiveBayes(train, options));
  const labels = [...new Set(items.map((i) => i.label))].sort();
  const confusion: ModelQuality['confusion'] = {};
  const calibration = Array.from({ length: bins }, (_, b) => ({
    from: b / bins,
    to: (b + 1) / bins,
    items: 0,
    sum: 0,
    right: 0,
  }));
  for (const item of test) {
    const { top, probabilities } = scorer.predict(item.features);
    const row = (confusion[item.label] ??= {});
    row[top] = (row[top] ?? 0) + 1;
    const p = probabilities[top] ?? 0;
    const bin = calibration[Math.min(bins - 1, Math.floor(p * bins))]!;
    bin.items += 1;
    bin.sum += p;
    if (top === item.label) bin.right += 1;
  }
  const cell = (team: ClassifierLabel, model: ClassifierLabel) => confusion[team]?.[model] ?? 0;
  return {
    trained: train.length,
    heldOut: test.length,
    labels: labels.map((label) => {
      const support = labels.reduce((n, m) => n + cell(label, m), 0);
      const given = labels.reduce((n, t) => n + cell(t, label), 0);
      return {
        label,
        support,
        precision: ratio(cell(label, label), given),
        recall: ratio(cell(label, label), support),
      };
    }),
    confusion,
    calibration: calibration.map(({ from, to, items: n, sum, right }) => ({
      from,
      to,
      items: n,
      predicted: ratio(sum, n),
      observed: ratio(right, n),
    })),
  };
}
