import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import uPlot from 'uplot';
import { settings } from '../state/settings';
import type { ChartProps } from './chart';

type Props = Required<Pick<ChartProps, 'autoResize'>> & Pick<ChartProps, 'options' | 'data'>;

/** Axis and grid colours from the theme tokens, unless the caller set its own. */
function themed(options: Props['options'], el: HTMLElement): Props['options'] {
  const css = getComputedStyle(el);
  const text = css.getPropertyValue('--fg-3').trim() || '#5f6b7a';
  const line = css.getPropertyValue('--line').trim() || '#e5e6eb';
  const axes = (options.axes ?? [{}, {}]).map((a) => ({
    stroke: text,
    grid: { stroke: line, width: 1 },
    ticks: { stroke: line, width: 1 },
    ...a,
  }));
  return { ...options, axes };
}

/** The uPlot instance: rebuilt when the options or the theme change, fed new data in place. */
export default function ChartCanvas({ options, data, autoResize }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const { theme } = useSnapshot(settings);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const size = () => ({
      width: Math.max(1, Math.floor(el.clientWidth)),
      height: Math.max(1, Math.floor(el.clientHeight)),
    });
    const chart = new uPlot({ ...themed(options, el), ...size() }, data, el);
    plot.current = chart;
    let observer: ResizeObserver | undefined;
    if (autoResize) {
      observer = new ResizeObserver(() => chart.setSize(size()));
      observer.observe(el);
    }
    return () => {
      observer?.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // Data is fed by the effect below; rebuilding for it would lose zoom and cursor state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, autoResize, theme]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return <div ref={box} className="absolute inset-0" />;
}
