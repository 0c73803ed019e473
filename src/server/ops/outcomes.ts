import { ErrorCode } from '#contract/error-codes';

/** What the server replied to one request: the envelope's code and data, as `envelope()` sent them. */
export interface ReplyRecord {
  code: ErrorCode;
  data: unknown;
}

/** Endpoints where a password is checked, and so guessed. */
const PASSWORD_ENDPOINTS = new Set(['/admins/login', '/admins/reauth']);

/**
 * A login or password re-entry that was refused (42200: the same reply for an unknown user and a
 * wrong password) or throttled (42900). Read from the reply, so the count is what callers saw.
 */
export function passwordOutcome(endpoint: string, reply: ReplyRecord | undefined): 'failed' | 'throttled' | null {
  if (!reply || !PASSWORD_ENDPOINTS.has(endpoint)) return null;
  if (reply.code === ErrorCode.BUSINESS_RULE) return 'failed';
  if (reply.code === ErrorCode.TOO_MANY_ATTEMPTS) return 'throttled';
  return null;
}

export const REFUND_OUTCOMES = ['settled', 'pending', 'replayed', 'refused', 'conflict', 'failed'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/**
 * How a refund request ended: settled by the provider, left pending (the ledger holds the amount,
 * the provider has not confirmed), a replay of an earlier key, refused by a rule (above the
 * refundable amount, order not paid, no such order), a key reused with another body, or an
 * unexpected failure. Requests refused before reaching the ledger (validation, role, step-up)
 * are not refunds and are counted only as requests.
 */
export function refundOutcome(endpoint: string, reply: ReplyRecord | undefined): RefundOutcome | null {
  if (!reply || endpoint !== '/admins/order-refund') return null;
  switch (reply.code) {
    case ErrorCode.OK: {
      const data = reply.data as { replayed?: boolean; refund?: { providerRef?: string | null } } | null;
      if (data?.replayed) return 'replayed';
      return data?.refund?.providerRef ? 'settled' : 'pending';
    }
    case ErrorCode.BUSINESS_RULE:
    case ErrorCode.NOT_FOUND:
      return 'refused';
    case ErrorCode.CONFLICT:
      return 'conflict';
    case ErrorCode.INTERNAL:
      return 'failed';
    default:
      return null;
  }
}
