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
  /** Null for a bucket of today that has not begun. */
  count: number | null;
  previous: number;
}

/**
 * Which buckets have begun: all of a past day's; of today's, those up to now. Today is compared
 * with the day before up to the same time of day, not with all of it (50 so far against a whole
 * day's 93 read as a fall of 43).
 */
function begunBuckets(starts: readonly string[], now = Date.now()): boolean[] {
  return starts.map((s) => Date.parse(s) <= now);
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
  const begun = useMemo(() => (reply ? begunBuckets(reply.starts) : []), [reply]);
  const series = useMemo<ChartSeries[]>(
    () =>
      reply
        ? [
            {
              key: 'day',
              label: reply.date,
              tone: 'primary',
              values: reply.counts.map((n, i) => (begun[i] ? n : null)),
            },
            { key: 'previous', label: reply.previousDate, tone: 'gray', dashed: true, values: reply.previousCounts },
          ]
        : [],
    [reply, begun],
  );
  const rows = useMemo<Row[]>(
    () =>
      reply
        ? reply.labels.map((label, i) => ({
            label,
            count: begun[i] ? (reply.counts[i] ?? 0) : null,
            previous: reply.previousCounts[i] ?? 0,
          }))
        : [],
    [reply, begun],
  );
  // While the day runs, the day before's figure is up to the same time of day.
  const dayRuns = begun.some((b) => !b);
  const previousSoFar = reply ? reply.previousCounts.reduce((sum, n, i) => sum + (begun[i] ? n : 0), 0) : 0;
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<Row>[] = [
    { key: 'bucket', header: t('regStats.bucketStart'), value: (r) => r.label },
    {
      key: 'count',
      header: reply?.date ?? '',
      value: (r) => r.count ?? '',
      render: (r) => (r.count === null ? '—' : count(r.count)),
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
      value: (r) => (r.count === null ? '' : r.count - r.previous),
      render: (r) => (r.count === null ? '—' : formatDelta(r.count - r.previous, locale)),
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
            {t(dayRuns ? 'regStats.totalsSoFar' : 'regStats.totals', {
              total: count(reply.total),
              previous: count(dayRuns ? previousSoFar : reply.previousTotal),
              change: formatDelta(reply.total - (dayRuns ? previousSoFar : reply.previousTotal), locale),
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
