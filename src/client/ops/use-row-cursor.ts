import { useRef, useState } from 'react';
import type { Role } from '../../contract/roles';
import type { MessageKey } from '../i18n/message-key';
import type { Command } from '../palette/command';
import { useScreenCommands } from '../palette/use-screen-commands';

interface Options<T> {
  /** Command id prefix, e.g. `channels`. */
  id: string;
  screen: string;
  roles: readonly Role[];
  group: MessageKey;
  rows: readonly T[];
  onOpen: (row: T) => void;
  /** The screen's other commands (create, export…), registered with the cursor keys. */
  extra?: () => Command[];
}

/**
 * j/k (↓/↑) move a row cursor and Enter/o open the row, as in every list of DESIGN §8. Returns
 * the cursor for the table to highlight.
 */
export function useRowCursor<T>({ id, screen, roles, group, rows, onOpen, extra }: Options<T>): number {
  const [cursor, setCursor] = useState(0);
  const live = useRef({ rows, onOpen, cursor });
  live.current = { rows, onOpen, cursor };
  const when = { screen, roles };
  const move = (d: number) => setCursor((c) => Math.max(0, Math.min(live.current.rows.length - 1, c + d)));
  const hasRows = () => live.current.rows.length > 0;
  useScreenCommands(() => [
    ...(extra?.() ?? []),
    { id: `${id}.next`, title: 'ops.cmd.next', group, shortcut: ['j', 'arrowdown'], repeatable: true, hideInPalette: true, when, enabled: hasRows, run: () => move(1) },
    { id: `${id}.prev`, title: 'ops.cmd.prev', group, shortcut: ['k', 'arrowup'], repeatable: true, hideInPalette: true, when, enabled: hasRows, run: () => move(-1) },
    {
      id: `${id}.open`, title: 'ops.cmd.open', group, shortcut: ['enter', 'o'], hideInPalette: true, when,
      // Enter on a focused button or link must press it, not open a row.
      enabled: () => hasRows() && !(document.activeElement instanceof HTMLButtonElement || document.activeElement instanceof HTMLAnchorElement),
      run: () => {
        const row = live.current.rows[live.current.cursor];
        if (row !== undefined) live.current.onOpen(row);
      },
    },
  ]);
  return Math.min(cursor, Math.max(0, rows.length - 1));
}
