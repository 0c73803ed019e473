import type { ContentModel } from './content-model';
import { PRODUCTS } from './catalog';
import { below, unit, weightedText } from './sql-expr';
import { SALT } from './salts';

/**
 * Closed-form orders: who paid, what, and how it ended. `vip` on accounts is read from here
 * (a paid VIP order not fully refunded), so it matches the order list.
 */
export class OrderModel {
  constructor(private readonly model: ContentModel) {}

  /** Orders span the last 60 days, ids ascending with time. */
  age(n: string): string {
    return this.model.ordered(n, this.model.sizes.orders, 60, SALT.orderAge);
  }

  /** Payers are one active account in six (ranks stride 6), each buying again and again. */
  payer(age: string, n: string): string {
    return this.model.activity.activeWithin(age, n, SALT.orderPayer, 6);
  }

  product(n: string): string {
    return weightedText(
      PRODUCTS.map((p) => [p.code, p.weight] as const),
      n,
      SALT.orderProduct,
    );
  }

  /** Unpaid orders stay PENDING for a day and are CLOSED after; a few never get their callback. */
  status(age: string, n: string): string {
    const roll = below(n, SALT.orderStatus, 10_000);
    return `(CASE WHEN ${roll} < 300 THEN 'PENDING'
      WHEN ${roll} < 1500 THEN (CASE WHEN ${age} < 1 THEN 'PENDING' ELSE 'CLOSED' END)
      WHEN ${roll} < 1900 THEN 'PARTIALLY_REFUNDED'
      WHEN ${roll} < 2500 THEN 'REFUNDED'
      ELSE 'PAID' END)`;
  }

  vipPaid(status: string, product: string): string {
    return `(${product} LIKE 'vip\\_%' AND ${status} IN ('PAID', 'PARTIALLY_REFUNDED'))`;
  }

  /** How many refund rows an order has: one or two. */
  refundCount(status: string, id: string): string {
    return `(CASE WHEN ${status} IN ('PARTIALLY_REFUNDED', 'REFUNDED') THEN 1 + ${below(id, SALT.refundCount, 2)} ELSE 0 END)`;
  }

  /** Total refunded: everything for REFUNDED, 20–70 % for PARTIALLY_REFUNDED, else nothing. */
  refundTotal(status: string, amount: string, id: string): string {
    const partial = `greatest(1, floor(${amount} * (0.2 + 0.5 * ${unit(id, SALT.refundShare)})))::int`;
    return `(CASE ${status} WHEN 'REFUNDED' THEN ${amount} WHEN 'PARTIALLY_REFUNDED' THEN ${partial} ELSE 0 END)`;
  }

  /** The first refund's share of the total when there are two; the second takes the rest. */
  firstRefund(total: string, count: string, id: string): string {
    return `(CASE WHEN ${count} = 2 THEN greatest(1, floor(${total} * (0.3 + 0.4 * ${unit(id, SALT.refundSplit)})))::int ELSE ${total} END)`;
  }
}
