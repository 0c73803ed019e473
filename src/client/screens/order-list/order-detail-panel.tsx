import type { ReactNode } from 'react';
import type { OrderDetail } from './orders-api';
import { formatDateTime } from '../../i18n/format';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../i18n/money';
import { OrderStatusBadge } from './order-status-badge';
import { RefundHistory } from './refund-history';
import { payMethodLabel } from './order-columns';

function Facts({ title, rows }: { title: string; rows: readonly [MessageKey, ReactNode][] }) {
  const { t } = useT();
  return (
    <section>
      <h3 className="mb-2 text-[13px] font-medium text-fg">{title}</h3>
      <dl className="grid grid-cols-[110px_1fr] gap-x-3 gap-y-1.5 text-[13px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-3">{t(label)}</dt>
            <dd className="min-w-0 break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the detail drawer shows of one order: payment, account and the refunds ledger. */
export function OrderDetailPanel({ detail }: { detail: OrderDetail }) {
  const { t, locale } = useT();
  const { order, account, refunds } = detail;
  const money = (c: number) => formatMoney(c, order.currency, locale);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t('common.none'));
  return (
    <div className="flex flex-col gap-5">
      <Facts
        title={t('orders.detail.payment')}
        rows={[
          ['orders.field.status', <OrderStatusBadge status={order.status} />],
          ['orders.field.product', order.product],
          ['orders.field.amount', `${money(order.amountCents)} (${order.currency})`],
          ['orders.field.refunded', money(order.refundedCents)],
          ['orders.refund.refundable', money(order.refundableCents)],
          ['orders.field.payMethod', payMethodLabel(order.payMethod)],
          ['orders.field.channel', order.channel],
          ['orders.field.renewal', t(order.renewal ? 'common.yes' : 'common.no')],
          ['orders.field.paidAt', when(order.paidAt)],
          ['orders.field.createdAt', when(order.createdAt)],
        ]}
      />
      {account ? (
        <Facts
          title={t('orders.detail.account')}
          rows={[
            ['orders.account.nickname', `${account.nickname} (#${account.id})`],
            ['orders.account.phone', account.phone || t('common.none')],
            ['orders.account.status', t(`orders.accountStatus.${account.status}`)],
            ['orders.account.vip', t(account.vip ? 'common.yes' : 'common.no')],
            ['orders.account.certified', t(account.certified ? 'common.yes' : 'common.no')],
            ['orders.account.source', account.source || t('common.none')],
            ['orders.account.registeredAt', when(account.registeredAt)],
          ]}
        />
      ) : (
        <p className="text-[13px] text-fg-3">{t('orders.detail.noAccount')}</p>
      )}
      <RefundHistory refunds={refunds} />
    </div>
  );
}
