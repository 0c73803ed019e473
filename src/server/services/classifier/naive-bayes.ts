import type { ClassifierLabel } from '#contract/classifier';

/**
 * A multinomial naive Bayes model over binary features (each feature counts once per text): the
 * model a moderation lead can read. A label's score is its share of the team's decisions plus, for
 * each feature of the text, how much more often that feature came with the label than without;
 * the features that weigh most are the ones the card highlights. Trained in one pass over the
 * decisions; Laplace smoothing (`alpha`) gives an unseen pairing a small, equal chance.
 *
 * Chosen over logistic regression for this: training is counting (100k decisions in seconds, no
 * iterations to tune), a model is its counts (it grows with new decisions and two replicas trained
 * on the same decisions agree to the bit), and every weight is a ratio of counts a person can check.
 * Its probabilities are over-confident (it takes features as independent); the quality screen
 * shows its calibration curve, and thresholds are set against that, not against 0.5.
 */

export interface TrainingExample {
  features: readonly string[];
  label: ClassifierLabel;
}

export interface TrainOptions {
  /** Laplace smoothing. */
  alpha?: number;
  /** A feature seen in fewer texts than this is left out (a typo, a name, noise). */
  minTexts?: number;
  /** The most features kept, the most frequent first. */
  maxFeatures?: number;
}

/** A trained model as it is stored (JSON) and shared by every replica. */
export interface NaiveBayesModel {
  labels: ClassifierLabel[];
  /** Texts per label in the training set. */
  texts: number[];
  features: string[];
  /** Per label, per feature: log P(feature | label). */
  logLikelihood: number[][];
  /** Per label: log P(label). */
  logPrior: number[];
}

export interface Prediction {
  /** Per label, its probability; they add up to 1. */
  probabilities: Partial<Record<ClassifierLabel, number>>;
  top: ClassifierLabel;
}

export interface Weighed {
  feature: string;
  /** How much the feature moved the text towards `label` against the next most likely label (nats). */
  weight: number;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

export function trainNaiveBayes(examples: readonly TrainingExample[], options: TrainOptions = {}): NaiveBayesModel {
  const alpha = options.alpha ?? 1;
  const minTexts = options.minTexts ?? 2;
  const maxFeatures = options.maxFeatures ?? 200_000;
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const labelIndex = new Map(labels.map((l, i) => [l, i]));

  const textsWith = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) textsWith.set(f, (textsWith.get(f) ?? 0) + 1);
  const features = [...textsWith]
    .filter(([, n]) => n >= minTexts)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxFeatures)
    .map(([f]) => f)
    .sort();
  const featureIndex = new Map(features.map((f, i) => [f, i]));

  const counts = labels.map(() => new Float64Array(features.length));
  const totals = new Float64Array(labels.length);
  const texts = labels.map(() => 0);
  for (const e of examples) {
    const l = labelIndex.get(e.label)!;
    texts[l]! += 1;
    for (const f of new Set(e.features)) {
      const i = featureIndex.get(f);
      if (i === undefined) continue;
      counts[l]![i]! += 1;
      totals[l]! += 1;
    }
  }
  const all = examples.length;
  return {
    labels,
    texts,
    features,
    logLikelihood: counts.map((row, l) => {
      const denominator = Math.log(totals[l]! + alpha * features.length);
      return Array.from(row, (n) => round(Math.log(n + alpha) - denominator));
    }),
    logPrior: texts.map((n) => round(Math.log(n / all))),
  };
}

/** Scores texts with one model; the feature index is built once. */
export class NaiveBayesScorer {
  private readonly index: Map<string, number>;

  constructor(readonly model: NaiveBayesModel) {
    this.index = new Map(model.features.map((f, i) => [f, i]));
  }

  private known(features: readonly string[]): number[] {
    const out: number[] = [];
    for (const f of new Set(features)) {
      const i = this.index.get(f);
      if (i !== undefined) out.push(i);
    }
    return out;
  }

  predict(features: readonly string[]): Prediction {
    const { labels, logPrior, logLikelihood } = this.model;
    const known = this.known(features);
    const logs = labels.map((_, l) => known.reduce((sum, i) => sum + logLikelihood[l]![i]!, logPrior[l]!));
    const max = Math.max(...logs);
    const exps = logs.map((x) => Math.exp(x - max));
    const total = exps.reduce((a, b) => a + b, 0);
    const probabilities: Partial<Record<ClassifierLabel, number>> = {};
    let top = labels[0]!;
    labels.forEach((label, l) => {
      probabilities[label] = exps[l]! / total;
      if (exps[l]! > exps[labels.indexOf(top)]!) top = label;
    });
    return { probabilities, top };
  }

  /**
   * The features of a text that weigh most towards `label` against the most likely other label:
   * for each, log P(f | label) − log P(f | other). Positive weights only, the heaviest first.
   */
  explain(features: readonly string[], label: ClassifierLabel, limit = 8): Weighed[] {
    const { labels, logLikelihood } = this.model;
    const l = labels.indexOf(label);
    if (l < 0) return [];
    const prediction = this.predict(features);
    const other = labels
      .map((x, k) => ({ k, p: x === label ? -1 : (prediction.probabilities[x] ?? 0) }))
      .sort((a, b) => b.p - a.p)[0];
    if (!other || other.p < 0) return [];
    return this.known(features)
      .map((i) => ({
        feature: this.model.features[i]!,
        weight: round(logLikelihood[l]![i]! - logLikelihood[other.k]![i]!),
      }))
      .filter((w) => w.weight > 0)
      .sort((a, b) => b.weight - a.weight || (a.feature < b.feature ? -1 : 1))
      .slice(0, limit);
  }
}
