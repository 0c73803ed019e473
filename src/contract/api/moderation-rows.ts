import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUDIT_STATUSES,
  GENDERS,
  MEDIA_KINDS,
  MESSAGE_KINDS,
  REPORT_REASONS,
  REPORT_RESULTS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../entities';
import type { RiskParts } from '../risk';
import { RULE_ACTIONS, RULE_KINDS } from '../rules/rule-kinds';
import { CLASSIFIER_LABELS } from '../classifier';
import { waveSummary } from './wave-summary';

/**
 * Rows of the account list and the nine audit-center lists, as the list, lease and update replies
 * carry them. Each row holds what a screen shows without a second call: the author, a snippet of
 * the parent, the reported target. Timestamps are ISO-8601 UTC strings.
 */

const iso = z.string();
const auditStatus = z.enum(AUDIT_STATUSES);

/** The account behind a row, enough for an avatar chip and the `u` key. */
export const author = z
  .object({
    id: z.number(),
    nickname: z.string(),
    avatarUrl: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
    enabled: z.boolean(),
  })
  .meta({ id: 'Author' });
export type Author = z.infer<typeof author>;

export const media = z.object({ kind: z.enum(MEDIA_KINDS), url: z.string() }).meta({ id: 'Media' });
export type Media = z.infer<typeof media>;

const riskParts = z
  .object({
    reports: z.number().optional(),
    reportPoints: z.number().optional(),
    rules: z.array(z.object({ name: z.string(), action: z.enum(['flag', 'hold', 'block']) })).optional(),
    strikes: z.number().optional(),
    accountAgeDays: z.number().optional(),
    classifier: z.object({ label: z.string(), probability: z.number() }).optional(),
    wave: z.object({ id: z.number(), size: z.number(), perMinute: z.number() }).optional(),
  })
  .meta({ id: 'RiskParts' }) satisfies z.ZodType<RiskParts>;
/** A rule that matched the row: the lists show its name and highlight what its pattern matches. */
export const ruleHitRef = z
  .object({
    ruleId: z.number(),
    name: z.string(),
    kind: z.enum(RULE_KINDS),
    pattern: z.string(),
    action: z.enum(RULE_ACTIONS),
    leet: z.boolean().optional(),
    exceptions: z.array(z.string()).optional(),
    exceptionPattern: z.string().optional(),
  })
  .meta({ id: 'RuleHit' });

/**
 * The classifier's latest score of a text item: the model version that gave it, its top label and
 * probability, and the features that drove it with their spans ([start, end) in UTF-16 units of
 * the text the classifier read: for a question its title, a newline, then its text). Null: not
 * scored yet (no model, or the scorer is off).
 */
export const classifierScore = z
  .object({
    modelVersion: z.number(),
    label: z.enum(CLASSIFIER_LABELS),
    probability: z.number(),
    drivers: z.array(z.object({ feature: z.string(), weight: z.number(), span: z.tuple([z.number(), z.number()]) })),
  })
  .meta({ id: 'ClassifierScore' });
export type ClassifierScore = z.infer<typeof classifierScore>;

/** The fields every moderatable row shares (DESIGN §5); `version` is what updates expect back. */
const moderatable = {
  id: z.number(),
  version: z.number(),
  enabled: z.boolean(),
  auditStatus,
  createdAt: iso,
  updatedAt: iso,
  /** The "by risk" order's key and its parts (src/contract/risk.ts). */
  riskScore: z.number(),
  riskParts,
};

/** Rules that matched the row: the rows of the kinds rules read (not reports or certifications). */
const matchable = {
  ...moderatable,
  ruleHits: z.array(ruleHitRef).optional(),
};

/** Rows of the text kinds: rules read them and the classifier scores them. */
const scored = {
  ...matchable,
  classifier: classifierScore.nullable().optional(),
  /** The wave the item belongs to (api/waves.ts), when it is part of one. */
  wave: waveSummary.nullable().optional(),
};

/** `phone` is masked (`138****1000`) but in `/admins/account-info/get` with `reveal`. */
export const accountRow = z
  .object({
    ...matchable,
    nickname: z.string(),
    avatarUrl: z.string(),
    gender: z.enum(GENDERS),
    phone: z.string(),
    email: z.string(),
    /** As a moderator set it (what the status filter matches); a suspension is `suspendedUntil`. */
    status: z.enum(ACCOUNT_STATUSES),
    /**
     * The end of the suspension in force, or null: as `app_account_standing` gives it to the app
     * (null unless ahead of the database clock), so the console shows the standing the app applies.
     */
    suspendedUntil: iso.nullable(),
    certified: z.boolean(),
    source: z.string(),
    vip: z.boolean(),
    registeredAt: iso,
    lastActiveAt: iso,
    momentCount: z.number(),
    questionCount: z.number(),
    /** Reports filed against the account itself. */
    reportCount: z.number(),
  })
  .meta({ id: 'AccountRow' });
export type AccountRow = z.infer<typeof accountRow>;

/** The item a comment or reply hangs under: its id, author, first 140 characters and state. */
export const parentSnippet = z
  .object({
    id: z.number(),
    accountId: z.number(),
    snippet: z.string(),
    enabled: z.boolean(),
    auditStatus,
  })
  .meta({ id: 'ParentSnippet' });
