import type uPlot from 'uplot';

/** How the bars of partial periods are drawn: pale, outlined in the series' colour. */
export interface PartialBars {
  /** Read at draw time: which x indices are partial periods. */
  partial: () => readonly boolean[];
  color: string;
  pale: string;
}

/**
 * Bars for series `slot` of `slots` side-by-side bar series, centred on each x index. Written
 * here instead of `uPlot.paths.bars` because that needs uPlot at run time, which would pull it
 * out of its lazy chunk into every screen that builds chart options. With `partials`, the bars of
 * partial periods go to a path of their own, filled pale and outlined (uPlot fills each path
 * of a colour → path Map, and strokes only the stroke path).
 */
export function barPaths(slot: number, slots: number, partials?: PartialBars): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    const fill = new Path2D();
    const pale = new Path2D();
    const partial = partials?.partial() ?? [];
    const xs = u.data[0];
    const ys = u.data[seriesIdx];
    const scale = u.series[seriesIdx]?.scale ?? 'y';
    if (!ys || xs.length === 0) return { stroke: fill, fill };
    // One x step in canvas pixels: the distance between two neighbouring indices.
    const step = Math.abs(u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true));
    const group = Math.min(step * 0.72, 64 * slots * devicePixelRatio);
    const width = group / slots;
    const base = u.valToPos(0, scale, true);
    for (let i = idx0; i <= idx1; i++) {
      const y = ys[i];
      const x = xs[i];
      if (y == null || x == null) continue;
      const left = u.valToPos(x, 'x', true) - group / 2 + slot * width;
      const top = u.valToPos(y, scale, true);
      (partial[i] ? pale : fill).rect(
        left + width * 0.08,
        Math.min(top, base),
        width * 0.84,
        Math.max(1, Math.abs(base - top)),
      );
    }
    if (!partials) return { stroke: fill, fill };
    return {
      stroke: pale,
      fill: new Map([
        [partials.color, fill],
        [partials.pale, pale],
      ]),
    };
  };
}
