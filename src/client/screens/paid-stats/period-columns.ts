import type { PaidStatsReply } from '#contract/api/stats-paid';
import type { Translate } from '../../i18n/message-key';
import type { Column } from '../../stats/chart-data-table';
import { isPartial, periodLabel, type BucketRow } from './paid-series';

/** A bucket's period as the tooltip and the table write it; a partial week or month says how much of it is in. */
export function periodText(row: BucketRow, granularity: PaidStatsReply['granularity'], t: Translate): string {
  const period = periodLabel(row.label, granularity);
  return isPartial(row) ? t('paidStats.partial', { period, days: row.days, whole: row.wholeDays }) : period;
}

/**
 * The first columns of a bucket table: the period (a partial one said so), and for weeks and months
 * the days each covers, so the CSV carries it too.
 */
export function periodColumns(granularity: PaidStatsReply['granularity'], t: Translate): Column<BucketRow>[] {
  const period: Column<BucketRow> = {
    key: 'period',
    header: t('paidStats.period'),
    value: (r) => periodLabel(r.label, granularity),
    render: (r) => periodText(r, granularity, t),
  };
  if (granularity === 'day') return [period];
  return [period, { key: 'days', header: t('paidStats.days'), value: (r) => r.days, align: 'right' }];
}

/** The chart's tooltip title of a category (a bucket's first day). */
export function periodTitle(rows: readonly BucketRow[], granularity: PaidStatsReply['granularity'], t: Translate) {
  const byLabel = new Map(rows.map((r) => [r.label, r]));
  return (label: string) => {
    const row = byLabel.get(label);
    return row ? periodText(row, granularity, t) : periodLabel(label, granularity);
  };
}
