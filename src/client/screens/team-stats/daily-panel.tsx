import { useMemo } from 'react';
import type { TeamStatsReply } from '#contract/api/team-stats';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCountTick, shortDay } from '../../i18n/format-number';
import { ChartDataTable, heightForRows, type Column } from '../../stats/chart-data-table';
import { Panel } from '../../stats/panel';
import { StatsChart, type ChartSeries } from '../../stats/stats-chart';

interface DayRow {
  day: string;
  decisions: number;
  undone: number;
  overturned: number;
}

export const DAILY_HEIGHT = 260;
/** A week's days (the 7-day period), or a team of six and its total row, whole in the box. */
export const TABLE_HEIGHT = heightForRows(7);

/** The team's decisions per day, with how many were undone or overturned: bars and their table. */
export function DailyPanel({ reply }: { reply: TeamStatsReply }) {
  const { t, locale } = useT();
  const { series: s } = reply;
  const rows = useMemo<DayRow[]>(
    () =>
      s.labels.map((day, i) => ({
        day,
        decisions: s.decisions[i] ?? 0,
        undone: s.undone[i] ?? 0,
        overturned: s.overturned[i] ?? 0,
      })),
    [s],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { key: 'decisions', label: t('teamStats.decisions'), tone: 'primary', kind: 'bar', values: s.decisions },
      { key: 'undone', label: t('teamStats.undone'), tone: 'gold', kind: 'bar', values: s.undone },
      { key: 'overturned', label: t('teamStats.overturned'), tone: 'red', kind: 'bar', values: s.overturned },
    ],
    [s, t],
  );
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<DayRow>[] = [
    { key: 'day', header: t('teamStats.day'), value: (r) => r.day },
    ...(['decisions', 'undone', 'overturned'] as const).map(
      (k): Column<DayRow> => ({
        key: k,
        header: t(`teamStats.${k}`),
        value: (r) => r[k],
        render: (r) => count(r[k]),
        align: 'right',
      }),
    ),
  ];
  return (
    <Panel title={t('teamStats.dailyChart')}>
      <StatsChart
        label={t('teamStats.dailyChart')}
        categories={s.labels}
        series={series}
        tick={shortDay}
        axisFormat={(v) => formatCountTick(v, locale)}
        valueFormat={count}
        height={DAILY_HEIGHT}
      />
      <ChartDataTable
        caption={t('teamStats.dailyChart')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.day}
        fileName={`team-decisions-${reply.from}-${reply.to}`}
        maxHeight={TABLE_HEIGHT}
      />
    </Panel>
  );
}
