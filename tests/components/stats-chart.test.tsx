import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { DEFAULT_SETTINGS } from '#client/state/default-settings';
import { settings } from '#client/state/settings';
import { chartColors } from '#client/stats/chart-palette';

interface Made {
  opts: {
    width: number;
    height: number;
    series: {
      stroke?: string;
      show?: boolean;
      label?: string;
      dash?: number[];
      width?: number;
      points?: { fill?: string; filter?: (u: unknown, seriesIdx: number) => number[] | null };
    }[];
    axes: { stroke?: string; grid?: { stroke?: string } }[];
  };
  data: unknown;
  destroyed: boolean;
  sizes: { width: number; height: number }[];
}
// happy-dom has no canvas: record what the wrapper asks of uPlot instead.
const made: Made[] = [];
vi.mock('uplot', () => ({
  default: class {
    record: Made;
    constructor(opts: Made['opts'], data: unknown) {
      this.record = { opts, data, destroyed: false, sizes: [] };
      made.push(this.record);
    }
    setData(data: unknown) {
      this.record.data = data;
    }
    setSize(size: { width: number; height: number }) {
      this.record.sizes.push(size);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

// A ResizeObserver whose callbacks the test fires, as the browser would on a layout change.
const observers: { cb: ResizeObserverCallback; targets: Element[] }[] = [];
class ObservedResize {
  entry: (typeof observers)[number];
  constructor(cb: ResizeObserverCallback) {
    this.entry = { cb, targets: [] };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

const { StatsChart } = await import('#client/stats/stats-chart');

const SERIES = [
  { key: 'revenue', label: 'Revenue', tone: 'primary' as const, values: [1, 2, 3] },
  { key: 'orders', label: 'Orders', tone: 'gold' as const, kind: 'bar' as const, values: [4, 5, 6] },
];

beforeAll(async () => {
  await setLocale('en-US');
  await loadMessages('app');
});

afterEach(() => {
  made.length = 0;
  observers.length = 0;
  Object.assign(settings, DEFAULT_SETTINGS);
  vi.unstubAllGlobals();
});

const live = () => made.filter((m) => !m.destroyed);

describe('StatsChart (the uPlot wrapper of the stats screens)', () => {
  it('draws the series with a legend, and follows its box as it is resized', async () => {
    vi.stubGlobal('ResizeObserver', ObservedResize);
    render(<StatsChart label="Revenue chart" categories={['05-01', '05-02', '05-03']} series={SERIES} />);
    expect(screen.getByRole('figure', { name: 'Revenue chart' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByRole('button', { name: 'Revenue' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(legend).getByRole('button', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(live()).toHaveLength(1));
    const chart = live()[0]!;
    expect(chart.data).toEqual([
      [0, 1, 2],
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(chart.opts.series.map((s) => s.label)).toEqual([undefined, 'Revenue', 'Orders']);

    const box = observers[0]!.targets[0] as HTMLElement;
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 640 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 260 });
    act(() => observers[0]!.cb([], observers[0] as unknown as ResizeObserver));
    expect(chart.sizes).toEqual([{ width: 640, height: 260 }]);
    expect(made).toHaveLength(1);
  });

  it('re-colours the chart when the theme switches, and hides a series from the legend', async () => {
    const user = userEvent.setup();
    render(<StatsChart label="Orders chart" categories={['05-01', '05-02', '05-03']} series={SERIES} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const light = chartColors('light', DEFAULT_SETTINGS.themeColor);
    const dark = chartColors('dark', DEFAULT_SETTINGS.themeColor);
    expect(dark.tone.primary).not.toBe(light.tone.primary);
    expect(live()[0]!.opts.series[1]!.stroke).toBe(light.tone.primary);
    expect(live()[0]!.opts.axes[1]!.stroke).toBe(light.axis);

    act(() => void (settings.theme = 'dark'));
    await waitFor(() => expect(live()[0]!.opts.series[1]!.stroke).toBe(dark.tone.primary));
    const now = live()[0]!;
    expect(now.opts.series[2]!.stroke).toBe(dark.tone.gold);
    expect(now.opts.axes[1]!.stroke).toBe(dark.axis);
    expect(now.opts.axes[1]!.grid?.stroke).toBe(dark.grid);
    expect(made.filter((m) => m.destroyed).length).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(live()[0]!.opts.series[2]!.show).toBe(false));
    expect(live()[0]!.opts.series[1]!.show).toBe(true);
  });

  it('draws partial periods apart: a dashed stretch with hollow points for lines, outlined bars, and a note', async () => {
    const partial = [true, false, false, true];
    const series = [
      { key: 'revenue', label: 'Revenue', tone: 'primary' as const, values: [1, 5, 6, 2] },
      { key: 'orders', label: 'Orders', tone: 'gold' as const, kind: 'bar' as const, values: [4, 5, 6, 7] },
    ];
    render(<StatsChart label="Weeks" categories={['a', 'b', 'c', 'd']} series={series} partial={partial} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    const chart = live()[0]!;
    // The solid line leaves the partial periods out; its dashed companion reaches them from their neighbours.
    expect(chart.data).toEqual([
      [0, 1, 2, 3],
      [null, 5, 6, null],
      [4, 5, 6, 7],
      [1, 5, 6, 2],
    ]);
    const companion = chart.opts.series[3]!;
    expect(companion).toMatchObject({ label: 'Revenue', dash: [5, 4], show: true });
    const light = chartColors('light', DEFAULT_SETTINGS.themeColor);
    expect(companion.points?.fill).toBe(light.surface);
    expect(companion.points?.filter?.({ data: chart.data }, 3)).toEqual([0, 3]);
    // A bar of a partial period is outlined (the whole ones are a fill only).
    expect(chart.opts.series[2]!.width).toBe(1);
    expect(screen.getByText(/^Dashed line, hollow point, pale bar/)).toBeInTheDocument();
    // The legend names each series once.
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('button')).toHaveLength(2);
  });

  it('follows a custom theme colour for the primary series', async () => {
    render(<StatsChart label="Custom" categories={['a']} series={SERIES} />);
    await waitFor(() => expect(live()).toHaveLength(1));
    act(() => void (settings.themeColor = '#722ED1'));
    await waitFor(() => expect(live()[0]!.opts.series[1]!.stroke).toBe('#722ED1'));
  });
});
