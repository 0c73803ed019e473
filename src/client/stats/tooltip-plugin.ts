import type uPlot from 'uplot';

export interface TooltipRow {
  label: string;
  color: string;
  /** The series' figure at an index (null: none there), whatever part of the chart draws it. */
  value: (index: number) => number | null;
  format: (value: number) => string;
}

/** What the tooltip reads at hover time (a getter, so new data never rebuilds the chart). */
export interface TooltipSource {
  title: (index: number) => string;
  rows: () => readonly TooltipRow[];
}

/**
 * A tooltip that follows uPlot's cursor: the hovered bucket's label and each visible series'
 * value. Built with DOM text nodes (never innerHTML: labels come from the server).
 */
export function tooltipPlugin(source: TooltipSource): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.setAttribute('role', 'tooltip');
        tip.className =
          'pointer-events-none absolute z-10 hidden min-w-[120px] rounded-md border border-line bg-raised px-2.5 py-2 text-xs text-fg shadow-lg';
        u.over.appendChild(tip);
      },
      setCursor: (u) => {
        if (!tip) return;
        const idx = u.cursor.idx;
        const left = u.cursor.left ?? -1;
        if (idx == null || left < 0) {
          tip.classList.add('hidden');
          return;
        }
        const rows = source.rows();
        const lines: HTMLElement[] = [];
        const head = document.createElement('div');
        head.className = 'mb-1 font-medium text-fg';
        head.textContent = source.title(idx);
        lines.push(head);
        rows.forEach((row, i) => {
          const series = u.series[i + 1];
          const value = row.value(idx);
          if (!series?.show || value == null) return;
          const line = document.createElement('div');
          line.className = 'flex items-center justify-between gap-4 text-fg-2';
          const name = document.createElement('span');
          name.className = 'flex items-center gap-1.5';
          const dot = document.createElement('span');
          dot.className = 'inline-block size-2 rounded-full';
          dot.style.background = row.color;
          name.append(dot, row.label);
          const figure = document.createElement('span');
          figure.className = 'font-medium text-fg tabular-nums';
          figure.textContent = row.format(value);
          line.append(name, figure);
          lines.push(line);
        });
        tip.replaceChildren(...lines);
        tip.classList.remove('hidden');
        // Keep the box inside the plot: flip to the left of the cursor near the right edge.
        const width = tip.offsetWidth;
        const plotWidth = u.over.clientWidth;
        const x = left + 14 + width > plotWidth ? left - 14 - width : left + 14;
        tip.style.left = `${Math.max(0, x)}px`;
        tip.style.top = `${Math.max(0, Math.min((u.cursor.top ?? 0) - 10, u.over.clientHeight - tip.offsetHeight))}px`;
      },
    },
  };
}
