import { useMemo, useState } from 'react';
import type { TeamFigures, TeamStatsReply } from '#contract/api/team-stats';
import { DECISION_KINDS, TEAM_QUEUES } from '#contract/api/team-stats-kinds';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCountTick, formatShareFixed } from '../../i18n/format-number';
import { ChartDataTable, type Column } from '../../stats/chart-data-table';
import { EmptyNote, Panel } from '../../stats/panel';
import { Segmented } from '../../stats/segmented';
import { StatsChart, type ChartSeries } from '../../stats/stats-chart';
import { formatDuration } from './team-format';
import { TABLE_HEIGHT } from './daily-panel';

/** A moderator's row, or the team's (last, named so). */
type Row = TeamFigures & { key: string; who: string };

function useRows(reply: TeamStatsReply): Row[] {
  const { t } = useT();
  return useMemo(
    () => [
      ...reply.moderators.map((m) => ({
        ...m,
        key: String(m.adminId),
        who: m.name ? `${m.name} (${m.username})` : m.username,
      })),
      { ...reply.team, key: 'team', who: t('teamStats.team') },
    ],
    [reply, t],
  );
}

/** Each moderator's figures beside the team's: a bar chart of decisions per active hour and the table. */
export function ModeratorsPanel({ reply }: { reply: TeamStatsReply }) {
  const { t, locale } = useT();
  const rows = useRows(reply);
  const none = t('common.none');
  const count = (n: number) => formatCount(n, locale);
  const share = (r: number | null) => (r === null ? none : formatShareFixed(r, locale));
  const wait = (s: number | null) => (s === null ? none : formatDuration(s, t));
  const people = useMemo(() => rows.filter((r) => r.key !== 'team'), [rows]);
  // Two charts, not one with two scales: bars of 505 decisions and of 3.3 an hour stood as tall.
  const charts = useMemo(() => {
    const who = people.map((r) => r.who);
    const decisions: ChartSeries = {
      key: 'decisions',
      label: t('teamStats.decisions'),
      tone: 'primary',
      kind: 'bar',
      values: people.map((r) => r.decisions),
    };
    const perHour: ChartSeries = {
      key: 'perHour',
      label: t('teamStats.perActiveHour'),
      tone: 'cyan',
      kind: 'bar',
      values: people.map((r) => (r.perActiveHour === null ? null : Math.round(r.perActiveHour * 10) / 10)),
    };
    return [
      {
        title: t('teamStats.chart.decisions'),
        who,
        series: [decisions],
        axis: (v: number) => formatCountTick(v, locale),
        value: (v: number) => formatCount(v, locale),
      },
      {
        title: t('teamStats.chart.perActiveHour'),
        who,
        series: [perHour],
        // A rate's ticks may fall between whole numbers (0.5, 1.5).
        axis: (v: number) => formatCount(v, locale),
        value: (v: number) => v.toFixed(1),
      },
    ];
  }, [people, t, locale]);
  const columns: Column<Row>[] = [
    { key: 'who', header: t('teamStats.moderator'), value: (r) => r.who },
    {
      key: 'decisions',
      header: t('teamStats.decisions'),
      value: (r) => r.decisions,
      render: (r) => count(r.decisions),
      align: 'right',
    },
    {
      key: 'activeHours',
      header: t('teamStats.activeHours'),
      value: (r) => r.activeHours,
      render: (r) => count(r.activeHours),
      align: 'right',
    },
    {
      key: 'perActiveHour',
      header: t('teamStats.perActiveHour'),
      value: (r) => r.perActiveHour,
      render: (r) => (r.perActiveHour === null ? none : r.perActiveHour.toFixed(1)),
      align: 'right',
    },
    {
      key: 'median',
      header: t('teamStats.waitMedian'),
      value: (r) => r.waitMedianSeconds,
      render: (r) => wait(r.waitMedianSeconds),
      align: 'right',
    },
    {
      key: 'p90',
      header: t('teamStats.waitP90'),
      value: (r) => r.waitP90Seconds,
      render: (r) => wait(r.waitP90Seconds),
      align: 'right',
    },
    {
      key: 'undone',
      header: t('teamStats.undone'),
      value: (r) => r.undone,
      render: (r) => count(r.undone),
      align: 'right',
    },
    {
      key: 'undoRate',
      header: t('teamStats.undoRate'),
      value: (r) => r.undoRate,
      render: (r) => share(r.undoRate),
      align: 'right',
    },
    {
      key: 'overturned',
      header: t('teamStats.overturned'),
      value: (r) => r.overturned,
      render: (r) => count(r.overturned),
      align: 'right',
    },
    {
      key: 'overturnRate',
      header: t('teamStats.overturnRate'),
      value: (r) => r.overturnRate,
      render: (r) => share(r.overturnRate),
      align: 'right',
    },
  ];
  return (
    <Panel title={t('teamStats.moderators')}>
      {people.length === 0 && <EmptyNote text={t('teamStats.empty')} />}
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((c) => (
          <div key={c.title} className="flex min-w-0 flex-col gap-2">
            <h3 className="m-0 text-[13px] font-medium text-fg-2">{c.title}</h3>
            <StatsChart
              label={c.title}
              categories={c.who}
              series={c.series}
              axisFormat={c.axis}
              valueFormat={c.value}
              height={200}
            />
          </div>
        ))}
      </div>
      <ChartDataTable
        caption={t('teamStats.moderators')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        fileName={`team-moderators-${reply.from}-${reply.to}`}
        maxHeight={TABLE_HEIGHT}
      />
      <p className="m-0 text-xs text-fg-3">{t('teamStats.note')}</p>
    </Panel>
  );
}

/** Decisions by kind or by queue, per moderator and for the team. */
export function BreakdownPanel({ reply }: { reply: TeamStatsReply }) {
  const { t, locale } = useT();
  const rows = useRows(reply);
  const [by, setBy] = useState<'kind' | 'queue'>('kind');
  const count = (n: number) => formatCount(n, locale);
  const columns: Column<Row>[] = [
    { key: 'who', header: t('teamStats.moderator'), value: (r) => r.who },
    ...(by === 'kind'
      ? DECISION_KINDS.map(
          (k): Column<Row> => ({
            key: k,
            header: t(`teamStats.kind.${k}`),
            value: (r) => r.byKind[k],
            render: (r) => count(r.byKind[k]),
            align: 'right',
          }),
        )
      : TEAM_QUEUES.map(
          (q): Column<Row> => ({
            key: q,
            header: t(`teamStats.queue.${q}`),
            value: (r) => r.byQueue[q],
            render: (r) => count(r.byQueue[q]),
            align: 'right',
          }),
        )),
  ];
  return (
    <Panel
      title={t('teamStats.breakdown')}
      actions={
        <Segmented
          label={t('teamStats.breakdown')}
          value={by}
          options={[
            { value: 'kind', label: t('teamStats.breakdown.kind') },
            { value: 'queue', label: t('teamStats.breakdown.queue') },
          ]}
          onChange={setBy}
        />
      }
    >
      <ChartDataTable
        caption={t('teamStats.breakdown')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        fileName={`team-by-${by}-${reply.from}-${reply.to}`}
        maxHeight={TABLE_HEIGHT}
      />
    </Panel>
  );
}
