import type { Order } from '../../../contract/api/orders';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../ops/money';
import { OrderStatusBadge } from './order-status-badge';

/** One page of orders; j/k move `focused`, Enter/o or a click opens the row's detail. */
export function OrderTable({ rows, focused, onOpen }: { rows: readonly Order[]; focused: number; onOpen: (order: Order) => void }) {
  const { t, locale } = useT();
  const head = 'px-3 py-2 text-left font-normal whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px]" aria-label={t('orders.table.label')}>
        <thead className="bg-fill text-fg-3">
          <tr>
            <th className={head}>{t('orders.field.orderNo')}</th>
            <th className={head}>{t('orders.field.account')}</th>
            <th className={head}>{t('orders.field.product')}</th>
            <th className={`${head} text-right`}>{t('orders.field.amount')}</th>
            <th className={`${head} text-right`}>{t('orders.field.refunded')}</th>
            <th className={head}>{t('orders.field.status')}</th>
            <th className={head}>{t('orders.field.payMethod')}</th>
            <th className={head}>{t('orders.field.paidAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o, i) => (
            <tr
              key={o.id}
              aria-selected={i === focused}
              onClick={() => onOpen(o)}
              className="cursor-pointer border-b border-line/60 hover:bg-fill aria-selected:bg-primary-soft"
            >
              <td className="px-3 py-2 font-mono text-xs text-fg">{o.orderNo}</td>
              <td className="px-3 py-2 text-fg">{o.accountNickname} <span className="text-fg-3">#{o.accountId}</span></td>
              <td className="px-3 py-2 text-fg-2">{o.product}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-fg">{formatMoney(o.amountCents, o.currency, locale)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-fg-2">{o.refundedCents ? formatMoney(o.refundedCents, o.currency, locale) : t('common.none')}</td>
              <td className="px-3 py-2"><OrderStatusBadge status={o.status} /></td>
              <td className="px-3 py-2 text-fg-2">{t(`orders.payMethod.${o.payMethod}` as 'orders.payMethod.card')}</td>
              <td className="px-3 py-2 whitespace-nowrap text-fg-2">{o.paidAt ? formatDateTime(o.paidAt, locale) : t('common.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="px-3 py-8 text-center text-[13px] text-fg-3">{t('orders.table.empty')}</p>}
    </div>
  );
}
