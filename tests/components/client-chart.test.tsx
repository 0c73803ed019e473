import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// happy-dom has no canvas; record what the component asks of uPlot instead.
const made: { opts: { width: number; height: number }; data: unknown; destroyed: boolean; sizes: unknown[] }[] = [];
vi.mock('uplot', () => ({
  default: class {
    record: (typeof made)[number];
    constructor(opts: { width: number; height: number }, data: unknown) {
      this.record = { opts, data, destroyed: false, sizes: [] };
      made.push(this.record);
    }
    setData(data: unknown) {
      this.record.data = data;
    }
    setSize(size: unknown) {
      this.record.sizes.push(size);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));
const { Chart } = await import('#client/ui/chart');

describe('Chart', () => {
  it('fills its box by default (100% × 100%) and draws the series through uPlot', async () => {
    const data: [number[], number[]] = [
      [1, 2, 3],
      [10, 20, 30],
    ];
    // Options are compared by reference (a new object rebuilds the chart), so callers keep them stable.
    const options = { series: [{}, { label: 'count' }] };
    const { rerender, unmount } = render(<Chart label="Registrations" options={options} data={data} />);
    const figure = screen.getByRole('figure', { name: 'Registrations' });
    expect(figure).toHaveStyle({ width: '100%', height: '100%' });
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.data).toBe(data);
    const next: [number[], number[]] = [
      [1, 2],
      [5, 6],
    ];
    rerender(<Chart label="Registrations" options={options} data={next} />);
    await waitFor(() => expect(made[0]!.data).toBe(next));
    expect(made).toHaveLength(1);
    unmount();
    expect(made[0]!.destroyed).toBe(true);
  });

  it('takes a fixed size and can stop following resizes', async () => {
    made.length = 0;
    const observe = vi.spyOn(ResizeObserver.prototype, 'observe');
    render(<Chart label="Paid" width={400} height={200} autoResize={false} options={{ series: [{}] }} data={[[1]]} />);
    expect(screen.getByRole('figure', { name: 'Paid' })).toHaveStyle({ width: '400px', height: '200px' });
    await waitFor(() => expect(made).toHaveLength(1));
    expect(observe).not.toHaveBeenCalled();
  });
});
