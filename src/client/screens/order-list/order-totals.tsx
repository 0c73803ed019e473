import type { OrderTotals as Totals } from '#contract/api/orders';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../i18n/money';

/** Totals of the filtered set: counts, then one line per currency (sums never mix currencies). */
export function OrderTotals({ totals, total, capped }: { totals: Totals; total: number; capped: boolean }) {
  const { t, locale } = useT();
  return (
    <section
      aria-label={t('orders.totals.title')}
      className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-lg bg-surface px-4 py-3 text-[13px]"
    >
      <span className="text-fg-2">
        {t(capped ? 'orders.totals.countCapped' : 'orders.totals.count', { count: total })}
      </span>
      <span className="text-fg-2">{t('orders.totals.paidCount', { count: totals.paidCount })}</span>
      {totals.byCurrency.map((c) => (
        <span key={c.currency} className="text-fg">
          <span className="mr-1 rounded bg-fill px-1 text-xs text-fg-2">{c.currency}</span>
          {t('orders.totals.line', {
            paid: formatMoney(c.paidCents, c.currency, locale),
            refunded: formatMoney(c.refundedCents, c.currency, locale),
            net: formatMoney(c.netCents, c.currency, locale),
          })}
        </span>
      ))}
    </section>
  );
}
