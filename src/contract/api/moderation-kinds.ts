import type { QueueFilters } from './moderation-filters';

/**
 * The moderation lists and the bounds of a queue lease. Apart from the schemas
 * (moderation-filters.ts, moderation-queue.ts) so that the moderation screens, which validate
 * nothing on the client, load no zod.
 */

/** The lists a moderator can work as a queue (every audit-center list but private messages). */
export const MODERATION_QUEUES = [
  'account',
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'report',
  'avatar_cert',
  'about_answer',
] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** Kinds whose rows carry an audit status that `/admins/update-audit-status` can set. */
export const AUDIT_TARGETS = [
  'account',
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'avatar_cert',
  'about_answer',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** What a queue holds when the lease names no filters: what still waits for a decision. */
export const DEFAULT_QUEUE_FILTERS: { [Q in ModerationQueue]: QueueFilters[Q] } = {
  account: { auditStatus: 'PENDING' },
  moment: { auditStatus: 'PENDING' },
  moment_comment: { auditStatus: 'PENDING' },
  question: { auditStatus: 'PENDING' },
  question_reply: { auditStatus: 'PENDING' },
  reply_comment: { auditStatus: 'PENDING' },
  report: { status: 'OPEN' },
  avatar_cert: { auditStatus: 'PENDING' },
  about_answer: { auditStatus: 'PENDING' },
};

export const LEASE_COUNT_MAX = 100;
/** Items a moderator may say they are done with in one lease call (a long session's decisions). */
export const LEASE_DONE_MAX = 2_000;
