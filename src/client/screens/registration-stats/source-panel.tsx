import { useMemo } from 'react';
import type { SourceRow, SourceStatsReply } from '#contract/api/stats';
import { useT } from '../../i18n/use-t';
import { ChartDataTable, type Column } from '../../stats/chart-data-table';
import { formatCount, formatCountTick, formatDelta, formatShareFixed } from '../../i18n/format-number';
import { EmptyState, ErrorState, Panel } from '../../stats/panel';
import { StatsChart, type ChartSeries } from '../../stats/stats-chart';

/** Registrations of the day by source (apk channel): bars beside the day before, and shares. */
export function SourcePanel({
  reply,
  failed,
  onRetry,
}: {
  reply: SourceStatsReply | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t, locale } = useT();
  const title = t('regStats.bySource');
  const sources = useMemo(() => reply?.sources.map((s) => s.source) ?? [], [reply]);
  const series = useMemo<ChartSeries[]>(
    () =>
      reply
        ? [
            { key: 'day', label: reply.date, tone: 'primary', kind: 'bar', values: reply.sources.map((s) => s.count) },
            {
              key: 'previous',
              label: reply.previousDate,
              tone: 'gray',
              kind: 'bar',
              values: reply.sources.map((s) => s.previous),
            },
          ]
        : [],
    [reply],
  );
  const count = (n: number) => formatCount(n, locale);
  const none = t('common.none');
  const columns: Column<SourceRow>[] = [
    { key: 'source', header: t('regStats.source'), value: (r) => r.source },
    { key: 'count', header: reply?.date ?? '', value: (r) => r.count, render: (r) => count(r.count), align: 'right' },
    {
      key: 'share',
      header: t('regStats.share'),
      value: (r) => r.share,
      render: (r) => formatShareFixed(r.share, locale),
      align: 'right',
    },
    {
      key: 'previous',
      header: reply?.previousDate ?? '',
      value: (r) => r.previous,
      render: (r) => count(r.previous),
      align: 'right',
    },
    {
      key: 'change',
      header: t('regStats.change'),
      value: (r) => r.change,
      render: (r) => formatDelta(r.change, locale),
      align: 'right',
    },
    {
      key: 'rate',
      header: t('regStats.changeRate'),
      value: (r) => r.changeRate,
      render: (r) => (r.changeRate === null ? none : formatShareFixed(r.changeRate, locale, true)),
      align: 'right',
    },
  ];
  return (
    <Panel title={title}>
      {failed && !reply && <ErrorState onRetry={onRetry} />}
      {reply && reply.sources.length === 0 && <EmptyState text={t('regStats.emptySources')} />}
      {reply && reply.sources.length > 0 && (
        <>
          <StatsChart
            label={title}
            categories={sources}
            series={series}
            axisFormat={(v) => formatCountTick(v, locale)}
            valueFormat={count}
            labelSpace={80}
          />
          <ChartDataTable
            caption={title}
            columns={columns}
            rows={reply.sources}
            rowKey={(r) => r.source}
            fileName={`registrations-by-source_${reply.date}`}
          />
        </>
      )}
    </Panel>
  );
}
