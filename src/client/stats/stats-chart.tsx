import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from '../state/settings';
import { Chart } from '../ui/chart';
import { useLatest } from '../ui/use-latest';
import { chartColors } from './chart-palette';
import { chartOptions, partialLine, type SeriesSpec } from './chart-options';
import { useT } from '../i18n/use-t';
import { ChartLegend } from './chart-legend';

export interface ChartSeries extends SeriesSpec {
  /** Null where there is no figure yet (an hour of today still ahead): a gap, not a zero. */
  values: readonly (number | null)[];
}

export interface StatsChartProps {
  /** Accessible name of the figure. */
  label: string;
  /** One label per x position; every series has one value per label (zero-filled by the server). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Axis text of a category (shorter than the tooltip's, e.g. "05-14" for "2024-05-14"). */
  tick?: (category: string) => string;
  /** Tooltip title of a category. */
  title?: (category: string) => string;
  /** Axis ticks (short); `valueFormat` writes the tooltip's figures (in full). */
  axisFormat?: (value: number, axis: 'left' | 'right') => string;
  valueFormat?: (value: number, axis: 'left' | 'right') => string;
  labelSpace?: number;
  height?: number;
  /**
   * Which categories are partial periods (a week or month only partly inside the range): their
   * figures cover fewer days, so lines reach them dashed with a hollow point, their bars are pale,
   * and a note under the legend says so. The screen says it in the tooltip title and the table.
   */
  partial?: readonly boolean[];
}

const plain = (value: number) => String(value);

/**
 * A line/bar chart with a legend (click hides a series), a tooltip and uPlot's crosshair, in
 * the colours of the current theme. Options are rebuilt only when the theme, the series set or
 * the hidden series change; new data goes in place through `setData`.
 */
export function StatsChart({
  label,
  categories,
  series,
  tick = (c) => c,
  title = (c) => c,
  axisFormat = plain,
  valueFormat = axisFormat,
  labelSpace = 64,
  height = 260,
  partial,
}: StatsChartProps) {
  const { t } = useT();
  const { theme, themeColor } = useSnapshot(settings);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // The chart reads these at draw time: they change with data and language, not with the chart.
  const live = useLatest({ categories, series, tick, title, axisFormat, valueFormat, partial });
  const withPartial = partial !== undefined;

  const colors = useMemo(() => chartColors(theme, themeColor), [theme, themeColor]);
  const shape = series
    .map((s) => `${s.key}:${s.label}:${s.tone}:${s.kind ?? 'line'}:${s.axis ?? 'left'}:${s.dashed ? 1 : 0}`)
    .join('|');
  const options = useMemo(
    () =>
      chartOptions({
        series,
        hidden,
        colors,
        labelSpace,
        categories: () => live.current.categories,
        partial: withPartial ? () => live.current.partial ?? [] : undefined,
        tick: (c) => live.current.tick(c),
        format: (v, axis) => live.current.axisFormat(v, axis),
        tooltip: {
          title: (i) => live.current.title(live.current.categories[i] ?? ''),
          rows: () =>
            live.current.series.map((s) => ({
              label: s.label,
              color: colors.tone[s.tone],
              // From the series itself: a line's drawn values leave its partial periods to the companion.
              value: (i: number) => s.values[i] ?? null,
              format: (v: number) => live.current.valueFormat(v, s.axis ?? 'left'),
            })),
        },
      }),
    // `shape` stands for the series' identity; their values go through `data` below, so a new
    // array of the same series keeps the chart instead of rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shape, hidden, colors, labelSpace, withPartial],
  );
  const data = useMemo(() => {
    const x = categories.map((_, i) => i);
    if (!partial) return [x, ...series.map((s) => [...s.values])] as [number[], ...(number | null)[][]];
    // A line's solid part, then (after every series) its dashed companion: chartOptions' order.
    const split = series.map((s) => (s.kind === 'bar' ? null : partialLine(s.values, partial)));
    return [
      x,
      ...series.map((s, i) => split[i]?.solid ?? [...s.values]),
      ...split.flatMap((p) => (p ? [p.dashed] : [])),
    ] as [number[], ...(number | null)[][]];
  }, [categories, series, partial]);

  const toggle = (key: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      <ChartLegend
        items={series.map((s) => ({
          key: s.key,
          label: s.label,
          color: colors.tone[s.tone],
          dashed: !!s.dashed,
          bar: s.kind === 'bar',
          hidden: hidden.has(s.key),
        }))}
        onToggle={toggle}
      />
      {partial?.some(Boolean) && <p className="m-0 px-1 text-xs text-fg-3">{t('stats.partialNote')}</p>}
      <Chart label={label} options={options} data={data} height={height} />
    </div>
  );
}

/** A chart whose data is on its way: its legend's names and its box, at their final size. */
export function ChartSkeleton({ labels, height = 260 }: { labels: readonly string[]; height?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <ul aria-hidden className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {labels.map((label, i) => (
          <li key={i} className="flex items-center gap-1.5 px-1 text-xs text-fg-3">
            <span className="inline-block size-2.5 rounded-sm bg-fill" />
            {label}
          </li>
        ))}
      </ul>
      <div style={{ height }} className="min-h-[120px] rounded-md bg-fill/50" />
    </div>
  );
}
