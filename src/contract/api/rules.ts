import { z } from 'zod';
import { id } from '../validation';
import { RULE_ACTIONS, RULE_CONTENT_KINDS, RULE_KINDS, VELOCITY_MAX_MINUTES } from '../rules/rule-kinds';
import { listReply, listRequest } from './list';
import type { Endpoint } from './endpoint';

/** Field rules of the rule form; the server validates with exactly these (and checks regexes further). */
export const ruleFields = {
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .regex(/^[\p{L}\p{N}_. -]+$/u, 'may hold letters, digits, spaces, _ . and - only'),
  note: z.string().trim().max(500, 'must be at most 500 characters'),
  kind: z.enum(RULE_KINDS),
  pattern: z.string().trim().max(500, 'must be at most 500 characters'),
  leet: z.boolean(),
  exceptions: z
    .array(z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'))
    .max(20, 'must list at most 20 phrases'),
  exceptionPattern: z.string().trim().max(200, 'must be at most 200 characters'),
  authorMaxAgeDays: z.number().int().min(1).max(3650).nullable(),
  authorMaxApproved: z.number().int().min(1).max(100_000).nullable(),
  authorRejectWindow: z.number().int().min(5).max(100).nullable(),
  authorRejectPercent: z.number().int().min(1).max(99).nullable(),
  /** Velocity: more than `velocityItems` items from one account in `velocityMinutes` minutes. */
  velocityItems: z.number().int().min(1).max(10_000).nullable(),
  velocityMinutes: z.number().int().min(1).max(VELOCITY_MAX_MINUTES).nullable(),
  /** Velocity: more than `duplicateItems` items with one wave key, from any accounts, in `duplicateMinutes`. */
  duplicateItems: z.number().int().min(1).max(10_000).nullable(),
  duplicateMinutes: z.number().int().min(1).max(VELOCITY_MAX_MINUTES).nullable(),
  /** Count the arrivals of every text kind, not only the arriving item's kind. */
  velocityAllKinds: z.boolean(),
  contentKinds: z
    .array(z.enum(RULE_CONTENT_KINDS))
    .min(1, 'must name at least one kind of content')
    .max(RULE_CONTENT_KINDS.length)
    .refine((k) => new Set(k).size === k.length, 'must not repeat a kind'),
  action: z.enum(RULE_ACTIONS),
  enabled: z.boolean(),
};

const decided = () => z.object({ removed: z.number(), approved: z.number() });

/** Author conditions come as a pair for the rejection rate; a rule reads text, or its author, or both. */
function checkRule(
  b: {
    kind: string;
    pattern: string;
    authorMaxAgeDays: number | null;
    authorMaxApproved: number | null;
    authorRejectWindow: number | null;
    authorRejectPercent: number | null;
    velocityItems: number | null;
    velocityMinutes: number | null;
    duplicateItems: number | null;
    duplicateMinutes: number | null;
    contentKinds: readonly string[];
  },
  ctx: z.RefinementCtx,
) {
  for (const [count, minutes] of [
    ['velocityItems', 'velocityMinutes'],
    ['duplicateItems', 'duplicateMinutes'],
  ] as const) {
    if ((b[count] === null) !== (b[minutes] === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [b[count] === null ? count : minutes],
        message: 'is required with the other half of the velocity condition',
      });
    }
  }
  const velocity = b.velocityItems !== null || b.duplicateItems !== null;
  if (velocity && b.contentKinds.includes('account')) {
    ctx.addIssue({ code: 'custom', path: ['contentKinds'], message: 'velocity conditions count texts, not nicknames' });
  }
  if ((b.authorRejectWindow === null) !== (b.authorRejectPercent === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [b.authorRejectWindow === null ? 'authorRejectWindow' : 'authorRejectPercent'],
      message: 'is required with the other half of the rejection rate',
    });
  }
  if (b.kind !== 'author' && b.pattern === '')
    ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'is required' });
  if (
    b.kind === 'author' &&
    b.authorMaxAgeDays === null &&
    b.authorMaxApproved === null &&
    b.authorRejectWindow === null &&
    !velocity
  ) {
    ctx.addIssue({ code: 'custom', path: ['authorMaxAgeDays'], message: 'an author rule needs a condition' });
  }
}

