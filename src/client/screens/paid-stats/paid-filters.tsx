import { PAID_GRANULARITIES, PAID_MAX_DAYS, STATS_FIRST_DATE, STATS_LAST_DATE } from '#contract/api/stats-limits';
import { useT } from '../../i18n/use-t';
import { Segmented } from '../../stats/segmented';
import { TextField } from '../../ui/text-field';
import { periodProblem, type PaidFilters } from './paid-query';
import type { ChannelName } from './paid-series';

interface Props {
  filters: PaidFilters;
  onChange: (patch: Partial<PaidFilters>) => void;
  /** Channels with figures in the period (from the unfiltered reply), with their names. */
  channels: readonly ChannelName[];
}

/** Period, granularity and channel. Dates are calendar days of the business time zone. */
export function PaidFiltersBar({ filters, onChange, channels }: Props) {
  const { t } = useT();
  const problem = periodProblem(filters);
  const error = (field: 'from' | 'to') =>
    problem?.field === field ? t(problem.key, { max: PAID_MAX_DAYS }) : undefined;
  // Keep a chosen channel in the list even when the period has no figures for it (then by its code).
  const options =
    filters.channel && !channels.some((c) => c.channel === filters.channel)
      ? [{ channel: filters.channel, name: null }, ...channels]
      : channels;
  return (
    // Fields line up by their tops: a field's message under it makes the row taller, and lined up by
    // their bottoms the others (and that field's label) would drop below the row's labels.
    <div className="flex flex-wrap items-start gap-4">
      <TextField
        type="date"
        label={t('paidStats.from')}
        value={filters.from}
        min={STATS_FIRST_DATE}
        max={STATS_LAST_DATE}
        error={error('from')}
        onChange={(e) => onChange({ from: e.target.value })}
        className="w-40"
        data-page-filter=""
      />
      <TextField
        type="date"
        label={t('paidStats.to')}
        value={filters.to}
        min={STATS_FIRST_DATE}
        max={STATS_LAST_DATE}
        error={error('to')}
        onChange={(e) => onChange({ to: e.target.value })}
        className="w-40"
      />
      <div className="flex flex-col gap-1">
        <span className="text-[13px] text-fg-2">{t('paidStats.granularity')}</span>
        <div className="flex h-9 items-center">
          <Segmented
            label={t('paidStats.granularity')}
            value={filters.granularity}
            options={PAID_GRANULARITIES.map((g) => ({ value: g, label: t(`paidStats.granularity.${g}`) }))}
            onChange={(granularity) => onChange({ granularity })}
          />
        </div>
      </div>
      <label className="flex flex-col gap-1 text-[13px] text-fg-2">
        {t('paidStats.channel')}
        <select
          value={filters.channel}
          onChange={(e) => onChange({ channel: e.target.value })}
          className="h-9 min-w-40 rounded-md border border-line bg-surface px-2 text-sm text-fg outline-none hover:border-fg-3 focus:border-primary"
        >
          <option value="">{t('paidStats.channel.all')}</option>
          {options.map((c) => (
            <option key={c.channel} value={c.channel}>
              {c.name === null ? c.channel : t('paidStats.channelOption', { name: c.name, code: c.channel })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
