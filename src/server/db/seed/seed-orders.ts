import { chunked, type SeedContext } from './seed-context';
import { PRODUCTS, STORE_BILLING } from './catalog';
import { OrderModel } from './order-model';
import * as T from './phrases-talk';
import { SALT } from './salts';
import { below, chance, days, lit, pickText, unit, weightedText } from './sql-expr';

/**
 * Orders over the last 60 days in every status, and the refunds of the refunded ones:
 * `refundedCents` is the sum of an order's refund rows, each refund by an admin who may refund,
 * with a unique idempotency key. The channel is the payer's sign-up channel; store channels bill
 * through the store; most Google Play orders and some App Store ones are in USD.
 */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { model, sizes, now, admins } = ctx;
  const orders = new OrderModel(model);
  const amount = `(CASE product ${PRODUCTS.map((p) => `WHEN ${lit(p.code)} THEN (CASE WHEN currency = 'USD' THEN ${p.usd} ELSE ${p.cny} END)`).join(' ')} END)`;
  const subscriptions = PRODUCTS.filter((p) => p.subscription)
    .map((p) => lit(p.code))
    .join(', ');
  const payMethod = `(CASE channel ${Object.entries(STORE_BILLING)
    .map(([c, m]) => `WHEN ${lit(c)} THEN ${lit(m)}`)
    .join(' ')}
    ELSE ${weightedText(
      [
        ['wechat', 55],
        ['alipay', 40],
        ['card', 5],
      ],
      'n',
      SALT.orderPayMethod,
    )} END)`;
  const paid = `status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')`;
  const refunded = `status IN ('PARTIALLY_REFUNDED', 'REFUNDED')`;

  await chunked(
    ctx,
    'orders',
    sizes.orders,
    (lo, hi) => `
    INSERT INTO orders (id, version, order_no, account_id, product, amount_cents, currency, channel, pay_method, status, renewal,
      paid_at, refunded_cents, created_at, updated_at)
    SELECT n, 1 + (status <> 'PENDING')::int + ${orders.refundCount('status', 'n')},
      'SO' || to_char(created AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(n::text, 10, '0'),
      account_id, product, amount, currency, channel, pay_method, status, renewal, paid_at,
      ${orders.refundTotal('status', 'amount', 'n')}, created,
      CASE WHEN ${refunded} THEN least(${now}, paid_at + (${now} - paid_at) * ${unit('n', SALT.refundTime)})
        WHEN status = 'CLOSED' THEN least(${now}, created + interval '1 day')
        ELSE coalesce(paid_at, created) END
    FROM (SELECT *, ${amount} AS amount, ${payMethod} AS pay_method,
        product IN (${subscriptions}) AND ${chance('n', SALT.orderRenewal, 0.45)} AS renewal,
        -- Paid seconds to minutes later, but not after the payer's last activity (it is one).
        CASE WHEN ${paid} THEN least(last_active, created + ${days(`(5 + 295 * ${unit('n', SALT.orderPayDelay)}) / 86400.0`)}) END AS paid_at
      FROM (SELECT o.n, o.account_id, o.status, o.product, a.source AS channel, a.last_active_at AS last_active,
          CASE WHEN a.source = 'googleplay' AND ${chance('o.n', SALT.orderCurrency, 0.8)} THEN 'USD'
            WHEN a.source = 'appstore' AND ${chance('o.n', SALT.orderCurrency, 0.2)} THEN 'USD' ELSE 'CNY' END AS currency,
          greatest(${now} - ${days('o.x')}, a.registered_at) AS created
        FROM (SELECT n, x, ${orders.payer('x', 'n')} AS account_id, ${orders.status('x', 'n')} AS status, ${orders.product('n')} AS product
          FROM (SELECT n, ${orders.age('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) s OFFSET 0) o
        JOIN accounts a ON a.id = o.account_id
        OFFSET 0) j
      OFFSET 0) r`,
  );

  // The last refund is the order's last write (updated_at); a first one falls between payment and it.
  const moderator = `(ARRAY[${admins.moderators.join(',')}]::int[])[1 + ${below('o.id', SALT.refundAdmin, admins.moderators.length)}]`;
  const first = orders.firstRefund('o.refunded_cents', 'k', 'o.id');
  await chunked(
    ctx,
    'refunds',
    sizes.orders,
    (lo, hi) => `
    INSERT INTO refunds (order_id, amount_cents, currency, reason, idempotency_key, request_hash, admin_id, provider_ref, created_at)
    SELECT order_id, amount, currency, reason, key,
      encode(sha256(convert_to(order_id || ':' || amount || ':' || currency || ':' || reason || ':' || key, 'UTF8')), 'hex'),
      admin_id, NULL, created
    FROM (SELECT o.id AS order_id, o.currency, 'seed-' || o.order_no || '-' || i AS key, ${moderator} AS admin_id,
        CASE WHEN i = 1 THEN ${first} ELSE o.refunded_cents - ${first} END AS amount,
        ${pickText(T.REFUND_REASONS, 'o.id * 2 + i', SALT.refundReason)} AS reason,
        CASE WHEN i = k THEN o.updated_at ELSE o.paid_at + (o.updated_at - o.paid_at) * ${unit('o.id', SALT.refundTime + 1000)} END AS created
      FROM (SELECT o.*, ${orders.refundCount('o.status', 'o.id')} AS k FROM orders o
        WHERE o.id BETWEEN ${lo} AND ${hi} AND o.status IN ('PARTIALLY_REFUNDED', 'REFUNDED')) o,
        generate_series(1, k) i
      ORDER BY o.id, i OFFSET 0) r
    ORDER BY order_id, key`,
    0.1,
  );
}
