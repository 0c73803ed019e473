import { CLASSIFIER_LABELS, type ClassifierLabel } from '#contract/classifier';
import type { NaiveBayesModel } from './naive-bayes';

/**
 * A model as the database keeps it (classifier_models.model). The weights, labels × features of
 * them, go as one base64 run of float32 (a tenth of their size as JSON numbers, and parsed in one
 * step); the weights are rounded to 1e-4 at training, which float32 keeps, so a model read back
 * scores as the one trained.
 */
export interface StoredModel {
  format: 1;
  labels: ClassifierLabel[];
  texts: number[];
  features: string[];
  logPrior: number[];
  /** Row-major: label after label, each over all features. */
  logLikelihood: string;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

export function encodeModel(model: NaiveBayesModel): StoredModel {
  const n = model.features.length;
  const weights = new Float32Array(model.labels.length * n);
  model.logLikelihood.forEach((row, l) => weights.set(row, l * n));
  return {
    format: 1,
    labels: model.labels,
    texts: model.texts,
    features: model.features,
    logPrior: model.logPrior,
    logLikelihood: Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64'),
  };
}

const isLabel = (x: unknown): x is ClassifierLabel => (CLASSIFIER_LABELS as readonly unknown[]).includes(x);

/** Reads a stored model back; throws on anything that is not one (a hand-edited row, another format). */
export function decodeModel(stored: unknown): NaiveBayesModel {
  const s = stored as Partial<StoredModel> | null;
  if (
    !s ||
    s.format !== 1 ||
    !Array.isArray(s.labels) ||
    !s.labels.every(isLabel) ||
    !Array.isArray(s.features) ||
    !Array.isArray(s.texts) ||
    !Array.isArray(s.logPrior) ||
    typeof s.logLikelihood !== 'string'
  ) {
    throw new Error('classifier model: not a stored model of format 1');
  }
  const n = s.features.length;
  const bytes = Buffer.from(s.logLikelihood, 'base64');
  if (bytes.byteLength !== s.labels.length * n * 4 || s.logPrior.length !== s.labels.length) {
    throw new Error('classifier model: weights do not match its labels and features');
  }
  // Copied out: a Buffer's offset need not be aligned for a Float32Array view.
  const weights = new Float32Array(new Uint8Array(bytes).buffer);
  return {
    labels: s.labels,
    texts: s.texts,
    features: s.features,
    logPrior: s.logPrior,
    logLikelihood: s.labels.map((_, l) => Array.from(weights.subarray(l * n, (l + 1) * n), round)),
  };
}
