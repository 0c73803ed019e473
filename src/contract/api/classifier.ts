import { z } from 'zod';
import { CLASSIFIER_LABELS } from '../classifier';
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
} as const satisfies Record<string, Endpoint>;
