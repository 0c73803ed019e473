import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { EmptyNote, ErrorState, Panel } from '../../stats/panel';
import { TimeZoneNote } from '../../stats/time-zone-note';
import { useScreenQuery } from '../../ui/screen-query';
import { ChannelsPanel } from './channels-panel';
import { OrdersPanel } from './orders-panel';
import { PaidCards, PaidCardsSkeleton } from './paid-cards';
import { ChartSkeleton } from '../../stats/stats-chart';
import { ChartDataTableSkeleton } from '../../stats/chart-data-table';
import { RevenuePanel } from './revenue-panel';
import { PaidFiltersBar } from './paid-filters';
import { parsePaidFilters, periodProblem, toPaidQuery } from './paid-query';
import { isEmptyPeriod } from './paid-series';
import { usePaidStats } from './use-paid-stats';

/** Paid statistics of a period: totals, revenue and order charts with their tables, channels. */
export default function PaidStatsScreen() {
  const { t } = useT();
  const { query: screenQuery, setQuery: setFilters } = useScreenQuery();
  const filters = useMemo(() => parsePaidFilters(screenQuery), [screenQuery]);
  const query = periodProblem(filters) ? null : toPaidQuery(filters);
  const { data: fetched, error, mutate } = usePaidStats(query);
  // A period that cannot be asked for shows no figures: those of the period before would pass for its.
  const data = query ? fetched : undefined;
  // The channel list comes from the whole period; with no channel chosen it is the same request.
  const everyChannel =
    usePaidStats(query && query.channel ? { ...query, channel: undefined } : null).data ??
    (filters.channel ? undefined : data);
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('menu.stats.PaidStats')} actions={<TimeZoneNote timeZone={data?.timeZone} />}>
        <PaidFiltersBar filters={filters} onChange={setFilters} channels={everyChannel?.channels ?? []} />
        {data ? <PaidCards reply={data} /> : query && !error && <PaidCardsSkeleton />}
        {/* Nothing is asked for a period the bar refuses: say why the screen is empty below it. */}
        {!query && <EmptyNote text={t('paidStats.noPeriod')} />}
        {data && isEmptyPeriod(data) && <EmptyNote text={t('paidStats.empty')} />}
      </Panel>
      {error && !data && (
        <Panel title={t('paidStats.revenueChart')}>
          <ErrorState onRetry={() => void mutate()} />
        </Panel>
      )}
      {!data && query && !error && (
        <Panel title={t('paidStats.revenueChart')}>
          <ChartSkeleton labels={[t('paidStats.revenue'), t('paidStats.refunds'), t('paidStats.net')]} />
          <ChartDataTableSkeleton height={320} />
        </Panel>
      )}
      {data && (
        <>
          <RevenuePanel reply={data} />
          <OrdersPanel reply={data} />
          <ChannelsPanel reply={data} />
        </>
      )}
    </div>
  );
}
