import { useMemo } from 'react';
import type { PaidStatsReply } from '#contract/api/stats-paid';
import { useT } from '../../i18n/use-t';
import { ChartDataTable, type Column } from '../../stats/chart-data-table';
import { formatCount, formatCountTick, shortDay } from '../../i18n/format-number';
import { Panel } from '../../stats/panel';
import { StatsChart, type ChartSeries } from '../../stats/stats-chart';
import { bucketRows, exportName, isPartial, type BucketRow } from './paid-series';
import { periodColumns, periodTitle } from './period-columns';

/** Orders, paying accounts and renewal orders per bucket: a bar chart and its table. */
export function OrdersPanel({ reply }: { reply: PaidStatsReply }) {
  const { t, locale } = useT();
  const { granularity } = reply;
  const rows = useMemo(() => bucketRows(reply), [reply]);
  const partial = useMemo(() => rows.map(isPartial), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { key: 'orders', label: t('paidStats.orders'), tone: 'primary', kind: 'bar', values: reply.series.orders },
      {
        key: 'paying',
        label: t('paidStats.payingAccounts'),
        tone: 'cyan',
        kind: 'bar',
        values: reply.series.payingAccounts,
      },
      {
        key: 'renewal',
        label: t('paidStats.renewalOrders'),
        tone: 'gold',
        kind: 'bar',
        values: reply.series.renewalOrders,
      },
    ],
    [reply, t],
  );
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<BucketRow>[] = [
    ...periodColumns(granularity, t),
    {
      key: 'orders',
      header: t('paidStats.orders'),
      value: (r) => r.orders,
      render: (r) => count(r.orders),
      align: 'right',
    },
    {
      key: 'paying',
      header: t('paidStats.payingAccounts'),
      value: (r) => r.payingAccounts,
      render: (r) => count(r.payingAccounts),
      align: 'right',
    },
    {
      key: 'renewal',
      header: t('paidStats.renewalOrders'),
      value: (r) => r.renewalOrders,
      render: (r) => count(r.renewalOrders),
      align: 'right',
    },
  ];
  return (
    <Panel title={t('paidStats.ordersChart')}>
      <StatsChart
        label={t('paidStats.ordersChart')}
        categories={reply.series.labels}
        series={series}
        tick={(c) => (granularity === 'month' ? c.slice(0, 7) : shortDay(c))}
        title={periodTitle(rows, granularity, t)}
        partial={partial}
        axisFormat={(v) => formatCountTick(v, locale)}
        valueFormat={count}
      />
      <ChartDataTable
        caption={t('paidStats.ordersChart')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.label}
        fileName={exportName('orders', reply)}
      />
    </Panel>
  );
}
