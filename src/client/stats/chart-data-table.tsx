import { useDeferredValue } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { csvDocument, type CsvCell } from '#contract/csv';
import { downloadCsv } from './download-csv';

export interface Column<Row> {
  key: string;
  header: string;
  /** The raw value: what the CSV gets (numbers unformatted, money in currency units). */
  value: (row: Row) => CsvCell;
  /** What the table shows; the raw value when left out. */
  render?: (row: Row) => string;
  align?: 'left' | 'right';
}

export interface ChartDataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** File name of the CSV export, without the extension. */
  fileName: string;
  /** Scroll inside this height (long bucket lists) instead of growing the page. */
  maxHeight?: number;
}

/** A row (13 px text, its padding and border) and the head, in CSS pixels, as Chromium draws them. */
const ROW_PX = 33.4;
const HEAD_PX = 36.4;

/** The height of a table of `rows` rows in its bordered box: a skeleton's, to keep what is below in place. */
export function tableHeight(rows: number): number {
  return Math.ceil(HEAD_PX + rows * ROW_PX + 2);
}

/**
 * A table box's `maxHeight` that shows `rows` rows whole without scrolling, and half a row more: a
 * longer table's cut row shows there is more below (a box just short of a row hid it, under a
 * count that said it was there).
 */
export function heightForRows(rows: number): number {
  return tableHeight(rows + 0.5);
}

const NO_ROWS: readonly never[] = [];
/** No row is shorter than this (13 px text with its padding): enough rows of it fill the scroll box. */
const MIN_ROW_PX = 24;

/** The table under a chart, and its CSV export built from the same columns. */
export function ChartDataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  maxHeight = 320,
}: ChartDataTableProps<Row>) {
  const { t } = useT();
  // A table long enough to fill its box is drawn just after the rest of its panel, in a pass React
  // can pause for input: its rows are most of a stats screen's DOM, and drawn with the figures they
  // lengthened the task that shows them. The box keeps its full height meanwhile, so nothing moves.
  const fills = rows.length * MIN_ROW_PX >= maxHeight;
  const shownRows = useDeferredValue(rows, fills ? NO_ROWS : rows);
  const waiting = fills && shownRows !== rows;
  const exportCsv = () =>
    downloadCsv(
      `${fileName}.csv`,
      csvDocument(
        columns.map((c) => c.header),
        rows.map((r) => columns.map((c) => c.value(r))),
      ),
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-fg-3">
          {t(rows.length === 1 ? 'stats.row' : 'stats.rows', { count: rows.length })}
        </span>
        <Button size="sm" onClick={exportCsv} disabled={rows.length === 0}>
          {t('stats.exportCsv')}
        </Button>
      </div>
      {/* A region that scrolls must be reachable by keyboard (WCAG 2.1.1): focused, the arrow keys scroll it. */}
      <div
        role="region"
        // Named apart from the panel around it, which carries the caption itself.
        aria-label={t('stats.tableRegion', { caption })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is operable by keyboard
        tabIndex={0}
        className="overflow-auto rounded-md border border-line"
        style={waiting ? { height: maxHeight } : { maxHeight }}
        aria-busy={waiting || undefined}
      >
        <table className="w-full border-collapse text-[13px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-fill">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 font-medium text-fg-2 ${c.align === 'right' ? 'text-right' : 'text-left'}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row, i) => (
              <tr key={rowKey(row, i)} className="border-t border-line hover:bg-fill/60">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`whitespace-nowrap px-3 py-1.5 text-fg ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}
                  >
                    {c.render ? c.render(row) : String(c.value(row) ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The table under a chart while its rows are on their way, at the height it will take (`maxHeight` when the rows fill it). */
export function ChartDataTableSkeleton({ height }: { height: number }) {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-fg-3">{'\u00a0'}</span>
        <Button size="sm" disabled>
          {t('stats.exportCsv')}
        </Button>
      </div>
      <div style={{ height }} className="rounded-md border border-line bg-fill/30" />
    </div>
  );
}
