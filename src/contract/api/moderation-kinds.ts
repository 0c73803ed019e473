/**
 * The moderation lists and the bounds of a queue lease. Apart from the schemas
 * (moderation-filters.ts, moderation-queue.ts) so that the moderation screens, which validate
 * nothing on the client, load no zod. The queues, the audit targets and each queue's default
 * filter come from the registry of moderated kinds (src/contract/moderated-kinds.ts).
 */
export {
  AUDIT_TARGETS,
  MODERATION_QUEUES,
  defaultQueueFilter,
  type AuditTarget,
  type ModerationQueue,
} from '../moderated-kinds';

export const LEASE_COUNT_MAX = 100;
/** Items a moderator may say they are done with in one lease call (a long session's decisions). */
export const LEASE_DONE_MAX = 2_000;
