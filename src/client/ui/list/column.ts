import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/message-key';

/** One column of a data table. `render` draws a cell; the header is a dictionary key. */
export interface Column<Row> {
  id: string;
  title: MessageKey;
  /** What the column's figure means, when its title cannot say it: the header's tooltip and description. */
  hint?: MessageKey;
  render: (row: Row) => ReactNode;
  /** CSS width of the column (`8rem`, `30%`); the rest share what is left. */
  width?: string;
  align?: 'start' | 'end';
  /** Hidden until chosen in the column chooser. */
  defaultHidden?: boolean;
  /** Always shown: the column chooser does not offer it. */
  fixed?: boolean;
}

/** Columns on display, in declaration order, given the ids the reader hid or revealed. */
export function visibleColumns<Row>(
  columns: readonly Column<Row>[],
  hidden: readonly string[],
  shown: readonly string[],
): Column<Row>[] {
  return columns.filter((c) => c.fixed || (c.defaultHidden ? shown.includes(c.id) : !hidden.includes(c.id)));
}
