import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * A plain table for the ops screens (until the shared list primitives cover them): the cursor
 * row is `aria-selected`, a click opens a row.
 */
export function DataTable<T>({ label, columns, rows, rowKey, cursor, onOpen, empty }: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  cursor: number;
  onOpen?: (row: T) => void;
  empty?: string;
}) {
  const { t } = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px]" aria-label={label}>
        <thead className="bg-fill text-fg-3">
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={`px-3 py-2 font-normal whitespace-nowrap ${c.align === 'right' ? 'text-right' : 'text-left'}`}>{c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={rowKey(row)}
              aria-selected={i === cursor}
              onClick={onOpen ? () => onOpen(row) : undefined}
              className={`border-b border-line/60 aria-selected:bg-primary-soft ${onOpen ? 'cursor-pointer hover:bg-fill' : ''}`}
            >
              {columns.map((c) => (
                <td key={c.key} className={`px-3 py-2 align-top text-fg ${c.align === 'right' ? 'text-right whitespace-nowrap' : ''}`}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="px-3 py-8 text-center text-[13px] text-fg-3">{empty ?? t('ops.table.empty')}</p>}
    </div>
  );
}
