import { z } from 'zod';
import { CLASSIFIER_LABELS } from '../classifier';
import { REASON_MAX } from '../moderation-reasons';
import { RULE_TEXT_KINDS, type RuleTextKind } from '../moderated-kinds';
import type { Endpoint } from './endpoint';
import { teamStatsBody } from './team-stats';

/**
 * Second review (issue 41, part 5). A share of the moderators' decisions on text items is sampled
 * as they are made; a second reviewer (area secondReview: ADMIN_ROOT, BACKEND_SUPPORT_AGENT) agrees
 * or disagrees without learning who decided, never with their own decisions; a disagreement may go
 * to a lead (ADMIN_ROOT, area teamStats), whose decision is applied to the item and stands as its
 * label for the classifier.
 */

const label = z.enum(CLASSIFIER_LABELS);
const kind = z.enum(RULE_TEXT_KINDS as [RuleTextKind, ...RuleTextKind[]]);
const id = z.number().int().min(1);
const note = z.string().trim().min(1, 'must not be empty').max(REASON_MAX, `must be at most ${REASON_MAX} characters`);

export const SECOND_REVIEW_DECISIONS = ['approve', 'reject', 'enable', 'disable'] as const;

/** A sampled decision as a reviewer sees it: the item and what was decided, never by whom. */
export const secondReviewItem = z.object({
  /** The review's id (the decision's action-log row). */
  id: z.number().int(),
  kind,
  targetId: z.number().int(),
  text: z.string(),
  decision: z.enum(SECOND_REVIEW_DECISIONS),
  /** "fine" for an approve or enable, the reason's code otherwise; null: a reason without a code. */
  label: label.nullable(),
  decidedAt: z.string(),
  version: z.number().int(),
});
export type SecondReviewItem = z.infer<typeof secondReviewItem>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A disagreement sent to the leads, with who decided and who disagreed (the lead may know). */
export const escalatedReview = secondReviewItem.extend({
  reviewerLabel: label,
  note: z.string().nullable(),
  reviewedAt: z.string(),
  decidedBy: person,
  reviewedBy: person,
});
export type EscalatedReview = z.infer<typeof escalatedReview>;

const rate = z.number().min(0).max(1).nullable();
const tally = { reviewed: z.number().int(), agreed: z.number().int(), rate };
export const agreementRow = z.object(tally);

export const secondReviewAgreement = z.object({
  team: agreementRow,
  /** Per moderator whose decisions were reviewed in the period. */
  moderators: z.array(agreementRow.extend({ adminId: z.number().int(), username: z.string(), name: z.string() })),
  queues: z.array(agreementRow.extend({ queue: kind })),
  /** Per label of the decision reviewed; null: a reason without a code. */
  labels: z.array(agreementRow.extend({ label: label.nullable() })),
});
export type SecondReviewAgreement = z.infer<typeof secondReviewAgreement>;

export const secondReviewSettings = z.object({
  /** Share of each moderator's decisions sampled, in percent (0–100, hundredths). */
  sharePercent: z.number(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

const verdictBody = z
  .object({
    id,
    verdict: z.enum(['agree', 'disagree']),
    /** The label the reviewer would have given; only with a disagreement. */
    label: label.optional(),
    /** Send the disagreement to a lead. */
    toLead: z.boolean().default(false),
    note: note.optional(),
    expectedVersion: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((b) => b.verdict === 'agree' || b.label !== undefined, {
    message: 'is required with a disagreement',
    path: ['label'],
  })
  .refine((b) => b.verdict === 'disagree' || b.label === undefined, {
    message: 'is only given with a disagreement',
    path: ['label'],
  })
  .refine((b) => b.verdict === 'disagree' || !b.toLead, {
    message: 'only a disagreement goes to a lead',
    path: ['toLead'],
  });

export const secondReviewApi = {
  /** Open reviews of others' decisions, oldest first, after `after` (the last id seen). */
  '/admins/second-review/queue': {
    area: 'secondReview',
    body: z
      .object({
        pageSize: z.number().int().min(1).max(50).default(20),
        after: z.number().int().min(0).optional(),
        kind: kind.optional(),
      })
      .strict(),
    reply: z.object({ list: z.array(secondReviewItem), total: z.number().int() }),
  },
  /** Agree, or disagree with the label one would have given (and maybe send it to a lead); logged. */
  '/admins/second-review/verdict': {
    area: 'secondReview',
    body: verdictBody,
    reply: z.object({ id: z.number().int(), state: z.enum(['agreed', 'disagreed', 'escalated']) }),
  },
  /** The disagreements sent to the leads and not yet resolved, oldest first. */
  '/admins/second-review/escalated': {
    area: 'teamStats',
    body: z
      .object({
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
      })
      .strict(),
    reply: z.object({ list: z.array(escalatedReview), total: z.number().int() }),
  },
  /** The lead's decision: applied to the item through its queue's decision, and its label stands. */
  '/admins/second-review/resolve': {
    area: 'teamStats',
    body: z.object({ id, label, note: note.optional(), expectedVersion: z.number().int().min(1).optional() }).strict(),
    reply: z.object({ id: z.number().int(), state: z.literal('resolved'), decision: z.enum(SECOND_REVIEW_DECISIONS) }),
  },
  /** Agreement over a period of the business time zone (by review time): per moderator, queue and label. */
  '/admins/second-review/agreement': { area: 'teamStats', body: teamStatsBody, reply: secondReviewAgreement },
  '/admins/second-review/settings': { area: 'teamStats', body: z.object({}).strict(), reply: secondReviewSettings },
  /** Sets the share sampled from now on; logged with what it was. */
  '/admins/second-review/settings-save': {
    area: 'teamStats',
    body: z
      .object({
        sharePercent: z
          .number()
          .min(0, 'must be at least 0')
          .max(100, 'must be at most 100')
          .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'must have at most two decimals'),
        expectedVersion: z.number().int().min(1).optional(),
      })
      .strict(),
    reply: secondReviewSettings,
  },
} as const satisfies Record<string, Endpoint>;
