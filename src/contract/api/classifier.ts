import { z } from 'zod';
import { CLASSIFIER_LABELS } from '../classifier';
import { REASON_CODES } from '../moderation-reasons';
import { RULE_TEXT_KINDS, type RuleTextKind } from '../moderated-kinds';
import type { Endpoint } from './endpoint';

/** Per label of the held-out decisions: how many, and how often the model was right (null: never asked). */
const labelQuality = z.object({
  label: z.enum(CLASSIFIER_LABELS),
  support: z.number().int(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
});

/** A trained model as the console sees it: its version, the training set's size and age, its quality. */
export const classifierModel = z.object({
  version: z.number().int(),
  trainedAt: z.string(),
  examples: z.number().int(),
  oldestDecisionAt: z.string().nullable(),
  newestDecisionAt: z.string().nullable(),
  trainMs: z.number().int(),
  heldOut: z.number().int(),
  labels: z.array(labelQuality),
});

const probability = z.number().min(0, 'must be at least 0').max(1, 'must be at most 1').nullable();

/** A label's thresholds (null: off); the hold threshold is never under the flag threshold. */
export const classifierThreshold = z
  .object({ label: z.enum(REASON_CODES), flag: probability, hold: probability })
  .strict()
  .refine((t) => t.flag === null || t.hold === null || t.hold >= t.flag, {
    message: 'must be at least the flag threshold',
    path: ['hold'],
  });
export type ClassifierThreshold = z.infer<typeof classifierThreshold>;

const proposed = z
  .array(classifierThreshold)
  .max(REASON_CODES.length)
  .refine((l) => new Set(l.map((t) => t.label)).size === l.length, 'must name each label once');

/** What one threshold would have done over the decided history: items over it, and how many carried the label. */
const wouldHave = z.object({
  items: z.number().int(),
  correct: z.number().int(),
  /** Share of `items` the moderators gave this label (null: none over it). */
  precision: z.number().nullable(),
});

export const classifierDryRunLabel = z.object({
  label: z.enum(REASON_CODES),
  /** Decided items the moderators gave this label. */
  decided: z.number().int(),
  flag: wouldHave.nullable(),
  hold: wouldHave.nullable(),
});
export type ClassifierDryRunLabel = z.infer<typeof classifierDryRunLabel>;

const label = z.enum(CLASSIFIER_LABELS);

/** The model in use as the quality screen shows it: who trained it on what, and how well it did held out. */
export const classifierQualityModel = classifierModel.extend({
  trainedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Held-out items per (team's label, model's label); cells without items are left out. */
  confusion: z.array(z.object({ team: label, model: label, items: z.number().int() })),
  /** Held-out items by the model's probability for its top label: mean predicted vs share right. */
  calibration: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      items: z.number().int(),
      predicted: z.number().nullable(),
      observed: z.number().nullable(),
    }),
  ),
});
export type ClassifierQualityModel = z.infer<typeof classifierQualityModel>;

/** A decided item whose standing decision's label is not the model's top label. */
export const classifierDisagreement = z.object({
  kind: z.enum(RULE_TEXT_KINDS as [RuleTextKind, ...RuleTextKind[]]),
  id: z.number().int(),
  excerpt: z.string(),
  teamLabel: label,
  modelLabel: label,
  /** The model's probability of its own label. */
  probability: z.number(),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }),
  decidedAt: z.string(),
});
export type ClassifierDisagreement = z.infer<typeof classifierDisagreement>;

/**
 * The classifier (area rules, ADMIN_ROOT): trains a new version from the team's decisions now,
 * besides the schedule. Every replica scores with the new version from its next batch.
 */
export const classifierApi = {
  '/admins/classifier/train': {
    area: 'rules',
    body: z
      .object({
        /** Share of the decisions held out of training to measure the model on. */
        heldOutShare: z.number().min(0.05, 'must be at least 0.05').max(0.5, 'must be at most 0.5').default(0.2),
        /** Put every item still waiting for a decision back in line to be scored by the new version. */
        rescorePending: z.boolean().default(true),
      })
      .strict(),
    reply: classifierModel,
  },
  /** Every label's thresholds (labels but `fine`). */
  '/admins/classifier/thresholds': {
    area: 'rules',
    body: z.object({}).strict(),
    reply: z.object({ list: z.array(classifierThreshold) }),
  },
  /** Sets the thresholds of the labels named (the others stay), logged per label changed. */
  '/admins/classifier/thresholds-save': {
    area: 'rules',
    body: z.object({ thresholds: proposed }).strict(),
    reply: z.object({ list: z.array(classifierThreshold) }),
  },
  /**
   * What proposed thresholds would have flagged and held over the decided history, scored by the
   * model in use (decided items without a score are scored on the fly), and at what precision.
   */
  '/admins/classifier/dry-run': {
    area: 'rules',
    body: z.object({ thresholds: proposed }).strict(),
    reply: z.object({
      modelVersion: z.number().int().nullable(),
      scored: z.number().int(),
      list: z.array(classifierDryRunLabel),
    }),
  },
  /**
   * The model in use and its held-out quality, with the decided items the model disagrees with
   * most (highest probability of its own label first), paged. Null model: none trained yet.
   */
  '/admins/classifier/quality': {
    area: 'rules',
    body: z
      .object({
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
      })
      .strict(),
    reply: z.object({
      model: classifierQualityModel.nullable(),
      disagreements: z.object({
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        list: z.array(classifierDisagreement),
      }),
    }),
  },
} as const satisfies Record<string, Endpoint>;
