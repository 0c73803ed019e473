import { REASON_CODES, type ReasonCode } from './moderation-reasons';

/**
 * What the classifier tells apart: "fine" (what moderators approve) and the reason codes of their
 * reject and disable decisions. Free of zod: the queue card reads it.
 */
export const CLASSIFIER_LABELS = ['fine', ...REASON_CODES] as const;
export type ClassifierLabel = 'fine' | ReasonCode;
