import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { ChartDataTableSkeleton, tableHeight } from '../../stats/chart-data-table';
import { EmptyNote, ErrorState, Panel } from '../../stats/panel';
import { ChartSkeleton } from '../../stats/stats-chart';
import { TimeZoneNote } from '../../stats/time-zone-note';
import { useScreenQuery } from '../../ui/screen-query';
import { DAILY_HEIGHT, DailyPanel } from './daily-panel';
import { AgreementPanel } from './agreement-panel';
import { BreakdownPanel, ModeratorsPanel } from './moderators-panel';
import { QueuesPanel } from './queues-panel';
import { TeamCards, TeamCardsSkeleton } from './team-cards';
import { parsePeriod, toQuery } from './team-period';
import { TeamPeriodBar } from './team-period-bar';
import { useTeamStats } from './team-stats-api';

/**
 * A lead's view of the moderation team over a period: the team's figures, decisions per day,
 * each moderator's figures and breakdown, and every queue against its target now. Each panel
 * keeps its height while its data loads, so nothing below it moves.
 */
export default function TeamStatsScreen() {
  const { t } = useT();
  const { query: screenQuery, setQuery } = useScreenQuery();
  const filters = useMemo(() => parsePeriod(screenQuery), [screenQuery]);
  const query = toQuery(filters);
  const { data: kept, error, mutate } = useTeamStats(query);
  // A period that does not parse (a start after its end) shows no figures under its message:
  // the kept reply is another period's.
  const data = query === null ? undefined : kept;
  const loading = !data && query !== null && !error;
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('menu.stats.TeamStats')} actions={<TimeZoneNote timeZone={data?.timeZone} />}>
        <TeamPeriodBar filters={filters} onChange={setQuery} />
        {data ? <TeamCards team={data.team} /> : query !== null && <TeamCardsSkeleton />}
        {query === null && <EmptyNote text={t('teamStats.noPeriod')} />}
      </Panel>
      {/* The queues stand apart from the period, and above its panels, whose heights follow the period. */}
      <QueuesPanel />
      {error && !data && (
        <Panel title={t('teamStats.dailyChart')}>
          <ErrorState onRetry={() => void mutate()} />
        </Panel>
      )}
      {loading && (
        <Panel title={t('teamStats.dailyChart')}>
          <ChartSkeleton
            labels={[t('teamStats.decisions'), t('teamStats.undone'), t('teamStats.overturned')]}
            height={DAILY_HEIGHT}
          />
          {/* The default period's week of rows. */}
          <ChartDataTableSkeleton height={tableHeight(7)} />
        </Panel>
      )}
      {data && <DailyPanel reply={data} />}
      {data && (
        <>
          <ModeratorsPanel reply={data} />
          <BreakdownPanel reply={data} />
        </>
      )}
      {/* Not for a period that does not parse: its swr hook would keep the last period's agreement. */}
      {query && <AgreementPanel query={query} />}
    </div>
  );
}
