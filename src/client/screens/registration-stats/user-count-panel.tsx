import { useMemo } from 'react';
import type { UserCountStatsReply } from '#contract/api/stats';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import { ChartDataTable, ChartDataTableSkeleton, type Column } from '../../stats/chart-data-table';
import { formatCount, formatCountTick, shortDay } from '../../i18n/format-number';
import { ErrorState, Panel } from '../../stats/panel';
import { StatCard, StatCardSkeleton } from '../../stats/stat-card';
import { ChartSkeleton, StatsChart, type ChartSeries } from '../../stats/stats-chart';

type Figure = 'total' | 'newToday' | 'activeToday' | 'active7d' | 'active30d' | 'certified' | 'vip' | 'banned';
const FIGURES: readonly [Figure, MessageKey][] = [
  ['total', 'userCount.total'],
  ['newToday', 'userCount.newToday'],
  ['activeToday', 'userCount.activeToday'],
  ['active7d', 'userCount.active7d'],
  ['active30d', 'userCount.active30d'],
  ['certified', 'userCount.certified'],
  ['vip', 'userCount.vip'],
  ['banned', 'userCount.banned'],
];

interface Row {
  day: string;
  registered: number;
  total: number;
}

/** Account counts of today, and the last 30 days: daily registrations and the running total. */
export function UserCountPanel({
  reply,
  failed,
  onRetry,
}: {
  reply: UserCountStatsReply | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t, locale } = useT();
  const title = t('userCount.title');
  const chartTitle = t('userCount.series');
  const series = useMemo<ChartSeries[]>(
    () =>
      reply
        ? [
            {
              key: 'registered',
              label: t('userCount.registered'),
              tone: 'cyan',
              kind: 'bar',
              values: reply.series.registered,
            },
            {
              key: 'total',
              label: t('userCount.runningTotal'),
              tone: 'primary',
              axis: 'right',
              values: reply.series.total,
            },
          ]
        : [],
    [reply, t],
  );
  const rows = useMemo<Row[]>(
    () =>
      reply
        ? reply.series.labels.map((day, i) => ({
            day,
            registered: reply.series.registered[i] ?? 0,
            total: reply.series.total[i] ?? 0,
          }))
        : [],
    [reply],
  );
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<Row>[] = [
    { key: 'day', header: t('userCount.day'), value: (r) => r.day },
    {
      key: 'registered',
      header: t('userCount.registered'),
      value: (r) => r.registered,
      render: (r) => count(r.registered),
      align: 'right',
    },
    {
      key: 'total',
      header: t('userCount.runningTotal'),
      value: (r) => r.total,
      render: (r) => count(r.total),
      align: 'right',
    },
  ];
  return (
    <Panel title={title}>
      {failed && !reply && <ErrorState onRetry={onRetry} />}
      {!failed && !reply && (
        <>
          <dl className="m-0 grid grid-cols-2 gap-3 md:grid-cols-4">
            {FIGURES.map(([figure, key]) => (
              <StatCardSkeleton key={figure} label={t(key)} withDelta={false} />
            ))}
          </dl>
          <h3 className="text-[13px] font-medium text-fg-2">{chartTitle}</h3>
          <ChartSkeleton labels={[t('userCount.registered'), t('userCount.runningTotal')]} />
          <ChartDataTableSkeleton height={280} />
        </>
      )}
      {reply && (
        <>
          <dl className="m-0 grid grid-cols-2 gap-3 md:grid-cols-4">
            {FIGURES.map(([figure, key]) => (
              <StatCard key={figure} label={t(key)} value={count(reply[figure])} />
            ))}
          </dl>
          <h3 className="text-[13px] font-medium text-fg-2">{chartTitle}</h3>
          <StatsChart
            label={chartTitle}
            categories={reply.series.labels}
            series={series}
            tick={shortDay}
            axisFormat={(v) => formatCountTick(v, locale)}
            valueFormat={count}
          />
          <ChartDataTable
            caption={chartTitle}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.day}
            fileName={`accounts_${reply.today}`}
            maxHeight={280}
          />
        </>
      )}
    </Panel>
  );
}
