import { proxy } from 'valtio/vanilla';
import type { AppealItem } from '#contract/api/enforcement';
import type { AppealDecision } from '#contract/enforcement';
import { t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { decideAppeal, fetchAppeals, reopenAppeal } from '../api/enforcement-endpoints';

export type AppealMark = { decision: AppealDecision | 'undo'; state: 'pending' | 'done' | 'failed' };

export interface AppealState {
  items: AppealItem[];
  focused: number | null;
  marks: Record<number, AppealMark>;
  /** Pending appeals the server counted, less those decided here. */
  total: number;
  nextCursor: string | null;
  loaded: boolean;
  /** The account drawer (`u`), by account id. */
  accountId: number | null;
}

/** Load more when fewer undecided appeals than this wait after the cursor. */
const AHEAD = 10;
const PAGE = 50;

/**
 * The Appeals queue: pending appeals oldest first, read by cursor pages and topped up ahead of the
 * cursor. A key decides the focused appeal at once (shown before the server answers) and moves on;
 * `z` reopens the last decision at the version it left (an accepted appeal's enforcement is back
 * in force). Nothing else decides an appeal here, so no lease is needed: a second moderator's
 * decision on the same appeal is refused by its version (40900) and the row shows it failed.
 */
export function createAppealStore() {
  const state = proxy<AppealState>({
    items: [],
    focused: null,
    marks: {},
    total: 0,
    nextCursor: null,
    loaded: false,
    accountId: null,
  });
  const undo: { id: number; version: Promise<number | null> }[] = [];
  let loading: Promise<void> | null = null;

  const index = () => state.items.findIndex((i) => i.id === state.focused);
  const replace = (item: AppealItem) => {
    const at = state.items.findIndex((i) => i.id === item.id);
    if (at >= 0) state.items[at] = { ...item, account: state.items[at]!.account };
  };

  function load(): Promise<void> {
    if (loading) return loading;
    if (state.loaded && state.nextCursor === null) return Promise.resolve();
    const cursor = state.nextCursor;
    loading = fetchAppeals({ pageSize: PAGE, ...(cursor ? { cursor } : {}) })
      .then((page) => {
        const known = new Set(state.items.map((i) => i.id));
        state.items.push(...page.list.filter((i) => !known.has(i.id)));
        if (!cursor) state.total = page.total;
        state.nextCursor = page.nextCursor;
        state.loaded = true;
        if (state.focused === null) state.focused = state.items[0]?.id ?? null;
      })
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function topUp(): void {
    const at = index();
    const waiting = state.items.slice(at + 1).filter((i) => !state.marks[i.id]).length;
    if (waiting < AHEAD && state.nextCursor !== null) void load();
  }

  function move(by: number): void {
    const at = index();
    const next = state.items[Math.min(Math.max(at + by, 0), state.items.length - 1)];
    if (next) state.focused = next.id;
    if (state.accountId !== null && next) state.accountId = next.accountId;
    topUp();
  }

  return {
    state,
    load,
    move,
    focusedItem: (): AppealItem | null => state.items[index()] ?? null,
    toggleAccount(): void {
      const item = state.items[index()];
      state.accountId = state.accountId !== null || !item ? null : item.accountId;
    },
    closeAccount(): void {
      state.accountId = null;
    },
    decide(decision: AppealDecision): void {
      const item = state.items[index()];
      if (!item || state.marks[item.id]?.state === 'done' || state.marks[item.id]?.state === 'pending') return;
      state.marks[item.id] = { decision, state: 'pending' };
      const version = decideAppeal({ id: item.id, expectedVersion: item.version, decision }).then(
        (row) => {
          replace({ ...row, account: item.account });
          state.marks[item.id] = { decision, state: 'done' };
          state.total = Math.max(0, state.total - 1);
          return row.version;
        },
        () => {
          state.marks[item.id] = { decision, state: 'failed' };
          return null;
        },
      );
      undo.push({ id: item.id, version });
      move(1);
    },
    async undoLast(): Promise<void> {
      const entry = undo.pop();
      if (!entry) {
        showToast('info', t('mod.nothingToUndo'));
        return;
      }
      state.focused = entry.id;
      const version = await entry.version;
      if (version === null) {
        showToast('info', t('mod.undo.nothingApplied', { n: 1 }));
        return;
      }
      state.marks[entry.id] = { decision: 'undo', state: 'pending' };
      await reopenAppeal({ id: entry.id, expectedVersion: version }).then(
        (row) => {
          const item = state.items.find((i) => i.id === entry.id);
          if (item) replace({ ...row, account: item.account });
          delete state.marks[entry.id];
          state.total += 1;
        },
        () => {
          state.marks[entry.id] = { decision: 'undo', state: 'failed' };
        },
      );
    },
  };
}

export type AppealStore = ReturnType<typeof createAppealStore>;