export type ParentSnippet = z.infer<typeof parentSnippet>;

export const momentRow = z
  .object({
    ...scored,
    accountId: z.number(),
    author,
    text: z.string(),
    media: z.array(media),
    likeCount: z.number(),
    commentCount: z.number(),
  })
  .meta({ id: 'MomentRow' });
export type MomentRow = z.infer<typeof momentRow>;

export const momentCommentRow = z
  .object({
    ...scored,
    momentId: z.number(),
    accountId: z.number(),
    author,
    text: z.string(),
    /** The moment commented on. */
    parent: parentSnippet,
  })
  .meta({ id: 'MomentCommentRow' });
export type MomentCommentRow = z.infer<typeof momentCommentRow>;

export const questionRow = z
  .object({
    ...scored,
    accountId: z.number(),
    author,
    title: z.string(),
    text: z.string(),
    replyCount: z.number(),
  })
  .meta({ id: 'QuestionRow' });
export type QuestionRow = z.infer<typeof questionRow>;

export const questionReplyRow = z
  .object({
    ...scored,
    questionId: z.number(),
    accountId: z.number(),
    author,
    text: z.string(),
    /** The question replied to; its snippet is the title. */
    parent: parentSnippet,
  })
  .meta({ id: 'QuestionReplyRow' });
export type QuestionReplyRow = z.infer<typeof questionReplyRow>;

export const replyCommentRow = z
  .object({
    ...scored,
    replyId: z.number(),
    accountId: z.number(),
    author,
    text: z.string(),
    /** The question reply commented on. */
    parent: parentSnippet,
  })
  .meta({ id: 'ReplyCommentRow' });
export type ReplyCommentRow = z.infer<typeof replyCommentRow>;

/** Private messages are read-only; every list call that returns them is in the action log. */
export const messageRow = z
  .object({
    id: z.number(),
    fromAccountId: z.number(),
    toAccountId: z.number(),
    from: author,
    to: author,
    kind: z.enum(MESSAGE_KINDS),
    text: z.string(),
    sentAt: iso,
  })
  .meta({ id: 'MessageRow' });
export type MessageRow = z.infer<typeof messageRow>;

/**
 * What a report points at, shown inline. `exists` is false when the target is gone; `enabled`,
 * `auditStatus` and `version` are null for messages, which have none. `version` lets the client
 * undo a `Shift+d` by re-enabling the target with the expected version.
 */
export const targetPreview = z
  .object({
    type: z.enum(REPORT_TARGET_TYPES),
    id: z.number(),
    exists: z.boolean(),
    version: z.number().nullable(),
    accountId: z.number().nullable(),
    author: author.nullable(),
    snippet: z.string(),
    media: z.array(media),
    enabled: z.boolean().nullable(),
    auditStatus: auditStatus.nullable(),
  })
  .meta({ id: 'TargetPreview' });
export type TargetPreview = z.infer<typeof targetPreview>;

/**
 * A wave of reports: at least `minReports` reports against one target within `windowMinutes` of a
 * report, each from an account younger than `freshDays` when it reported. Shown on the report's
 * card; each report still weighs in the target's risk by its reporter's record.
 */
export const REPORT_WAVE = { minReports: 5, windowMinutes: 10, freshDays: 7 } as const;

export const reportWave = z
  .object({
    /** Reports of the wave (from fresh accounts, within the window of this one). */
    reports: z.number(),
    /** Distinct reporting accounts among them. */
    accounts: z.number(),
    /** From the first of them to the last, in whole minutes (at least 1). */
    minutes: z.number(),
  })
  .meta({ id: 'ReportWave' });
export type ReportWave = z.infer<typeof reportWave>;

export const reportRow = z
  .object({
    ...moderatable,
    reporterId: z.number(),
    reporter: author,
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.number(),
    reason: z.enum(REPORT_REASONS),
    detail: z.string(),
    status: z.enum(REPORT_STATUSES),
    result: z.enum(REPORT_RESULTS).nullable(),
    note: z.string().nullable(),
    finishedBy: z.number().nullable(),
    finishedAt: iso.nullable(),
    target: targetPreview,
    /** Finished on arrival by a standing decision: the earlier report, judged INVALID, it was grouped with. */
    standingReportId: z.number().nullable().optional(),
    /** The wave of reports from fresh accounts the report is part of (REPORT_WAVE); null when none. */
    reportWave: reportWave.nullable().optional(),
  })
  .meta({ id: 'ReportRow' });
export type ReportRow = z.infer<typeof reportRow>;

export const avatarCertRow = z
  .object({
    ...moderatable,
    accountId: z.number(),
    /** The account, with its current avatar, beside the submitted avatar and selfie. */
    author,
    avatarUrl: z.string(),
    selfieUrl: z.string(),
    reviewedBy: z.number().nullable(),
    reviewedAt: iso.nullable(),
  })
  .meta({ id: 'AvatarCertRow' });
export type AvatarCertRow = z.infer<typeof avatarCertRow>;

export const aboutAnswerRow = z
  .object({
    ...scored,
    accountId: z.number(),
    author,
    question: z.string(),
    answer: z.string(),
  })
  .meta({ id: 'AboutAnswerRow' });
export type AboutAnswerRow = z.infer<typeof aboutAnswerRow>;
