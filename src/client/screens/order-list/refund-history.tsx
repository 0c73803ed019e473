import type { Refund } from '#contract/api/orders';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../i18n/money';

/** The refunds ledger of an order, oldest first, as the server recorded them. */
export function RefundHistory({ refunds }: { refunds: readonly Refund[] }) {
  const { t, locale } = useT();
  return (
    <section aria-label={t('orders.detail.refunds')}>
      <h3 className="mb-2 text-[13px] font-medium text-fg">{t('orders.detail.refunds')}</h3>
      {refunds.length === 0 ? (
        <p className="text-[13px] text-fg-3">{t('orders.detail.noRefunds')}</p>
      ) : (
        <table className="w-full text-[13px]">
          <thead>
            <tr className="border-b border-line text-left text-fg-3">
              <th className="py-1 pr-2 font-normal">{t('orders.refund.at')}</th>
              <th className="py-1 pr-2 text-right font-normal">{t('orders.refund.amount')}</th>
              <th className="py-1 pr-2 font-normal">{t('orders.refund.reasonLabel')}</th>
              <th className="py-1 font-normal">{t('orders.refund.by')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id} className="border-b border-line/60 align-top last:border-0">
                <td className="py-1.5 pr-2 whitespace-nowrap text-fg-2">{formatDateTime(r.createdAt, locale)}</td>
                <td className="py-1.5 pr-2 text-right whitespace-nowrap text-fg">
                  {formatMoney(r.amountCents, r.currency, locale)}
                  {r.state === 'PENDING' && (
                    <span className="ml-1 text-xs text-warning">{t('orders.refund.pending')}</span>
                  )}
                </td>
                <td className="py-1.5 pr-2 break-words text-fg">{r.reason}</td>
                <td className="py-1.5 text-fg-2">{r.adminName || r.adminUsername}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
