import { ErrorCode, isValidationDetail, type ValidationDetail } from '#contract/error-codes';
import { i18nState, isMessageKey, t } from '../i18n/i18n';
import type { MessageParams } from '../i18n/message-key';

/**
 * The server explains in English (for scripts and logs). Where its explanation only restates the
 * code (a record not found, a record changed meanwhile), a reader of another language gets the
 * code's sentence in theirs; an English reader gets the server's, which names the record.
 */
function sentOrTranslated(msg: string, key: 'request.code.40400' | 'request.code.40900'): string {
  return msg && i18nState.locale === 'en-US' ? msg : t(key);
}

/**
 * A refusal by the reason it carries, if the console's dictionary says that reason. The sentences
 * come with the console (naming the contract's lists here would weigh on /login); before they are
 * in, or for a reason this console does not know, the server's English is what there is.
 */
function byReason(
  prefix: 'request.refused.' | 'request.forbidden.',
  reason: unknown,
  msg: string,
  params: MessageParams = {},
): string {
  const key = `${prefix}${String(reason)}`;
  return typeof reason === 'string' && isMessageKey(key) ? t(key, params) : msg || t('request.failed');
}

/** A business rule's refusal, with the records it names. */
function refusalText(msg: string, data: unknown): string {
  const refusal = data as { why?: unknown; finished?: unknown; messages?: unknown } | null;
  const ids = [refusal?.finished, refusal?.messages].find(Array.isArray);
  return byReason('request.refused.', refusal?.why, msg, { ids: ids ? ids.join(', ') : '' });
}

/** A 40300 by its reason: the role, or what must come first (a password change, a second factor). */
function forbiddenText(msg: string, data: unknown): string {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return reason === 'ROLE' ? t('request.code.40300') : byReason('request.forbidden.', reason, msg);
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

/** The rule a 40000 names, in the user's language. */
export function validationText(detail: ValidationDetail): string {
  return t(`request.validation.${detail.rule}`, { limit: detail.limit ?? '' });
}
