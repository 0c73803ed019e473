import type { Order } from '#contract/api/orders';
import { PAY_METHODS } from '#contract/entities';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { formatMoney } from '../../i18n/money';
import type { Column } from '../../ui/list/column';
import { OrderStatusBadge } from './order-status-badge';

/** A pay method in words; one the dictionary does not know is shown as sent. */
export function payMethodLabel(method: string): string {
  return (PAY_METHODS as readonly string[]).includes(method)
    ? t(`orders.payMethod.${method as (typeof PAY_METHODS)[number]}`)
    : method;
}

/**
 * The columns shown by default come to 1000 px with the selection column: the table fits a 1280 px
 * window beside the default menu, with the page's scrollbar where one takes room.
 */
export function orderColumns(locale: Locale): Column<Order>[] {
  return [
    {
      id: 'orderNo',
      title: 'orders.field.orderNo',
      fixed: true,
      width: '11rem',
      // On a phone the number, the amount and the status fill the screen: the number takes two lines.
      phoneWidth: '6.5rem',
      render: (o) => <span className="font-mono text-xs max-md:break-all">{o.orderNo}</span>,
    },
    // Beside the number: with the detail pane open the table scrolls sideways, and the status is
    // what a row is read for, so it stays in view rather than cut at the pane's edge.
    {
      id: 'status',
      title: 'orders.field.status',
      width: '8.5rem',
      phoneWidth: '6rem',
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      id: 'account',
      title: 'orders.field.account',
      width: '10rem',
      render: (o) => (
        <>
          {o.accountNickname} <span className="text-fg-3">#{o.accountId}</span>
        </>
      ),
    },
    { id: 'product', title: 'orders.field.product', width: '7rem', defaultHidden: true, render: (o) => o.product },
    {
      id: 'amount',
      title: 'orders.field.amount',
      align: 'end',
      width: '7rem',
      phoneWidth: '6.5rem',
      render: (o) => formatMoney(o.amountCents, o.currency, locale),
    },
    {
      id: 'refunded',
      title: 'orders.field.refunded',
      align: 'end',
      width: '6.5rem',
      render: (o) => (o.refundedCents ? formatMoney(o.refundedCents, o.currency, locale) : t('common.none')),
    },
    { id: 'payMethod', title: 'orders.field.payMethod', width: '6.5rem', render: (o) => payMethodLabel(o.payMethod) },
    { id: 'channel', title: 'orders.field.channel', defaultHidden: true, render: (o) => o.channel },
    {
      id: 'paidAt',
      title: 'orders.field.paidAt',
      // The time a payment was made stays in view (a support agent matches it to a receipt).
      width: '10.5rem',
      render: (o) => (o.paidAt ? formatDateTime(o.paidAt, locale) : t('common.none')),
    },
  ];
}
