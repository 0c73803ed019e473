import { lazy, Suspense } from 'react';
import type uPlot from 'uplot';

export interface ChartProps {
  /** uPlot options without the size (the chart takes its box's). Keep the object stable (useMemo): a new one rebuilds the chart. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  /** Follow the box's size as it changes (default true). */
  autoResize?: boolean;
  /** CSS width and height of the box (default 100% each). */
  width?: number | string;
  height?: number | string;
  /** Accessible name of the chart (a figure). */
  label?: string;
}

const ChartCanvas = lazy(() => import('./chart-canvas'));

/** A uPlot chart in its own lazy chunk: screens without charts never download uPlot. */
export function Chart({ autoResize = true, width = '100%', height = '100%', label, ...rest }: ChartProps) {
  return (
    <figure role="figure" aria-label={label} style={{ width, height }} className="relative m-0 min-h-[120px]">
      <Suspense fallback={null}>
        <ChartCanvas autoResize={autoResize} {...rest} />
      </Suspense>
    </figure>
  );
}
