import { useMemo } from 'react';
import { STATS_FIRST_DATE } from '#contract/api/stats-limits';
import { useT } from '../../i18n/use-t';
import { todayIn } from '../../stats/dates';
import { EmptyState, Panel } from '../../stats/panel';
import { TimeZoneNote } from '../../stats/time-zone-note';
import { useScreenQuery } from '../../ui/screen-query';
import { TextField } from '../../ui/text-field';
import { dayProblem, parseRegFilters, toMinute } from './reg-query';
import { RegPanel } from './reg-panel';
import { SourcePanel } from './source-panel';
import { UserCountPanel } from './user-count-panel';
import { useRegStats } from './use-reg-stats';
import { useSourceStats } from './use-source-stats';
import { useUserCountStats } from './use-user-count-stats';

/** Registrations of a day (by time and by source) and the account counts, each panel loading on its own. */
export default function RegistrationStatsScreen() {
  const { t } = useT();
  const { query: screenQuery, setQuery: setFilters } = useScreenQuery();
  const filters = useMemo(() => parseRegFilters(screenQuery), [screenQuery]);
  // Today of the business time zone: a later day has no figures yet and cannot be picked.
  const today = todayIn();
  const problem = dayProblem(filters.date, today);
  const valid = problem === null;
  const minute = toMinute(filters.minute);
  const reg = useRegStats(valid ? { date: filters.date, minute } : null);
  const sources = useSourceStats(valid ? filters.date : null);
  const counts = useUserCountStats();
  const timeZone = reg.data?.timeZone ?? sources.data?.timeZone ?? counts.data?.timeZone;
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('menu.stats.RegistrationStats')} actions={<TimeZoneNote timeZone={timeZone} />}>
        <div className="flex flex-wrap items-end gap-4">
          <TextField
            type="date"
            label={t('regStats.date')}
            value={filters.date}
            min={STATS_FIRST_DATE}
            max={today}
            error={problem ? t(problem, { today }) : undefined}
            // The kept reply of the day before would name its own comparison.
            hint={
              valid && reg.data
                ? t('regStats.comparedWith', { date: reg.data.previousDate })
                : valid
                  ? '\u00a0'
                  : undefined
            }
            onChange={(e) => setFilters({ date: e.target.value })}
            className="w-64"
            data-page-filter=""
          />
        </div>
      </Panel>
      {valid ? (
        <RegPanel
          reply={reg.data}
          failed={!!reg.error}
          onRetry={() => void reg.mutate()}
          minute={minute}
          onMinute={(m) => setFilters({ minute: String(m) })}
        />
      ) : (
        // Nothing is asked for a day that is refused: say so where its figures would be, not a skeleton for ever.
        <Panel title={t('regStats.byTime')}>
          <EmptyState text={t('regStats.noDay')} />
        </Panel>
      )}
      <div className="grid gap-4 2xl:grid-cols-2">
        {valid && <SourcePanel reply={sources.data} failed={!!sources.error} onRetry={() => void sources.mutate()} />}
        <UserCountPanel reply={counts.data} failed={!!counts.error} onRetry={() => void counts.mutate()} />
      </div>
    </div>
  );
}
