/** Status vocabularies of DESIGN §5, shared by the database, the wire and the screens. */
export const AUDIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const ACCOUNT_STATUSES = ['NORMAL', 'MUTED', 'BANNED', 'DELETED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export function isAccountStatus(s: string | undefined): s is AccountStatus {
  return (ACCOUNT_STATUSES as readonly (string | undefined)[]).includes(s);
}

export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

export const REPORT_TARGET_TYPES = [
  'account',
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'message',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['OPEN', 'FINISHED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_RESULTS = ['VALID', 'INVALID'] as const;
export type ReportResult = (typeof REPORT_RESULTS)[number];

export const MESSAGE_KINDS = ['text', 'image'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const ORDER_STATUSES = ['PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CLOSED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_METHODS = ['alipay', 'wechat', 'apple', 'google', 'card'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const NOTIFICATION_TYPES = ['message', 'notice', 'todo'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** The message-box tabs that "empty" applies to (todos are the queues' state, not stored messages). */
export const CLEARABLE_NOTIFICATION_TYPES = ['message', 'notice'] as const;
export type ClearableNotificationType = (typeof CLEARABLE_NOTIFICATION_TYPES)[number];
