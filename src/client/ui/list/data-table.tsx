import { useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { phoneColumns, visibleColumns, type Column } from './column';
import { PHONE, useMediaQuery } from '../use-media-query';
import { prefsOf, tablePrefs } from './table-prefs';
import { SideScroll } from './side-scroll';

export type RowKey = number | string;

export interface DataTableProps<Row> {
  /** Keys the density and column choice of this table (table-prefs.ts). */
  tableId: string;
  /** Accessible name of the grid. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => RowKey;
  selected: readonly RowKey[];
  focused: RowKey | null;
  onFocusRow: (key: RowKey) => void;
  onToggleRow: (key: RowKey) => void;
  onTogglePage: () => void;
  onOpenRow: (key: RowKey) => void;
  /** Extra classes of a row from its data (a row decided a moment ago, a row being written). */
  rowClassName?: (row: Row) => string;
  empty?: ReactNode;
  /**
   * While the first page is on its way: this many placeholder rows hold the table's height, so the
   * page does not grow under the reader when the rows arrive, and no "nothing matches" shows early.
   */
  loadingRows?: number;
}

/** Placeholder rows for a list whose first reply is still on its way (none once it came or failed). */
export function placeholderRows(data: unknown, error: unknown, pageSize: number): number {
  return data === undefined && !error ? pageSize : 0;
}

const PAD = { compact: 'px-2 py-1', comfortable: 'px-3 py-2.5' } as const;

/** Room a column without a width needs unless it says; a fixed layout would otherwise squeeze it to nothing. */
const FLEX_REM = 12;

/** The narrowest the table may get before it scrolls sideways: fixed widths plus room for the rest. */
function minWidthRem(columns: readonly { width?: string; minWidth?: string }[]): number {
  let rem = 2.5;
  for (const c of columns)
    rem += Number.parseFloat(c.width?.endsWith('rem') ? c.width : (c.minWidth ?? `${FLEX_REM}rem`));
  return rem;
}

/**
 * A selectable grid. The focused row is the keyboard's cursor (aria-current); selection is a
 * separate set (aria-selected), as in a mail client. It never handles keys itself: the screen's
 * commands move the focus, so the palette and the `?` sheet know them.
 */
export function DataTable<Row>({ ...props }: DataTableProps<Row>) {
  const { t } = useT();
  const snap = useSnapshot(tablePrefs);
  const prefs = snap[props.tableId] ?? prefsOf(props.tableId);
  const phone = useMediaQuery(PHONE);
  const visible = visibleColumns(props.columns, prefs.hidden, prefs.shown);
  const columns = phone ? phoneColumns(visible) : visible;
  const pad = PAD[prefs.density];
  const body = useRef<HTMLTableSectionElement>(null);
  const placeholders = props.rows.length === 0 ? (props.loadingRows ?? 0) : 0;
  const allSelected = props.rows.length > 0 && props.rows.every((r) => props.selected.includes(props.rowKey(r)));

  useEffect(() => {
    // Keep the cursor in view as j/k move it; `nearest` does not scroll when it is visible.
    const row = body.current?.querySelector<HTMLElement>('tr[aria-current="true"]');
    row?.scrollIntoView({ block: 'nearest' });
  }, [props.focused]);

  return (
    <SideScroll className="rounded-lg border border-line bg-surface">
      <table
        aria-label={props.label}
        aria-multiselectable="true"
        aria-busy={placeholders > 0 || undefined}
        role="grid"
        // The frame's border (1 px a side) is inside the box that scrolls: the sum of the columns is
        // the frame's floor, as a screen's `MinWidth` of that sum expects, not 2 px past it.
        style={{ minWidth: `calc(${minWidthRem(columns)}rem - 2px)` }}
        className="w-full table-fixed border-collapse text-[13px]"
      >
        <thead className="bg-fill text-left text-xs text-fg-3">
          <tr>
            <th className={`w-10 ${pad}`}>
              <input
                type="checkbox"
                aria-label={t('list.selectPage')}
                checked={allSelected}
                onChange={props.onTogglePage}
                className="accent-primary"
              />
            </th>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                style={c.width ? { width: c.width } : undefined}
                className={`font-medium ${pad} ${c.align === 'end' ? 'text-right' : ''}`}
                title={c.hint ? t(c.hint) : undefined}
              >
                {c.hint ? (
                  <span className="cursor-help underline decoration-dotted underline-offset-2">{t(c.title)}</span>
                ) : (
                  t(c.title)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {props.rows.map((row) => {
            const key = props.rowKey(row);
            const isSelected = props.selected.includes(key);
            const isFocused = props.focused === key;
            return (
              <tr
                key={key}
                data-row-key={key}
                aria-selected={isSelected}
                aria-current={isFocused ? 'true' : undefined}
                // A finger has no double click: on a phone a tap opens the row, as a list there does.
                onClick={() => {
                  props.onFocusRow(key);
                  if (phone) props.onOpenRow(key);
                }}
                onDoubleClick={() => props.onOpenRow(key)}
                // The second press of a double click opens the row: it would also select a word.
                onMouseDown={(e) => {
                  if (e.detail > 1) e.preventDefault();
                }}
                className={`border-t border-line align-top text-fg ${isFocused ? 'bg-primary-soft shadow-[inset_3px_0_0_var(--primary)]' : isSelected ? 'bg-fill' : 'hover:bg-fill/60'} ${props.rowClassName?.(row) ?? ''}`}
              >
                <td className={pad}>
                  <input
                    type="checkbox"
                    aria-label={t('list.selectRow', { id: String(key) })}
                    checked={isSelected}
                    onChange={() => props.onToggleRow(key)}
                    onClick={(e) => e.stopPropagation()}
                    className="accent-primary"
                  />
                </td>
                {columns.map((c) => (
                  <td
                    key={c.id}
                    className={`${pad} min-w-0 break-words ${c.align === 'end' ? 'text-right tabular-nums' : ''}`}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {Array.from({ length: placeholders }, (_, i) => (
            <tr key={`placeholder-${i}`} aria-hidden="true" className="border-t border-line">
              <td className={pad}>
                <div className="h-4 w-4 rounded bg-fill" />
              </td>
              {columns.map((c) => (
                <td key={c.id} className={pad}>
                  <div className={`h-4 rounded bg-fill ${c.align === 'end' ? 'ml-auto w-1/2' : 'w-3/4'}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.rows.length === 0 && placeholders === 0 && (
        <div className="px-4 py-10 text-center text-[13px] text-fg-3">{props.empty ?? t('list.empty')}</div>
      )}
    </SideScroll>
  );
}
