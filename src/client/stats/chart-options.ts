import type uPlot from 'uplot';
import { barPaths } from './bar-paths';
import { paleTone, type ChartColors, type Tone } from './chart-palette';
import { tooltipPlugin, type TooltipSource } from './tooltip-plugin';

export interface SeriesSpec {
  key: string;
  label: string;
  tone: Tone;
  kind?: 'line' | 'bar';
  /** Comparison series (the day before) are dashed. */
  dashed?: boolean;
  /** 'right' puts the series on a second y axis (e.g. a running total beside daily counts). */
  axis?: 'left' | 'right';
}

export interface OptionInputs {
  series: readonly SeriesSpec[];
  hidden: ReadonlySet<string>;
  colors: ChartColors;
  /** Read at draw time, so new data does not rebuild the chart. */
  categories: () => readonly string[];
  tick: (label: string) => string;
  format: (value: number, axis: 'left' | 'right') => string;
  tooltip: TooltipSource;
  /** Minimum CSS pixels between two x labels. */
  labelSpace: number;
  /**
   * Read at draw time: which x indices are partial periods (a week or month only partly inside the
   * range). Given, each line gets a dashed companion (after every series, see `partialLine`) and
   * bars of partial periods are pale.
   */
  partial?: (() => readonly boolean[]) | undefined;
}

/**
 * Where a line's dashed companion has values: the partial periods and their neighbours, so the
 * segments that reach a partial period are dashed; the solid line leaves the partial ones out.
 */
export function partialLine(
  values: readonly (number | null)[],
  partial: readonly boolean[],
): { solid: (number | null)[]; dashed: (number | null)[] } {
  const touches = (i: number) => !!(partial[i] || partial[i - 1] || partial[i + 1]);
  return {
    solid: values.map((v, i) => (partial[i] ? null : v)),
    dashed: values.map((v, i) => (touches(i) ? v : null)),
  };
}

const FONT =
  '11px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "PingFang SC", "Microsoft YaHei", sans-serif';

/** Zero-based y range with a little headroom; an all-zero series still gets a visible axis. */
function yRange(_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  const lo = Math.min(0, min ?? 0);
  const hi = Math.max(0, max ?? 0);
  return [lo < 0 ? lo * 1.1 : 0, hi > 0 ? hi * 1.1 : lo < 0 ? 0 : 1];
}

/** Tick labels with repeats blanked: a flat-zero money axis would otherwise read ¥0 five times. */
function distinct(labels: string[]): string[] {
  return labels.map((label, i) => (i > 0 && label === labels[i - 1] ? '' : label));
}

function axisSize(values: readonly string[] | null): number {
  const longest = Math.max(1, ...(values ?? []).map((v) => v.length));
  return Math.ceil(longest * 6.6 + 18);
}

/** uPlot options for a category x axis (the indices of `categories`) and line/bar series. */
export function chartOptions(input: OptionInputs): Omit<uPlot.Options, 'width' | 'height'> {
  const { colors, series } = input;
  const bars = series.filter((s) => s.kind === 'bar');
  const lines = series.filter((s) => s.kind !== 'bar');
  const hasRight = series.some((s) => s.axis === 'right');
  const axisBase = {
    stroke: colors.axis,
    font: FONT,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1, size: 4 },
  };
  const xSplits = (u: uPlot): number[] => {
    const n = input.categories().length;
    const room = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / input.labelSpace));
    const step = Math.max(1, Math.ceil(n / room));
    const out: number[] = [];
    for (let i = 0; i < n; i += step) out.push(i);
    return out;
  };
  const axes: uPlot.Axis[] = [
    {
      ...axisBase,
      grid: { show: false },
      splits: xSplits,
      values: (_u, splits) => splits.map((i) => input.tick(input.categories()[i] ?? '')),
    },
    {
      ...axisBase,
      scale: 'y',
      size: (_u, values) => axisSize(values),
      values: (_u, splits) => distinct(splits.map((v) => input.format(v, 'left'))),
    },
  ];
  if (hasRight) {
    axes.push({
      ...axisBase,
      scale: 'right',
      side: 1,
      grid: { show: false },
      size: (_u, values) => axisSize(values),
      values: (_u, splits) => distinct(splits.map((v) => input.format(v, 'right'))),
    });
  }
  return {
    legend: { show: false },
    padding: [12, hasRight ? 4 : 16, 0, 4],
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: {
      // Half a step of room on both ends so the first and last bars are whole.
      x: { time: false, range: () => [-0.5, Math.max(0.5, input.categories().length - 0.5)] },
      y: { range: yRange },
      ...(hasRight ? { right: { range: yRange } } : {}),
    },
    axes,
    series: [
      {},
      ...series.map((s): uPlot.Series => {
        const color = colors.tone[s.tone];
        const base: uPlot.Series = {
          label: s.label,
          scale: s.axis === 'right' ? 'right' : 'y',
          show: !input.hidden.has(s.key),
          stroke: color,
        };
        if (s.kind === 'bar') {
          const partials = input.partial && { partial: input.partial, color, pale: paleTone(color) };
          return {
            ...base,
            fill: color,
            // The outline of a partial period's pale bar; whole bars are a fill only.
            width: partials ? 1 : 0,
            paths: barPaths(bars.indexOf(s), bars.length, partials),
            points: { show: false },
          };
        }
        return { ...base, width: 2, ...(s.dashed ? { dash: [5, 4] } : {}), points: { show: false, fill: color } };
      }),
      ...(input.partial ? lines.map((s) => partialCompanion(s, input, colors)) : []),
    ],
    plugins: [tooltipPlugin(input.tooltip)],
  };
}

/** A line's dashed stretch to and from partial periods, with a hollow point on each of them. */
function partialCompanion(s: SeriesSpec, input: OptionInputs, colors: ChartColors): uPlot.Series {
  const color = colors.tone[s.tone];
  return {
    label: s.label,
    scale: s.axis === 'right' ? 'right' : 'y',
    show: !input.hidden.has(s.key),
    stroke: color,
    width: 2,
    dash: [5, 4],
    points: {
      show: false,
      size: 8,
      width: 2,
      stroke: color,
      fill: colors.surface,
      filter: (u, seriesIdx) => {
        const ys = u.data[seriesIdx] ?? [];
        const partial = input.partial?.() ?? [];
        return partial.flatMap((p, i) => (p && ys[i] != null ? [i] : []));
      },
    },
  };
}
