import { ErrorCode, isValidationDetail, type ValidationDetail } from '#contract/error-codes';
import { i18nState, isMessageKey, t } from '../i18n/i18n';

/**
 * The server explains in English (for scripts and logs). Where its explanation only restates the
 * code (a record not found, a record changed meanwhile), a reader of another language gets the
 * code's sentence in theirs; an English reader gets the server's, which names the record.
 */
function sentOrTranslated(msg: string, key: 'request.code.40400' | 'request.code.40900'): string {
  return msg && i18nState.locale === 'en-US' ? msg : t(key);
}

/**
 * A business rule's refusal by its reason, with the records it names. The sentences come with the
 * console's dictionaries: before those are in (on /login) the server's English is what there is.
 */
function refusalText(msg: string, data: unknown): string {
  const refusal = data as { why?: unknown; finished?: unknown; messages?: unknown } | null;
  // The dictionary is the list of reasons: naming the contract's list here would weigh on /login.
  const key = `request.refused.${String(refusal?.why)}`;
  if (typeof refusal?.why !== 'string' || !isMessageKey(key)) return msg || t('request.failed');
  const ids = [refusal.finished, refusal.messages].find(Array.isArray);
  return t(key, { ids: ids ? ids.join(', ') : '' });
}

/** A 40300 by its reason: the role, or what must come first (a password change, a second factor). */
function forbiddenText(msg: string, data: unknown): string {
  const reason = (data as { reason?: unknown } | null)?.reason;
  if (reason === 'ROLE') return t('request.code.40300');
  const key = `request.forbidden.${String(reason)}`;
  return typeof reason === 'string' && isMessageKey(key) ? t(key) : msg || t('request.failed');
}

/**
 * The toast text of a refused call. Codes whose meaning does not depend on the call get a
 * translated sentence, a refused field is named with its rule translated, a business rule is said
 * by the reason it carries.
 */
export function errorMessage(code: number, msg: string, data: unknown): string {
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
      return t('request.code.401');
    case ErrorCode.SESSION_EXPIRED:
      return t('request.code.60001');
    case ErrorCode.TOO_MANY_ATTEMPTS: {
      const seconds = (data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      return typeof seconds === 'number' ? t('request.code.42900', { seconds }) : msg || t('request.failed');
    }
    case ErrorCode.INTERNAL:
      return t('request.code.50000');
    case ErrorCode.VALIDATION:
      // The field and its rule in the user's language; the server's English text never reaches a toast.
      return isValidationDetail(data)
        ? t('request.invalidField', { field: data.field, rule: validationText(data) })
        : t('request.code.40000');
    case ErrorCode.FORBIDDEN:
      return forbiddenText(msg, data);
    case ErrorCode.NOT_FOUND:
      return sentOrTranslated(msg, 'request.code.40400');
    case ErrorCode.CONFLICT:
      return sentOrTranslated(msg, 'request.code.40900');
    case ErrorCode.BUSINESS_RULE:
      return refusalText(msg, data);
    default:
      return msg || t('request.failed');
  }
}

/** The rule a 40000 names, in the user's language: what a form shows under the field. */
export function validationText(detail: ValidationDetail): string {
  return t(`request.validation.${detail.rule}`, { limit: detail.limit ?? '' });
}
