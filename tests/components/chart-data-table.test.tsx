import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { ChartDataTable, type Column } from '#client/stats/chart-data-table';

interface Row {
  day: string;
  orders: number;
}

const COLUMNS: readonly Column<Row>[] = [
  { key: 'day', header: 'Day', value: (r) => r.day },
  { key: 'orders', header: 'Orders', value: (r) => r.orders, align: 'right' },
];

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, orders: i }));

/** What each commit put on the page: the body rows, and the scroll box's style and busy state. */
function commitsOf(rows: readonly Row[]) {
  const seen: { rows: number; height: string; maxHeight: string; busy: string | null }[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  render(
    <Profiler
      id="table"
      onRender={() => {
        const box = container.querySelector<HTMLElement>('[role="region"]')!;
        seen.push({
          rows: container.querySelectorAll('tbody tr').length,
          height: box.style.height,
          maxHeight: box.style.maxHeight,
          busy: box.getAttribute('aria-busy'),
        });
      }}
    >
      <ChartDataTable caption="Orders" columns={COLUMNS} rows={rows} rowKey={(r) => r.day} fileName="orders" />
    </Profiler>,
    { container },
  );
  return seen;
}

beforeAll(async () => {
  await setLocale('en-US');
  await loadMessages('app');
});

describe('the table under a chart', () => {
  it('draws a table that fills its box in a pass after the panel, the box at its full height meanwhile', () => {
    const seen = commitsOf(rowsOf(31));
    expect(seen[0]).toEqual({ rows: 0, height: '320px', maxHeight: '', busy: 'true' });
    expect(seen.at(-1)).toEqual({ rows: 31, height: '', maxHeight: '320px', busy: null });
    expect(screen.getByText('31 rows')).toBeTruthy();
  });

  it('counts a single row in the singular', () => {
    commitsOf(rowsOf(1));
    expect(screen.getByText('1 row')).toBeTruthy();
  });

  it('draws a short table at once', () => {
    const seen = commitsOf(rowsOf(5));
    expect(seen.length).toBeGreaterThan(0);
    for (const commit of seen) expect(commit).toEqual({ rows: 5, height: '', maxHeight: '320px', busy: null });
  });
});
