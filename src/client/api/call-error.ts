import { ErrorCode, ForbiddenReason, isValidationDetail, type ValidationDetail } from '#contract/error-codes';
import { i18nState, isMessageKey, t } from '../i18n/i18n';
import { validationText } from './error-message';
import { ApiCallError } from './api-error';

/** The server wants the password re-entered (step-up) before it does this. */
export function isReauthRequired(err: unknown): boolean {
  return (
    err instanceof ApiCallError &&
    err.code === ErrorCode.FORBIDDEN &&
    (err.data as { reason?: unknown } | null)?.reason === ForbiddenReason.REAUTH_REQUIRED
  );
}

/** A 42200 with its `data` (e.g. `{why, refundableCents, currency}` of a refused refund). */
export function businessRefusal<T>(err: unknown): T | null {
  return err instanceof ApiCallError && err.code === ErrorCode.BUSINESS_RULE ? (err.data as T) : null;
}

/**
 * A 40000's field (the last part of its path) and its rule in the user's language, for under the
 * field; with a weak password, what zxcvbn found guessable and what would help. (Here rather than
 * in error-message: /login's first script carries that, and no login form asks for a new password.)
 */
export function validationField(err: unknown): { field: string; rule: string } | null {
  if (!(err instanceof ApiCallError) || err.code !== ErrorCode.VALIDATION || !isValidationDetail(err.data)) return null;
  const rule = validationText(err.data);
  // Chinese runs its sentences on without a space between them.
  const gap = i18nState.locale === 'zh-CN' ? '' : ' ';
  const feedback = err.data.feedback ? feedbackText(err.data.feedback) : [];
  return { field: err.data.field.split('.').pop()!, rule: [rule, ...feedback].join(gap) };
}

/** The sentences come with the console; a key this console does not know is left out. */
function feedbackText(feedback: NonNullable<ValidationDetail['feedback']>): string[] {
  const keys = [
    ...(feedback.warning ? [`request.password.warning.${feedback.warning}`] : []),
    ...feedback.suggestions.map((s) => `request.password.suggestion.${s}`),
  ];
  return keys.filter(isMessageKey).map((key) => t(key));
}

/** A 40101: the password was right and a second-factor code is wanted (`required`) or was wrong (`invalid`). */
export function secondFactorAsked(err: unknown): 'required' | 'invalid' | null {
  if (!(err instanceof ApiCallError) || err.code !== ErrorCode.SECOND_FACTOR_REQUIRED) return null;
  return (err.data as { otp?: unknown } | null)?.otp === 'invalid' ? 'invalid' : 'required';
}

export function isConflict(err: unknown): err is ApiCallError {
  return err instanceof ApiCallError && err.code === ErrorCode.CONFLICT;
}
