import { useMemo } from 'react';
import type { RegStatsReply } from '#contract/api/stats';
import { REG_BUCKET_MINUTES, type RegBucketMinutes } from '#contract/api/stats-limits';
import { useT } from '../../i18n/use-t';
import { ChartDataTable, ChartDataTableSkeleton, type Column } from '../../stats/chart-data-table';
import { formatCount, formatCountTick, formatDelta } from '../../i18n/format-number';
import { EmptyNote, ErrorState, Panel } from '../../stats/panel';
import { Segmented } from '../../stats/segmented';
import { ChartSkeleton, StatsChart, type ChartSeries } from '../../stats/stats-chart';

// A day has at least 24 buckets: more than this shows.
const REG_TABLE_HEIGHT = 280;

interface Row {
  label: string;
  count: number;
  previous: number;
}

interface Props {
  reply: RegStatsReply | undefined;
  failed: boolean;
  onRetry: () => void;
  minute: RegBucketMinutes;
  onMinute: (m: RegBucketMinutes) => void;
}

/** Registrations of the day by time of day, the day before dashed beside them. */
export function RegPanel({ reply, failed, onRetry, minute, onMinute }: Props) {
  const { t, locale } = useT();
  const title = t('regStats.byTime');
  const series = useMemo<ChartSeries[]>(
    () =>
      reply
        ? [
            { key: 'day', label: reply.date, tone: 'primary', values: reply.counts },
            { key: 'previous', label: reply.previousDate, tone: 'gray', dashed: true, values: reply.previousCounts },
          ]
        : [],
    [reply],
  );
  const rows = useMemo<Row[]>(
    () =>
      reply
        ? reply.labels.map((label, i) => ({
            label,
            count: reply.counts[i] ?? 0,
            previous: reply.previousCounts[i] ?? 0,
          }))
        : [],
    [reply],
  );
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<Row>[] = [
    { key: 'bucket', header: t('regStats.bucketStart'), value: (r) => r.label },
    { key: 'count', header: reply?.date ?? '', value: (r) => r.count, render: (r) => count(r.count), align: 'right' },
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
      value: (r) => r.count - r.previous,
      render: (r) => formatDelta(r.count - r.previous, locale),
      align: 'right',
    },
  ];
  const bucketChoice = (
    <Segmented
      label={t('regStats.bucket')}
      value={minute}
      options={REG_BUCKET_MINUTES.map((m) => ({ value: m, label: t('regStats.minutes', { n: m }) }))}
      onChange={onMinute}
    />
  );
  return (
    <Panel title={title} actions={bucketChoice}>
      {failed && !reply && <ErrorState onRetry={onRetry} />}
      {!failed && !reply && (
        <>
          <p className="text-[13px] text-fg-2">{'\u00a0'}</p>
          <ChartSkeleton labels={['\u00a0'.repeat(10), '\u00a0'.repeat(10)]} />
          <ChartDataTableSkeleton height={REG_TABLE_HEIGHT} />
        </>
      )}
      {reply && (
        <>
          <p className="text-[13px] text-fg-2">
            {t('regStats.totals', {
              total: count(reply.total),
              previous: count(reply.previousTotal),
              change: formatDelta(reply.total - reply.previousTotal, locale),
            })}
          </p>
          {reply.total === 0 && reply.previousTotal === 0 && <EmptyNote text={t('regStats.emptyDay')} />}
          <StatsChart
            label={title}
            categories={reply.labels}
            series={series}
            axisFormat={(v) => formatCountTick(v, locale)}
            valueFormat={count}
            labelSpace={48}
          />
          <ChartDataTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.label}
            fileName={`registrations_${reply.date}_${reply.minute}min`}
            maxHeight={REG_TABLE_HEIGHT}
          />
        </>
      )}
    </Panel>
  );
}
