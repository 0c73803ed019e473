import { useRef, useState } from 'react';
import type { Role } from '#contract/roles';
import type { MessageKey } from '../i18n/message-key';
import type { Command } from './command';
import { useScreenCommands } from './use-screen-commands';
import type { RowKey } from '../ui/list/data-table';
import { moveFocus, toggleKey, togglePage } from '../ui/list/selection';

interface Options<T> {
  /** Command id prefix, e.g. `channels`. */
  id: string;
  screen: string;
  roles: readonly Role[];
  group: MessageKey;
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  onOpen: (row: T) => void;
  /** The row open in the screen's pane: one opened from elsewhere (a link, a search) takes the cursor. */
  openKey?: RowKey | null;
  /** The screen's other commands (create, refund, export…), registered with the cursor keys. */
  extra?: () => Command[];
}

/**
 * The state and keys ui/list's DataTable leaves to its screen: j/k (↓/↑) move the focused row,
 * Enter/o open it, x toggles its selection. Returns the props the table needs.
 */
export function useRowCursor<T>({ id, screen, roles, group, rows, rowKey, onOpen, openKey, extra }: Options<T>) {
  const [focused, setFocused] = useState<RowKey | null>(openKey ?? null);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [openBefore, setOpenBefore] = useState(openKey);
  if (openKey !== openBefore) {
    // Set while rendering, so the row is marked in the same frame the pane opens.
    setOpenBefore(openKey);
    if (openKey != null) setFocused(openKey);
  }
  const keys = rows.map(rowKey);
  const live = useRef({ rows, keys, focused, onOpen, rowKey });
  live.current = { rows, keys, focused, onOpen, rowKey };
  const when = { screen, roles };
  const hasRows = () => live.current.rows.length > 0;
  const open = (key: RowKey | null) => {
    const row = live.current.rows.find((r) => live.current.rowKey(r) === key);
    if (row !== undefined) live.current.onOpen(row);
  };
  useScreenCommands(() => [
    ...(extra?.() ?? []),
    {
      id: `${id}.next`,
      title: 'ops.cmd.next',
      group,
      shortcut: ['j', 'arrowdown'],
      repeatable: true,
      hideInPalette: true,
      when,
      enabled: hasRows,
      run: () => setFocused(moveFocus(live.current.keys, live.current.focused, 1)),
    },
    {
      id: `${id}.prev`,
      title: 'ops.cmd.prev',
      group,
      shortcut: ['k', 'arrowup'],
      repeatable: true,
      hideInPalette: true,
      when,
      enabled: hasRows,
      run: () => setFocused(moveFocus(live.current.keys, live.current.focused, -1)),
    },
    {
      id: `${id}.open`,
      title: 'ops.cmd.open',
      group,
      shortcut: ['enter', 'o'],
      hideInPalette: true,
      when,
      // Enter on a focused button, link or checkbox must press it, not open a row.
      enabled: () =>
        hasRows() &&
        !(
          document.activeElement instanceof HTMLButtonElement ||
          document.activeElement instanceof HTMLAnchorElement ||
          document.activeElement instanceof HTMLInputElement
        ),
      run: () => open(live.current.focused ?? live.current.keys[0] ?? null),
    },
  ]);
  return {
    rowKey,
    selected,
    focused: focused !== null && keys.includes(focused) ? focused : null,
    onFocusRow: setFocused,
    onToggleRow: (key: RowKey) => setSelected((s) => toggleKey(s, key)),
    onTogglePage: () => setSelected((s) => togglePage(live.current.keys, s)),
    onOpenRow: (key: RowKey) => {
      setFocused(key);
      open(key);
    },
  };
}
