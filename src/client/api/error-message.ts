import { ErrorCode } from '#contract/error-codes';
import { t } from '../i18n/i18n';

/**
 * The toast text of a refused call. Codes whose meaning does not depend on the call get a
 * translated sentence; the others (validation, business rules, conflicts) carry the server's
 * own explanation, which names the field or rule, so it is shown as sent.
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
    case ErrorCode.FORBIDDEN:
      return (data as { reason?: unknown } | null)?.reason === 'ROLE'
        ? t('request.code.40300')
        : msg || t('request.failed');
    default:
      return msg || t('request.failed');
  }
}
