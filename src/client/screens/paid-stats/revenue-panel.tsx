import { useMemo } from 'react';
import type { PaidStatsReply } from '#contract/api/stats-paid';
import { useT } from '../../i18n/use-t';
import { ChartDataTable, type Column } from '../../stats/chart-data-table';
import { shortDay } from '../../i18n/format-number';
import { centsToUnits, formatMoney, formatMoneyTick } from '../../i18n/money';
import { Panel } from '../../stats/panel';
import { StatsChart, type ChartSeries } from '../../stats/stats-chart';
import { bucketRows, exportName, isPartial, type BucketRow } from './paid-series';
import { periodColumns, periodTitle } from './period-columns';

/** Revenue, refunds and net per bucket: a line chart and its table. */
export function RevenuePanel({ reply }: { reply: PaidStatsReply }) {
  const { t, locale } = useT();
  const { currency, granularity } = reply;
  const rows = useMemo(() => bucketRows(reply), [reply]);
  const partial = useMemo(() => rows.map(isPartial), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { key: 'revenue', label: t('paidStats.revenue'), tone: 'primary', values: reply.series.revenueCents },
      { key: 'refunds', label: t('paidStats.refunds'), tone: 'red', values: reply.series.refundCents },
      { key: 'net', label: t('paidStats.net'), tone: 'green', values: reply.series.netCents },
    ],
    [reply, t],
  );
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const columns: Column<BucketRow>[] = [
    ...periodColumns(granularity, t),
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
  ];
  return (
    <Panel title={t('paidStats.revenueChart')}>
      <StatsChart
        label={t('paidStats.revenueChart')}
        categories={reply.series.labels}
        series={series}
        tick={(c) => (granularity === 'month' ? c.slice(0, 7) : shortDay(c))}
        title={periodTitle(rows, granularity, t)}
        partial={partial}
        axisFormat={(v) => formatMoneyTick(v, currency, locale)}
        valueFormat={money}
      />
      <ChartDataTable
        caption={t('paidStats.revenueChart')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.label}
        fileName={exportName('revenue', reply)}
      />
    </Panel>
  );
}
