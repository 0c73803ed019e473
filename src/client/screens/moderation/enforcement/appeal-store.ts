import { proxy } from 'valtio/vanilla';
import type { AppealItem } from '#contract/api/enforcement';
import type { AppealDecision } from '#contract/enforcement';
import { t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { ApiCallError } from '#client/api/api-error';
import { ErrorCode } from '#contract/error-codes';
import type { EnforcementRow } from '#contract/api/enforcement';
import { LEASE_COUNT_MAX } from '#contract/api/moderation-kinds';
import { decideAppeal, leaseAppeals, releaseAppeals, reopenAppeal } from '../api/enforcement-endpoints';
import { NOBODY_ELSE } from '../queue/held-by-others';
import type { HeldByOthers } from '#contract/api/moderation-queue';

export type AppealMark = { decision: AppealDecision | 'undo'; state: 'pending' | 'done' | 'failed' };

export interface AppealState {
  items: AppealItem[];
  focused: number | null;
  marks: Record<number, AppealMark>;
  /** Pending appeals the server counted, less those decided here. */
  total: number;
  /** Pending appeals in other moderators' hands, as of the last lease. */
  heldByOthers: HeldByOthers;
  /** The last lease brought nothing new: asked again only after a decision frees a place. */
  drained: boolean;
  loaded: boolean;
  /** The account drawer (`u`), by account id. */
  accountId: number | null;
}

/** Lease more when fewer undecided appeals than this wait after the cursor. */
const AHEAD = 10;

/** A 40900's row as it is now, which the server sends with a stale decision. */
function currentOf(err: unknown): EnforcementRow | null {
  if (!(err instanceof ApiCallError) || err.code !== ErrorCode.CONFLICT) return null;
  return (err.data as { current?: EnforcementRow } | null)?.current ?? null;
}

/**
 * The Appeals queue, leased as the content queues are (`queue/queue-lease.ts`): a hand of pending
 * appeals, oldest first, that no other moderator is handed; topped up ahead of the cursor (the
 * lease also renews the hand and drops what was decided), renewed by the screen, given back when
 * the screen closes. A key decides the focused appeal at once (shown before the server answers)
 * and moves on; `z` reopens the last decision at the version it left (an accepted appeal's
 * enforcement is back in force). A stale decision (the appeal changed since the lease, say after
 * an expired lease) is refused with 40900; the row shows the appeal as it is now, marked failed.
 */
export function createAppealStore() {
  const state = proxy<AppealState>({
    items: [],
    focused: null,
    marks: {},
    total: 0,
    heldByOthers: NOBODY_ELSE,
    drained: false,
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

  let marksAtLease = -1;
  let stopped = false;
  let away = false;
  const marked = () => Object.keys(state.marks).length;

  function load(): Promise<void> {
    if (loading) return loading;
    marksAtLease = marked();
    loading = leaseAppeals(LEASE_COUNT_MAX)
      .then((hand) => {
        if (stopped) return;
        const known = new Set(state.items.map((i) => i.id));
        const fresh = hand.list.filter((i) => !known.has(i.id));
        state.items.push(...fresh);
        state.drained = fresh.length === 0;
        state.total = hand.total;
        state.heldByOthers = hand.heldByOthers;
        state.loaded = true;
        if (state.focused === null) state.focused = state.items[0]?.id ?? null;
      })
      .catch(() => {
        // The fetcher has shown why; an empty screen stops waiting.
        state.loaded = true;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function topUp(): void {
    if (stopped || (state.drained && marked() === marksAtLease)) return;
    const at = index();
    const waiting = state.items.slice(at + 1).filter((i) => !state.marks[i.id]).length;
    if (waiting < AHEAD) void load();
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
    /** The periodic renewal: the same lease, which also renews the hand. */
    renew(): Promise<void> {
      if (stopped || away) return Promise.resolve();
      state.drained = false;
      return load();
    },
    /** The moderator is back: a fresh hand (what was let go may be someone else's now). */
    takeAgain(): Promise<void> {
      if (stopped || !away) return Promise.resolve();
      away = false;
      state.items = [];
      state.focused = null;
      state.drained = false;
      return load();
    },
    /** The tab is idle or hidden: the hand goes back to the pool instead of waiting for expiry. */
    letGo(): void {
      if (stopped || away) return;
      away = true;
      void releaseAppeals().catch(() => undefined);
    },
    /** Leaving the screen (or the page, with `keepalive`) gives the hand back at once. */
    stop(keepalive = false): void {
      if (stopped) return;
      stopped = true;
      void releaseAppeals(keepalive).catch(() => undefined);
    },
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
          replace({ ...item, ...row });
          state.marks[item.id] = { decision, state: 'done' };
          state.total = Math.max(0, state.total - 1);
          return row.version;
        },
        (err: unknown) => {
          const current = currentOf(err);
          if (current) replace({ ...item, ...current });
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
        showToast('info', t('mod.undo.nothingAppliedOne'));
        return;
      }
      state.marks[entry.id] = { decision: 'undo', state: 'pending' };
      await reopenAppeal({ id: entry.id, expectedVersion: version }).then(
        (row) => {
          const item = state.items.find((i) => i.id === entry.id);
          if (item) replace({ ...item, ...row });
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
