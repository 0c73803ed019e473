import type { MessageKey } from '../../i18n/message-key';
import { inputToCents } from '../../i18n/money';
// The contract's `reason` bound, from its zod-free home: the schema itself would add zod to this chunk.
import { REASON_MAX } from '#contract/moderation-reasons';

export interface RefundDraft {
  amount: string;
  reason: string;
}

export type RefundProblems = Partial<Record<keyof RefundDraft, MessageKey>>;

/** What is wrong with a draft before anything is sent; the server checks the same again. */
export function refundProblems(draft: RefundDraft, currency: string, refundableCents: number): RefundProblems {
  const problems: RefundProblems = {};
  const cents = inputToCents(draft.amount, currency);
  if (cents === null) problems.amount = 'orders.refund.amountInvalid';
  else if (cents < 1) problems.amount = 'orders.refund.amountZero';
  else if (cents > refundableCents) problems.amount = 'orders.refund.amountAbove';
  const reason = draft.reason.trim();
  if (!reason) problems.reason = 'orders.refund.reasonRequired';
  else if (reason.length > REASON_MAX) problems.reason = 'orders.refund.reasonTooLong';
  return problems;
}

/** The 42200 `data` of a refused refund (see src/server/services/refund-refusal.ts). */
export interface RefundRefusal {
  why: 'NOT_PAID' | 'CHANGED' | 'FULLY_REFUNDED' | 'ABOVE_REFUNDABLE';
  status: string;
  refundableCents: number;
  currency: string;
}

export const REFUSAL_TEXT: Record<RefundRefusal['why'], MessageKey> = {
  NOT_PAID: 'orders.refund.refused.NOT_PAID',
  CHANGED: 'orders.refund.refused.CHANGED',
  FULLY_REFUNDED: 'orders.refund.refused.FULLY_REFUNDED',
  ABOVE_REFUNDABLE: 'orders.refund.refused.ABOVE_REFUNDABLE',
};