export const rule = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string(),
  kind: z.enum(RULE_KINDS),
  pattern: z.string(),
  contentKinds: z.array(z.enum(RULE_CONTENT_KINDS)),
  action: z.enum(RULE_ACTIONS),
  enabled: z.boolean(),
  leet: z.boolean(),
  exceptions: z.array(z.string()),
  exceptionPattern: z.string(),
  authorMaxAgeDays: z.number().nullable(),
  authorMaxApproved: z.number().nullable(),
  authorRejectWindow: z.number().nullable(),
  authorRejectPercent: z.number().nullable(),
  velocityItems: z.number().nullable(),
  velocityMinutes: z.number().nullable(),
  duplicateItems: z.number().nullable(),
  duplicateMinutes: z.number().nullable(),
  velocityAllKinds: z.boolean(),
  /** `person-hold`: the built-in rule of "hold everything from this person" (not editable). */
  builtin: z.string().nullable(),
  /** Items the rule has matched (each item once), counted from the hits. */
  hitCount: z.number(),
  /** The team's decisions on the items it hit: rejected (it was right) and approved (it was not). */
  decided: decided(),
  /** removed / (removed + approved); null before any decision. */
  precision: z.number().nullable(),
  /** Hits a day over the last 14 days. */
  hitsPerDay: z.number(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  /** Optimistic-concurrency counter: send it back as `expectedVersion` when updating. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof rule>;

/** What decides a hit besides the pattern, each optional on the wire. */
const matchingDefaults = {
  leet: ruleFields.leet.default(false),
  exceptions: ruleFields.exceptions.default([]),
  exceptionPattern: ruleFields.exceptionPattern.default(''),
  authorMaxAgeDays: ruleFields.authorMaxAgeDays.default(null),
  authorMaxApproved: ruleFields.authorMaxApproved.default(null),
  authorRejectWindow: ruleFields.authorRejectWindow.default(null),
  authorRejectPercent: ruleFields.authorRejectPercent.default(null),
  velocityItems: ruleFields.velocityItems.default(null),
  velocityMinutes: ruleFields.velocityMinutes.default(null),
  duplicateItems: ruleFields.duplicateItems.default(null),
  duplicateMinutes: ruleFields.duplicateMinutes.default(null),
  velocityAllKinds: ruleFields.velocityAllKinds.default(false),
};

export const ruleSave = z
  .object({
    /** Absent: create. Present: update that rule at `expectedVersion`. */
    id: id.optional(),
    expectedVersion: z.number().int().min(1).optional(),
    name: ruleFields.name,
    note: ruleFields.note.default(''),
    kind: ruleFields.kind,
    pattern: ruleFields.pattern,
    contentKinds: ruleFields.contentKinds,
    action: ruleFields.action,
    enabled: ruleFields.enabled.default(true),
    ...matchingDefaults,
  })
  .strict()
  .refine((b) => b.id === undefined || b.expectedVersion !== undefined, {
    message: 'is required when updating',
    path: ['expectedVersion'],
  })
  .superRefine(checkRule);

/** A matched stretch of a sample, in UTF-16 offsets of the text: [start, end). */
export const ruleSample = z.object({
  contentKind: z.enum(RULE_CONTENT_KINDS),
  id: z.number(),
  text: z.string(),
  spans: z.array(z.tuple([z.number(), z.number()])),
});
export type RuleSample = z.infer<typeof ruleSample>;

export const overturnedHit = z.object({
  contentKind: z.enum(RULE_CONTENT_KINDS),
  id: z.number(),
  text: z.string(),
  /** When the item was last changed (its approval, unless changed since). */
  decidedAt: z.string(),
});
export type OverturnedHit = z.infer<typeof overturnedHit>;

/** Rows a dry run reads per kind, newest first; `complete` says whether that was every row. */
export const RULE_TEST_SCAN_LIMIT = 10_000;

export const ruleTestReply = z.object({
  hits: z.number(),
  scanned: z.number(),
  complete: z.boolean(),
  byKind: z.array(z.object({ contentKind: z.enum(RULE_CONTENT_KINDS), hits: z.number(), scanned: z.number() })),
  samples: z.array(ruleSample),
  /** Hits among the decided items read: what the rule's precision would have been. */
  decided: decided(),
  precision: z.number().nullable(),
});
export type RuleTestReply = z.infer<typeof ruleTestReply>;

export const backlogRun = z.object({
  id: z.number(),
  ruleId: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  /** Kinds still to walk; the first is being walked. */
  kindsLeft: z.array(z.enum(RULE_CONTENT_KINDS)),
  total: z.number(),
  scanned: z.number(),
  matched: z.number(),
  batchSize: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BacklogRun = z.infer<typeof backlogRun>;

export const rulesApi = {
  '/admins/rules/list': {
    area: 'rules',
    body: listRequest({ q: z.string().trim().min(1).max(64).optional(), enabled: z.boolean().optional() }, [
      'createdAt',
      'name',
      'id',
    ] as const),
    reply: listReply(rule),
  },
  '/admins/rules/save': {
    area: 'rules',
    body: ruleSave,
    reply: z.object({ rule, created: z.boolean() }),
  },
  '/admins/rules/test': {
    area: 'rules',
    body: z
      .object({
        kind: ruleFields.kind,
        pattern: ruleFields.pattern,
        contentKinds: ruleFields.contentKinds,
        samples: z.number().int().min(0).max(20).default(5),
        ...matchingDefaults,
      })
      .strict()
      .superRefine(checkRule),
    reply: ruleTestReply,
  },
  /** The rule's hits the team approved (it was wrong on them), newest decision first. */
  '/admins/rules/overturned': {
    area: 'rules',
    body: z.object({ ruleId: id, limit: z.number().int().min(1).max(20).default(5) }).strict(),
    reply: z.object({ list: z.array(overturnedHit) }),
  },
  '/admins/rules/apply-backlog': {
    area: 'rules',
    body: z
      .object({
        ruleId: id,
        /** Rows per transaction. */
        batchSize: z.number().int().min(10).max(5_000).default(500),
      })
      .strict(),
    reply: z.object({ run: backlogRun, resumed: z.boolean() }),
  },
  '/admins/rules/backlog-progress': {
    area: 'rules',
    body: z.object({ ruleId: id }).strict(),
    reply: z.object({ run: backlogRun.nullable() }),
  },
} as const satisfies Record<string, Endpoint>;
