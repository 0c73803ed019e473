import type { SavedViewState } from '#contract/api/saved-views';
import { NOT_IN_VIEW } from '#contract/saved-view-lists';
import type { QueryPatch } from '../ui/screen-query';
import { prefsOf, tablePrefs } from '../ui/list/table-prefs';

const skipped = new Set<string>(NOT_IN_VIEW);

/** What a view of the screen keeps now: its URL query (filters, queue, order, page size) and its table's columns. */
export function currentViewState(query: URLSearchParams, tableId: string | null): SavedViewState {
  const kept: Record<string, string> = {};
  for (const [key, value] of query) if (!skipped.has(key) && value !== '') kept[key] = value;
  if (tableId === null) return { query: kept };
  const prefs = prefsOf(tableId);
  return {
    query: kept,
    columns: { hidden: [...prefs.hidden].sort(), shown: [...prefs.shown].sort() },
    density: prefs.density,
  };
}

/**
 * The query patch that makes the screen's URL the view's: every parameter it does not name goes
 * (so the view is what shows, not a mix), and the page starts again at 1.
 */
export function viewQueryPatch(state: SavedViewState, query: URLSearchParams): QueryPatch {
  const patch: QueryPatch = {};
  for (const key of query.keys()) patch[key] = null;
  return { ...patch, ...state.query };
}

/** Puts the view's columns and density on this device's table, when the view keeps them. */
export function applyViewColumns(state: SavedViewState, tableId: string | null): void {
  if (tableId === null) return;
  const prefs = prefsOf(tableId);
  tablePrefs[tableId] = {
    density: state.density ?? prefs.density,
    hidden: state.columns ? [...state.columns.hidden] : prefs.hidden,
    shown: state.columns ? [...state.columns.shown] : prefs.shown,
  };
}

/** Whether the screen shows this view now (its query and, where kept, its columns). */
export function showsView(state: SavedViewState, current: SavedViewState): boolean {
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  if (!same(state.query, current.query)) return false;
  if (state.density && current.density && state.density !== current.density) return false;
  if (!state.columns || !current.columns) return true;
  const list = (xs: readonly string[]) => [...xs].sort().join(',');
  return (
    list(state.columns.hidden) === list(current.columns.hidden) &&
    list(state.columns.shown) === list(current.columns.shown)
  );
}
