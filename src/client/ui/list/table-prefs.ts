import { proxy, subscribe } from 'valtio/vanilla';

export type Density = 'compact' | 'comfortable';

export interface TablePrefs {
  density: Density;
  /** Columns shown by default that the reader hid. */
  hidden: string[];
  /** Columns hidden by default that the reader chose to show. */
  shown: string[];
}

const STORAGE_KEY = 'backoffice-table-prefs';

function read(): Record<string, TablePrefs> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, TablePrefs>) : {};
  } catch {
    return {};
  }
}

/**
 * Density and column choice per table (keyed by the table's id), kept on this device: a
 * moderator sets them once per list, not per visit.
 */
export const tablePrefs = proxy<Record<string, TablePrefs>>(read());

subscribe(tablePrefs, () => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tablePrefs));
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
});

export function prefsOf(tableId: string): TablePrefs {
  return tablePrefs[tableId] ?? { density: 'comfortable', hidden: [], shown: [] };
}

function patch(tableId: string, change: Partial<TablePrefs>): void {
  tablePrefs[tableId] = { ...prefsOf(tableId), ...change };
}

export function setDensity(tableId: string, density: Density): void {
  patch(tableId, { density });
}

export function toggleDensity(tableId: string): void {
  setDensity(tableId, prefsOf(tableId).density === 'compact' ? 'comfortable' : 'compact');
}

/** Shows or hides a column; `defaultHidden` says which list remembers the choice. */
export function setColumnVisible(tableId: string, columnId: string, defaultHidden: boolean, visible: boolean): void {
  const p = prefsOf(tableId);
  if (defaultHidden)
    patch(tableId, { shown: visible ? [...new Set([...p.shown, columnId])] : p.shown.filter((x) => x !== columnId) });
  else
    patch(tableId, {
      hidden: visible ? p.hidden.filter((x) => x !== columnId) : [...new Set([...p.hidden, columnId])],
    });
}
