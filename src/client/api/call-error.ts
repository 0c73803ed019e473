import { ErrorCode, ForbiddenReason } from '#contract/error-codes';
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

/** A 40000 of the form `field: rule`, split so a form can show the rule under its field. */
export function validationField(err: unknown): { field: string; rule: string } | null {
  if (!(err instanceof ApiCallError) || err.code !== ErrorCode.VALIDATION) return null;
  const match = /^([A-Za-z.]+): (.+)$/.exec(err.message);
  return match ? { field: match[1]!.split('.').pop()!, rule: match[2]! } : null;
}

export function isConflict(err: unknown): err is ApiCallError {
  return err instanceof ApiCallError && err.code === ErrorCode.CONFLICT;
}
