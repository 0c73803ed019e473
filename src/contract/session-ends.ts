/*
 * Kept apart from error-codes so that the login page's first script, which reads the codes,
 * does not carry these lists: only the logged-out modal and the notices need them.
 */

/**
 * Why a session ended before its time. The next call with it gets 60001 with `data.reason`, and
 * its event stream `session-ended` with `why`, so that the console can say what happened.
 */
export const SESSION_END_REASONS = [
  'LOGGED_OUT',
  /** Ended from a sessions list, by its admin or by an ADMIN_ROOT. */
  'REVOKED',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  /** A second factor was set up in another session: sessions from before it end. */
  'MFA_ENROLLED',
  'MFA_RESET',
  'ROLES_CHANGED',
  'DISABLED',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What an admin is told at their next login about their own account (AdminInfo.securityNotices). */
export const SECURITY_NOTICE_KINDS = [
  /** Too many wrong codes from anywhere: authenticator codes are refused until a recovery code or a reset. */
  'SECOND_FACTOR_LOCKED',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];
