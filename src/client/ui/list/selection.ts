import type { RowKey } from './data-table';

/**
 * Cursor and selection over an ordered list of keys, as pure functions: the screen's store
 * calls them and keeps the result. Selection is by key, not index, so it survives rows coming
 * and going (as cmdk tracks its selection by value).
 */

/** The key `step` rows away from `focused`, clamped to the ends; the first row if none is focused. */
export function moveFocus(keys: readonly RowKey[], focused: RowKey | null, step: number): RowKey | null {
  if (keys.length === 0) return null;
  const at = focused === null ? -1 : keys.indexOf(focused);
  if (at < 0) return keys[0]!;
  return keys[Math.min(keys.length - 1, Math.max(0, at + step))]!;
}

export function toggleKey(selected: readonly RowKey[], key: RowKey): RowKey[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}

/** Shift+j/k: select the focused row and the one it moves to (a range grows one row at a time). */
export function extendSelection(
  keys: readonly RowKey[],
  selected: readonly RowKey[],
  focused: RowKey | null,
  step: number,
) {
  const next = moveFocus(keys, focused, step);
  const add = [focused, next].filter((k): k is RowKey => k !== null && !selected.includes(k));
  return { focused: next, selected: [...selected, ...[...new Set(add)]] };
}

/** All on the page, or none if they all are already. */
export function togglePage(keys: readonly RowKey[], selected: readonly RowKey[]): RowKey[] {
  return keys.every((k) => selected.includes(k))
    ? selected.filter((k) => !keys.includes(k))
    : [...new Set([...selected, ...keys])];
}
