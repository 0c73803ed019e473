import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUDIT_STATUSES,
  MESSAGE_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../entities';
import { id, isoDateTime } from '../validation';
import { CLASSIFIER_LABELS } from '../classifier';
import type { ModerationQueue } from './moderation-kinds';

export {
  AUDIT_TARGETS,
  MODERATION_QUEUES,
  defaultQueueFilter,
  type AuditTarget,
  type ModerationQueue,
} from './moderation-kinds';

/** "Text contains", case-insensitive; `%` and `_` match themselves. */
const contains = z.string().trim().min(1).max(200);

/**
 * Filters every moderatable list shares. Times: `createdFrom` inclusive, `createdTo` exclusive.
 * `accountId` is the author (for reports: the reporter; for accounts: the account itself).
 */
const common = {
  /** One record by its id (the palette opens a search result so). */
  id: id.optional(),
  enabled: z.boolean().optional(),
  auditStatus: z.enum(AUDIT_STATUSES).optional(),
  accountId: id.optional(),
  text: contains.optional(),
  createdFrom: isoDateTime.optional(),
  createdTo: isoDateTime.optional(),
};

/** "Matched rule": rows a rule has hit (lists whose text rules read). */
const ruleFilter = { ruleId: id.optional() };

/**
 * "Classifier says": rows whose latest score gives `classifierLabel` at least `classifierMin`
 * (0.5 unless given) — the lists of the kinds the classifier scores.
 */
const classifierFilter = {
  classifierLabel: z.enum(CLASSIFIER_LABELS).optional(),
  classifierMin: z.number().min(0).max(1).optional(),
};

/** `text` matches nickname or email; `nickname` and `phone` match their own field only. */
export const accountFilters = {
  ...common,
  ...ruleFilter,
  status: z.enum(ACCOUNT_STATUSES).optional(),
  source: z.string().trim().min(1).max(32).optional(),
  certified: z.boolean().optional(),
  vip: z.boolean().optional(),
  registeredFrom: isoDateTime.optional(),
  registeredTo: isoDateTime.optional(),
  nickname: contains.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+() -]{3,32}$/, 'digits, +, (, ), space or -, 3 to 32')
    .optional(),
};
export const momentFilters = { ...common, ...ruleFilter, ...classifierFilter };
export const momentCommentFilters = { ...common, ...ruleFilter, ...classifierFilter, momentId: id.optional() };
/** `text` matches title or text. */
export const questionFilters = { ...common, ...ruleFilter, ...classifierFilter };
export const questionReplyFilters = { ...common, ...ruleFilter, ...classifierFilter, questionId: id.optional() };
export const replyCommentFilters = { ...common, ...ruleFilter, ...classifierFilter, replyId: id.optional() };
/** `text` matches the detail; `accountId` is the reporter. */
export const reportFilters = {
  ...common,
  status: z.enum(REPORT_STATUSES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
  targetId: id.optional(),
};
/** `text` matches the account's nickname. */
export const avatarCertFilters = common;
/** `text` matches question or answer. */
export const aboutAnswerFilters = { ...common, ...ruleFilter, ...classifierFilter };
/** `accountId` matches either side; times are the sending time, `sentTo` exclusive. */
export const messageFilters = {
  /** One message by its id (the palette opens a search result so). */
  id: id.optional(),
  fromAccountId: id.optional(),
  toAccountId: id.optional(),
  accountId: id.optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  text: contains.optional(),
  sentFrom: isoDateTime.optional(),
  sentTo: isoDateTime.optional(),
};

/** Filter schemas by queue, strict like every payload. */
export const QUEUE_FILTERS = {
  account: z.object(accountFilters).strict(),
  moment: z.object(momentFilters).strict(),
  moment_comment: z.object(momentCommentFilters).strict(),
  question: z.object(questionFilters).strict(),
  question_reply: z.object(questionReplyFilters).strict(),
  reply_comment: z.object(replyCommentFilters).strict(),
  report: z.object(reportFilters).strict(),
  avatar_cert: z.object(avatarCertFilters).strict(),
  about_answer: z.object(aboutAnswerFilters).strict(),
} as const satisfies Record<ModerationQueue, z.ZodType>;

export type QueueFilters = { [Q in ModerationQueue]: z.output<(typeof QUEUE_FILTERS)[Q]> };
export type AccountFilters = QueueFilters['account'];
export type ContentFilters = QueueFilters['moment'];
export type ReportFilters = QueueFilters['report'];
export type MessageFilters = z.output<z.ZodObject<typeof messageFilters>>;
