import { useMemo } from 'react';
import { STATS_FIRST_DATE, STATS_LAST_DATE } from '#contract/api/stats-limits';
import { useT } from '../../i18n/use-t';
import { Panel } from '../../stats/panel';
import { TimeZoneNote } from '../../stats/time-zone-note';
import { useScreenQuery } from '../../ui/screen-query';
import { TextField } from '../../ui/text-field';
import { isStatsDate, parseRegFilters, toMinute } from './reg-query';
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
  const valid = isStatsDate(filters.date);
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
            max={STATS_LAST_DATE}
            error={valid ? undefined : t('regStats.error.date')}
            hint={reg.data ? t('regStats.comparedWith', { date: reg.data.previousDate }) : valid ? '\u00a0' : undefined}
            onChange={(e) => setFilters({ date: e.target.value })}
            className="w-48"
            data-page-filter=""
          />
        </div>
      </Panel>
      <RegPanel
        reply={reg.data}
        failed={!!reg.error}
        onRetry={() => void reg.mutate()}
        minute={minute}
        onMinute={(m) => setFilters({ minute: String(m) })}
      />
      <div className="grid gap-4 2xl:grid-cols-2">
        <SourcePanel reply={sources.data} failed={!!sources.error} onRetry={() => void sources.mutate()} />
        <UserCountPanel reply={counts.data} failed={!!counts.error} onRetry={() => void counts.mutate()} />
      </div>
    </div>
  );
}
