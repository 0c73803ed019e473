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
  /** For a column without a width: the least it may get (`11rem`) before the table scrolls sideways. */
  minWidth?: `${number}rem`;
  align?: 'start' | 'end';
  /**
   * Set on the columns a row is read for (its id, name or amount, status): on a phone's width they
   * come first, at these widths, which together fit the screen; the others follow past the
   * side-scroll cue.
   */
  phoneWidth?: `${number}rem`;
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

/**
 * The columns as a phone shows them: those with a phone width first, at it, then the rest as they
 * were. Of the first, a start-aligned one goes last: the side-scroll cue sits over the end of the
 * last one's title, which would hide an end-aligned title (an amount's).
 */
export function phoneColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  const first = columns.flatMap((c) => (c.phoneWidth ? [{ ...c, width: c.phoneWidth }] : []));
  const lastStart = first.findLastIndex((c) => c.align !== 'end');
  if (lastStart >= 0) first.push(...first.splice(lastStart, 1));
  return [...first, ...columns.filter((c) => !c.phoneWidth)];
}
