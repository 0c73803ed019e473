import {
  ErrorCode,
  type ForbiddenReason,
  type RefusalReason,
  type ValidationDetail,
  type ValidationRule,
} from '#contract/error-codes';
import type { SessionEndReason } from '#contract/session-ends';

/** A refusal the client is meant to see; `onError` turns it into the reply envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: Exclude<ErrorCode, 200 | 50000>,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 40000: `msg` "field: what is wrong" in English, `data` the field and rule for the console to translate. */
export const invalid = (field: string, message: string, rule: ValidationRule = 'invalid_value', limit?: number) =>
  new ApiError(ErrorCode.VALIDATION, `${field}: ${message}`, {
    field,
    rule,
    ...(limit === undefined ? {} : { limit }),
  } satisfies ValidationDetail);
/** A refused new password: its rule, and with `too_weak` what zxcvbn found guessable about it. */
export const invalidPassword = (
  field: string,
  problem: { message: string; rule: ValidationRule; limit?: number; feedback?: ValidationDetail['feedback'] },
) =>
  new ApiError(ErrorCode.VALIDATION, `${field}: ${problem.message}`, {
    field,
    rule: problem.rule,
    ...(problem.limit === undefined ? {} : { limit: problem.limit }),
    ...(problem.feedback === undefined ? {} : { feedback: problem.feedback }),
  } satisfies ValidationDetail);
export const unauthenticated = () => new ApiError(ErrorCode.UNAUTHENTICATED, 'Not logged in');
/** A 60001; `reason` says why a session ended before its time, when it did. */
export const sessionExpired = (reason?: SessionEndReason) =>
  new ApiError(ErrorCode.SESSION_EXPIRED, 'Session expired, log in again', reason ? { reason } : null);
export const forbidden = (reason: ForbiddenReason, message = 'Your role may not do this') =>
  new ApiError(ErrorCode.FORBIDDEN, message, { reason });
export const notFound = (what = 'record') => new ApiError(ErrorCode.NOT_FOUND, `No such ${what}`);
export const conflict = (message: string, data: unknown = null) => new ApiError(ErrorCode.CONFLICT, message, data);
/** A 42200: `why` for the console to say in the user's language, `msg` the same in English. */
export const refused = (why: RefusalReason, message: string, data: Record<string, unknown> = {}) =>
  new ApiError(ErrorCode.BUSINESS_RULE, message, { why, ...data });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(ErrorCode.TOO_MANY_ATTEMPTS, `Too many attempts, retry in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
/**
 * The password was right; the second factor was not given (`required`), was wrong (`invalid`),
 * or was an authenticator code while too many wrong ones locked them (`locked`: a recovery code
 * still works).
 */
export const secondFactorRequired = (otp: 'required' | 'invalid' | 'locked') =>
  new ApiError(
    ErrorCode.SECOND_FACTOR_REQUIRED,
    otp === 'required'
      ? 'Second factor required'
      : otp === 'invalid'
        ? 'Second factor is incorrect'
        : 'Too many wrong codes: authenticator codes are locked; use a recovery code, or ask an ADMIN_ROOT to reset the second factor',
    { otp },
  );
