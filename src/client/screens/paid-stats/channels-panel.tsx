import type { PaidStatsReply } from '#contract/api/stats-paid';
import { useT } from '../../i18n/use-t';
import { ChartDataTable, type Column } from '../../stats/chart-data-table';
import { formatCount, formatShareFixed } from '../../i18n/format-number';
import { centsToUnits, formatMoney } from '../../i18n/money';
import { EmptyState, Panel } from '../../stats/panel';
import { channelName, exportName } from './paid-series';

type ChannelRow = PaidStatsReply['channels'][number];

/** Figures per apk channel for the period, highest revenue first (the server's order). */
export function ChannelsPanel({ reply }: { reply: PaidStatsReply }) {
  const { t, locale } = useT();
  const { currency } = reply;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const none = t('common.none');
  const columns: Column<ChannelRow>[] = [
    // Named as people know the channel; the code beside it is what orders, links and the API carry.
    { key: 'channel', header: t('paidStats.channel'), value: channelName },
    { key: 'code', header: t('paidStats.channelCode'), value: (r) => r.channel },
    {
      key: 'revenue',
      header: t('paidStats.revenueIn', { currency }),
      value: (r) => centsToUnits(r.revenueCents, currency),
      render: (r) => money(r.revenueCents),
      align: 'right',
    },
    {
      key: 'refunds',
      header: t('paidStats.refundsIn', { currency }),
      value: (r) => centsToUnits(r.refundCents, currency),
      render: (r) => money(r.refundCents),
      align: 'right',
    },
    {
      key: 'net',
      header: t('paidStats.netIn', { currency }),
      value: (r) => centsToUnits(r.netCents, currency),
      render: (r) => money(r.netCents),
      align: 'right',
    },
    {
      key: 'orders',
      header: t('paidStats.orders'),
      value: (r) => r.orders,
      render: (r) => formatCount(r.orders, locale),
      align: 'right',
    },
    {
      key: 'paying',
      header: t('paidStats.payingAccounts'),
      value: (r) => r.payingAccounts,
      render: (r) => formatCount(r.payingAccounts, locale),
      align: 'right',
    },
    {
      key: 'arppu',
      header: t('paidStats.arppuIn', { currency }),
      value: (r) => (r.arppuCents === null ? null : centsToUnits(r.arppuCents, currency)),
      render: (r) => (r.arppuCents === null ? none : money(r.arppuCents)),
      align: 'right',
    },
    {
      key: 'renewal',
      header: t('paidStats.renewalShare'),
      value: (r) => r.renewalShare,
      render: (r) => (r.renewalShare === null ? none : formatShareFixed(r.renewalShare, locale)),
      align: 'right',
    },
  ];
  return (
    <Panel title={t('paidStats.byChannel')}>
      {reply.channels.length === 0 ? (
        <EmptyState text={t('paidStats.empty')} />
      ) : (
        <ChartDataTable
          caption={t('paidStats.byChannel')}
          columns={columns}
          rows={reply.channels}
          rowKey={(r) => r.channel}
          fileName={exportName('channels', reply)}
        />
      )}
    </Panel>
  );
}
