/**
 * The queues and decision kinds of the team statistics. Apart from the schemas (team-stats.ts) so
 * that the screen, which validates nothing on the client, loads no zod.
 */

/** Queues a decision can be made in: the moderation queues and appeals (messages are read-only). */
export const TEAM_QUEUES = [
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'report',
  'avatar_cert',
  'about_answer',
  'account',
  'appeal',
] as const;
export type TeamQueue = (typeof TEAM_QUEUES)[number];

/**
 * Decision kinds, named after the action log: an audit status set (approve, reject), visibility
 * set (enable, disable), a report finished (finish_valid, finish_invalid), an appeal decided
 * (uphold, overturn), an act on a person (warn, suspend, ban: counted in the queue of the item
 * it was taken from, which it decides, else in `account`).
 */
export const DECISION_KINDS = [
  'approve',
  'reject',
  'enable',
  'disable',
  'finish_valid',
  'finish_invalid',
  'uphold',
  'overturn',
  'warn',
  'suspend',
  'ban',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** Longest period one request may cover, in days (both ends included). */
export const TEAM_STATS_MAX_DAYS = 92;

/** Bounds of a queue's target, in minutes: a minute to 30 days. */
export const TARGET_MINUTES_MIN = 1;
export const TARGET_MINUTES_MAX = 43_200;

/** Breaches listed per queue, oldest first. */
export const BREACH_LIST_MAX = 20;
