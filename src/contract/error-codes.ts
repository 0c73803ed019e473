import type { PasswordFeedback } from './password-policy';

/** Body codes of the reply envelope (DESIGN §3), each with the HTTP status it travels with. */
export const ErrorCode = {
  OK: 200,
  VALIDATION: 40000,
  UNAUTHENTICATED: 401,
  /** The password was right but the second factor is missing or wrong (`data.otp`: `required` | `invalid`). */
  SECOND_FACTOR_REQUIRED: 40101,
  SESSION_EXPIRED: 60001,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  BUSINESS_RULE: 42200,
  TOO_MANY_ATTEMPTS: 42900,
  INTERNAL: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_OF: Record<ErrorCode, 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500> = {
  200: 200,
  40000: 400,
  401: 401,
  40101: 401,
  60001: 401,
  40300: 403,
  40400: 404,
  40900: 409,
  42200: 422,
  42900: 429,
  50000: 500,
};

/**
 * A 40300 carries a reason in `data.reason` when the client can do something about it,
 * e.g. re-enter the password for a step-up action.
 */
export const ForbiddenReason = {
  ROLE: 'ROLE',
  REAUTH_REQUIRED: 'REAUTH_REQUIRED',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** The admin holds a role of MFA_REQUIRED_ROLES and has no second factor yet. */
  MFA_ENROLLMENT_REQUIRED: 'MFA_ENROLLMENT_REQUIRED',
} as const;
/**
 * An API token calling an endpoint that needs a person's session. The console never holds a
 * token, so this reason is kept out of the list above, which every page's first load carries.
 */
export const SESSION_ONLY_REASON = 'SESSION_ONLY';
export type ForbiddenReason = (typeof ForbiddenReason)[keyof typeof ForbiddenReason] | typeof SESSION_ONLY_REASON;

/**
 * What a 40000 refused, in `data`, so that the console can say it in the user's language (the
 * `msg` is the same in English for scripts and logs): the field's path, the rule, and the bound of
 * a size rule.
 */
export const VALIDATION_RULES = [
  'required',
  'unknown_key',
  'too_small',
  'too_big',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'taken',
  'unchangeable',
  'too_common',
  /** A password zxcvbn can guess too soon (score below PASSWORD_MIN_SCORE); `feedback` says why. */
  'too_weak',
  'repeated_character',
  'contains_username',
  'same_as_current',
  /** The end of a range is not after its start. */
  'before_start',
  /** The upper bound of a range is below its lower bound. */
  'below_min',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export interface ValidationDetail {
  field: string;
  rule: ValidationRule;
  limit?: number;
  /** With `too_weak`: what is guessable about the password, and what would help. */
  feedback?: PasswordFeedback;
}

export function isValidationDetail(value: unknown): value is ValidationDetail {
  const v = value as Partial<ValidationDetail> | null;
  return (
    typeof v?.field === 'string' &&
    (VALIDATION_RULES as readonly string[]).includes(v.rule ?? '') &&
    (v.limit === undefined || typeof v.limit === 'number')
  );
}

/**
 * Why a business rule refused a call: every 42200 carries one in `data.why`, so that the console
 * can say it in the user's language (the `msg` says it in English, and may name the records).
 */
export const REFUSAL_REASONS = [
  /** Login: an unknown user or a wrong password, the same for both. */
  'BAD_CREDENTIALS',
  /** A password re-entry (step-up) with the wrong password. */
  'WRONG_PASSWORD',
  'WRONG_CURRENT_PASSWORD',
  'LAST_ROOT',
  'DISABLE_SELF',
  'DEMOTE_SELF',
  /** An admin's own password is changed in their settings, not reset from the admin list. */
  'RESET_OWN_PASSWORD',
  /** The server has no MFA_ENCRYPTION_KEY. */
  'NO_KEY',
  'ALREADY_ENABLED',
  'NO_ENROLMENT',
  'ENROLMENT_CHANGED',
  'NO_SECOND_FACTOR',
  'NOT_PAID',
  'CHANGED',
  'FULLY_REFUNDED',
  'ABOVE_REFUNDABLE',
  'REPORT_FINISHED',
  'MESSAGE_NOT_DISABLEABLE',
  'ALREADY_SUSPENDED',
  'ALREADY_BANNED',
  'ENFORCEMENT_REVOKED',
  'ALREADY_APPEALED',
  'APPEAL_NOT_PENDING',
  'APPEAL_NOT_DECIDED',
  'SUSPENSION_IN_FORCE',
  'RULE_DISABLED',
  /** A velocity rule counts arrivals as they come: existing items are not re-counted. */
  'RULE_VELOCITY',
  /** Classifier training: the team's decisions do not yet give two labels to tell apart. */
  'TOO_FEW_DECISIONS',
  /** Second review: a reviewer never reviews their own decision. */
  'OWN_DECISION',
  /** Second review: the review was already answered (or, for a lead, is not waiting for one). */
  'REVIEW_CLOSED',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
