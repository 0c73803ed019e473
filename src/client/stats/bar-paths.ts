import type uPlot from 'uplot';

/**
 * Bars for series `slot` of `slots` side-by-side bar series, centred on each x index. Written
 * here instead of `uPlot.paths.bars` because that needs uPlot at run time, which would pull it
 * out of its lazy chunk into every screen that builds chart options.
 */
export function barPaths(slot: number, slots: number): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    const fill = new Path2D();
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
      fill.rect(left + width * 0.08, Math.min(top, base), width * 0.84, Math.max(1, Math.abs(base - top)));
    }
    return { stroke: fill, fill };
  };
}
