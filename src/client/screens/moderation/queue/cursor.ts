import { extendSelection, moveFocus, toggleKey, togglePage } from '#client/ui/list/selection';
import type { BaseRow } from '../entity-def';
import { asValue, type WorkState } from './work-store';

/**
 * Cursor, selection and panes of a screen: the j/k, x, Shift+j/k, `* a`, `* n`, Enter and Esc
 * commands. Pure state changes, so they take well under a frame even on a long queue.
 */
export function createCursor<Row extends BaseRow>(
  state: WorkState<Row>,
  onMoved: () => void,
  /** How rows are grouped now (queue mode only); none, one row at a time. */
  grouping: () => ((row: Row) => string) | undefined = () => undefined,
) {
  // Items decided in another tab stay in view, greyed, but the cursor passes them by.
  const keys = () =>
    state.rows.filter((r) => r.id === state.focused || state.marks[r.id]?.action !== 'elsewhere').map((r) => r.id);
  const asIds = (ks: readonly (number | string)[]) => ks.map(Number);
  const decided = (id: number) => {
    const mark = state.marks[id];
    return !!mark && mark.action !== 'undo' && mark.state !== 'failed';
  };
  /** The row and the undecided rows of its group, in the order they are shown. */
  const groupAround = (row: Row): Row[] => {
    const groupOf = grouping();
    if (!groupOf) return [row];
    const key = groupOf(row);
    return state.rows.filter((r) => r.id === row.id || (groupOf(r) === key && !decided(r.id)));
  };

  return {
    focusedRow(): Row | undefined {
      return state.rows.find((r) => r.id === state.focused);
    },
    /** The focused row's group (itself alone where rows are not grouped). */
    focusedGroup(): Row[] {
      const row = state.rows.find((r) => r.id === state.focused);
      return row ? groupAround(row) : [];
    },
    /** All matching rows if chosen, else the selected ones, else the focused one: what an action applies to. */
    targets(): Row[] {
      if (state.matching) return state.matching.rows;
      if (state.selected.length > 0) return state.rows.filter((r) => state.selected.includes(r.id));
      const row = state.rows.find((r) => r.id === state.focused);
      return row ? groupAround(row) : [];
    },
    /** After a decision: to the first row after the focused one that the decision did not take. */
    moveOn(acted: readonly number[]): void {
      const at = state.rows.findIndex((r) => r.id === state.focused);
      const next = state.rows
        .slice(at + 1)
        .find((r) => !acted.includes(r.id) && state.marks[r.id]?.action !== 'elsewhere');
      if (!next) return;
      state.focused = next.id;
      onMoved();
    },
    move(step: number): void {
      const next = moveFocus(keys(), state.focused, step);
      state.focused = next === null ? null : Number(next);
      onMoved();
    },
    focus(id: number): void {
      state.focused = id;
      onMoved();
    },
    extend(step: number): void {
      state.matching = null;
      const r = extendSelection(keys(), state.selected, state.focused, step);
      state.focused = r.focused === null ? null : Number(r.focused);
      state.selected = asIds(r.selected);
      onMoved();
    },
    toggleSelect(id = state.focused): void {
      state.matching = null;
      if (id !== null) state.selected = asIds(toggleKey(state.selected, id));
    },
    selectAll(): void {
      state.selected = asIds(togglePage(keys(), []));
    },
    togglePage(): void {
      state.matching = null;
      state.selected = asIds(togglePage(keys(), state.selected));
    },
    selectNone(): void {
      state.matching = null;
      state.selected = [];
    },
    toggleDetail(): void {
      if (state.focused !== null) state.detail = !state.detail;
    },
    /** Esc: the innermost thing first — account drawer, detail pane, then the selection. */
    escape(): void {
      if (state.accountId !== null) state.accountId = null;
      else if (state.detail) state.detail = false;
      else if (state.selected.length > 0) {
        state.selected = [];
        state.matching = null;
      } else state.reason = null;
    },
    canEscape(): boolean {
      return state.accountId !== null || state.detail || state.selected.length > 0 || state.reason !== null;
    },
    /** Rows replaced (a new page, a new lease): keep the cursor if its row is still there. */
    setRows(rows: Row[]): void {
      const ids = new Set(rows.map((r) => r.id));
      // Another page or other filters: a choice of "all matching" was about the rows before.
      if (state.matching && (rows.length !== state.rows.length || state.rows.some((r) => !ids.has(r.id))))
        state.matching = null;
      state.rows = rows.map(asValue);
      if (state.focused === null || !ids.has(state.focused)) state.focused = rows[0]?.id ?? null;
      state.selected = state.selected.filter((id) => ids.has(id));
    },
  };
}

export type Cursor<Row extends BaseRow> = ReturnType<typeof createCursor<Row>>;
