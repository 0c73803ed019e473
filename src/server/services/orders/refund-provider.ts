/**
 * Where refunded money actually goes. The ledger (orders.refunded_cents and the refunds table)
 * is always written first; a provider then moves the money.
 *
 * Pending row before call: order-refund.ts commits the ledger change (order updated, refund row
 * inserted with provider_ref NULL = pending, action-log row) BEFORE it calls the provider, and
 * only then records the provider's reference. So:
 * - a crash or timeout between the two leaves a pending row whose amount is already reserved,
 *   never money sent without a ledger line, and never a second reservation for the same key;
 * - a retry with the same idempotency key finds that row and calls the provider again with the
 *   same key, which a real provider must honour as its own idempotency key (Stripe, Adyen,
 *   Alipay's out_request_no and WeChat Pay's out_refund_no all do), so money moves once;
 * - a provider must never be called inside the ledger transaction: a slow network call would hold
 *   the order's row lock, and a rollback after a successful call would lose track of paid money.
 */
export interface ProviderRefundRequest {
  refundId: number;
  /** The caller's key; pass it to the provider as its idempotency key. */
  idempotencyKey: string;
  orderId: number;
  orderNo: string;
  payMethod: string;
  amountCents: number;
  currency: string;
  reason: string;
}

export type ProviderRefundResult =
  /** The provider accepted the refund; `providerRef` is its id for it. */
  | { status: 'settled'; providerRef: string }
  /** Not confirmed (timeout, provider busy): the row stays pending and a retry asks again. */
  | { status: 'pending'; message: string };

export interface RefundProvider {
  readonly name: string;
  /** Must be idempotent on `request.idempotencyKey`; may throw, which counts as pending. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
}

/** The default: the ledger is the whole truth, as when refunds are paid out by hand or offline. */
export const ledgerRefundProvider: RefundProvider = {
  name: 'ledger',
  refund: async (request) => ({ status: 'settled', providerRef: `ledger:${request.refundId}` }),
};
