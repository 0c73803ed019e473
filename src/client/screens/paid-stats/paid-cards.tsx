import type { PaidStatsReply } from '#contract/api/stats-paid';
import { useT } from '../../i18n/use-t';
import { formatCount, formatShareFixed } from '../../i18n/format-number';
import { formatMoney } from '../../i18n/money';
import { StatCard, StatCardSkeleton } from '../../stats/stat-card';

const CARD_LABELS = [
  'paidStats.revenue',
  'paidStats.refunds',
  'paidStats.net',
  'paidStats.payingAccounts',
  'paidStats.orders',
  'paidStats.arppu',
  'paidStats.renewalShare',
] as const;

/** The cards while the period's totals are on their way. */
export function PaidCardsSkeleton() {
  const { t } = useT();
  return (
    <dl className="m-0 grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7">
      {CARD_LABELS.map((label) => (
        <StatCardSkeleton key={label} label={t(label)} withDelta={false} />
      ))}
    </dl>
  );
}

/** The period's totals: revenue, refunds, net, paying accounts, orders, ARPPU, renewal share. */
export function PaidCards({ reply }: { reply: PaidStatsReply }) {
  const { t, locale } = useT();
  const { totals, currency } = reply;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const none = t('common.none');
  return (
    <dl className="m-0 grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-7">
      <StatCard label={t('paidStats.revenue')} value={money(totals.revenueCents)} />
      <StatCard label={t('paidStats.refunds')} value={money(totals.refundCents)} />
      <StatCard label={t('paidStats.net')} value={money(totals.netCents)} />
      <StatCard label={t('paidStats.payingAccounts')} value={formatCount(totals.payingAccounts, locale)} />
      <StatCard label={t('paidStats.orders')} value={formatCount(totals.orders, locale)} />
      <StatCard label={t('paidStats.arppu')} value={totals.arppuCents === null ? none : money(totals.arppuCents)} />
      <StatCard
        label={t('paidStats.renewalShare')}
        value={totals.renewalShare === null ? none : formatShareFixed(totals.renewalShare, locale)}
      />
    </dl>
  );
}
