import { STATS_FIRST_DATE, STATS_LAST_DATE } from '#contract/api/stats-limits';
import { TEAM_STATS_MAX_DAYS } from '#contract/api/team-stats-kinds';
import { useT } from '../../i18n/use-t';
import { Segmented } from '../../stats/segmented';
import { TextField } from '../../ui/text-field';
import { PERIODS, periodProblem, type Period, type PeriodFilters } from './team-period';

interface Props {
  filters: PeriodFilters;
  onChange: (patch: { period?: Period; from?: string; to?: string }) => void;
}

/**
 * Today, 7 or 30 days, or a custom range. The date fields are always there (disabled for a
 * preset, showing its days), so choosing "custom" moves nothing on the page.
 */
export function TeamPeriodBar({ filters, onChange }: Props) {
  const { t } = useT();
  const custom = filters.period === 'custom';
  const problem = custom ? periodProblem(filters) : null;
  const error = (field: 'from' | 'to') =>
    problem?.field === field ? t(problem.key, { max: TEAM_STATS_MAX_DAYS }) : undefined;
  return (
    // Lined up by their tops: a date's message under it makes the row taller without moving the rest.
    <div className="flex min-h-[62px] flex-wrap items-start gap-4">
      <div className="flex flex-col gap-1">
        <span className="text-[13px] text-fg-2">{t('teamStats.period')}</span>
        <div className="flex h-9 items-center">
          <Segmented
            label={t('teamStats.period')}
            value={filters.period}
            options={PERIODS.map((p) => ({ value: p, label: t(`teamStats.period.${p}`) }))}
            onChange={(period) =>
              onChange(period === 'custom' ? { period, from: filters.from, to: filters.to } : { period })
            }
          />
        </div>
      </div>
      <TextField
        type="date"
        label={t('teamStats.from')}
        value={filters.from}
        min={STATS_FIRST_DATE}
        max={STATS_LAST_DATE}
        disabled={!custom}
        error={error('from')}
        onChange={(e) => onChange({ from: e.target.value })}
        className="w-40"
        data-page-filter=""
      />
      <TextField
        type="date"
        label={t('teamStats.to')}
        value={filters.to}
        min={STATS_FIRST_DATE}
        max={STATS_LAST_DATE}
        disabled={!custom}
        error={error('to')}
        onChange={(e) => onChange({ to: e.target.value })}
        className="w-40"
      />
    </div>
  );
}
