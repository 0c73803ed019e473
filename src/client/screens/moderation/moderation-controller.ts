import type { AccountStatus } from '#contract/entities';
import type { QueueOrder } from '#contract/risk';
import type { QueryPatch } from '../../ui/screen-query';
import type { BaseRow, EntityDef } from './entity-def';
import { ACTIONS, BULK_CONFIRM_OVER, type ActionId } from './queue/actions';
import { releaseItems } from './api/queue-endpoints';
import type { Reason } from './api/update-endpoints';
import { setAuthorStatus } from './api/account-endpoints';
import { t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { leaseHolder } from '#client/state/lease-holder';
import { createCursor } from './queue/cursor';
import type { createQueueLease } from './queue/queue-lease';
import { createWorkState, isSettledMark, markRow } from './queue/work-store';
import { createWriter } from './queue/writer';
import { createEnforcementVerbs } from './enforcement/queue-enforcement';
import { labelOfFilters, nextQueueOrder } from './queue/queue-order';
import { createWaveVerbs } from './wave/wave-verbs';

/** The most rows one decision takes (the bulk endpoints' `ids` limit), and the page size they are read in. */
export const MATCHING_MAX = 500;
const MATCHING_PAGE = 200;

/**
 * What a decision would name now, as a token the screen reports once it has drawn it
 * (commands/decision-gate.ts): the selection if there is one, else the focused item.
 */
export function decisionTarget(state: { focused: number | null; selected: readonly number[] }): string | null {
  if (state.selected.length > 0) return `selected:${state.selected.join(',')}`;
  return state.focused === null ? null : `item:${state.focused}`;
}

/** What the screen knows this render; the verbs read it when they run. */
export interface ScreenInputs {
  filters: Record<string, unknown>;
  queueMode: boolean;
  order: QueueOrder;
  setQuery: (patch: QueryPatch) => void;
}

/**
 * The state and verbs of one list screen, created once per screen: components read snapshots of
 * `state` and change it only through these verbs.
 */
export function createModerationController<Row extends BaseRow>(
  def: EntityDef<Row>,
  inputs: { readonly current: ScreenInputs },
) {
  const state = createWorkState<Row>();
  const lease = { current: null as ReturnType<typeof createQueueLease<Row>> | null };
  const cursor = createCursor(
    state,
    () => {
      lease.current?.topUp();
      followAccount();
    },
    // A group is one card in the queue; the table shows and decides each row on its own.
    () => (inputs.current.queueMode ? def.groupOf : undefined),
  );
  const leaseFilters = (): Record<string, unknown> | undefined => {
    const { filters } = inputs.current;
    return Object.keys(filters).length > 0 ? filters : undefined;
  };
  const writer = createWriter(def, state, cursor, {
    queueMode: () => inputs.current.queueMode,
    filters: leaseFilters,
    holder: () => (inputs.current.queueMode && lease.current ? leaseHolder() : undefined),
    leased: () => lease.current?.settled() ?? Promise.resolve(),
  });
  const c = {
    state,
    cursor,
    writer,
    enforcement: createEnforcementVerbs(def, state, cursor, writer),
    wave: createWaveVerbs(def, state, cursor, writer, () => lease.current?.topUp()),
    lease,
    leaseFilters,
    toggleQueue(): void {
      const { queueMode, setQuery } = inputs.current;
      state.wave = null;
      setQuery({ queue: queueMode ? null : '1', page: null, order: null });
    },
    /** Queue mode: takes the items that entered the queue since the hand was taken; the cursor stays. */
    takeNewItems(): void {
      state.entered = [];
      void lease.current?.renew();
    },
    /**
     * The next order (oldest first, the riskiest first, and by the filtered label's score while a
     * "Classifier says" filter is set): a new hand in it (the current one is given back).
     */
    toggleOrder(): void {
      const { order, filters } = inputs.current;
      c.setOrder(nextQueueOrder(order, labelOfFilters(filters)));
    },
    setOrder(next: QueueOrder): void {
      inputs.current.setQuery({ order: next === 'asc' ? null : next });
    },
    act(id: ActionId): boolean {
      // A slip on a large selection is costly to put right: past a score of rows, it is confirmed.
      const count = cursor.targets().filter((r) => ACTIONS[id].applies(r)).length;
      if (count > BULK_CONFIRM_OVER) {
        state.bulkConfirm = { action: id, count };
        return false;
      }
      const acted = writer.act(id);
      lease.current?.topUp();
      return acted;
    },
    confirmBulk(): void {
      const pending = state.bulkConfirm;
      state.bulkConfirm = null;
      if (!pending) return;
      writer.act(pending.action);
      lease.current?.topUp();
    },
    cancelBulk(): void {
      state.bulkConfirm = null;
    },
    /**
     * s: hands the focused item back to the pool (another moderator may take it) and moves on; a
     * card of grouped reports goes back whole, as the server leases a target's reports to one
     * moderator (one kept back would keep the others from everyone else).
     */
    skip(): void {
      const row = cursor.focusedRow();
      // An item acted on is already out of the hand; one undone, or refused, can be handed back.
      if (!row || def.kind === 'message' || isSettledMark(state.marks[row.id])) return;
      const ids = cursor.focusedGroup().map((r) => r.id);
      for (const id of ids) markRow(state, id, { action: 'skip', state: 'done' });
      // Also in the next lease's `done`, so the server does not hand them back to this moderator.
      void releaseItems(def.kind, ids).catch(() => undefined);
      cursor.moveOn(ids);
      lease.current?.topUp();
    },
    focusedAccount(): number | null {
      const row = cursor.focusedRow();
      return row ? def.accountOf(row) : null;
    },
    openAccount(): void {
      const id = c.focusedAccount();
      state.accountId = state.accountId === id ? null : id;
    },
    closeAccount(): void {
      state.accountId = null;
    },
    openDetail(id: number): void {
      cursor.focus(id);
      state.detail = true;
    },
    closeDetail(): void {
      state.detail = false;
    },
    /** Shows or blurs again an item's media; revealing focuses the item when nothing is. */
    reveal(id: number): void {
      state.focused = state.focused ?? id;
      state.revealed = state.revealed.includes(id) ? state.revealed.filter((x) => x !== id) : [...state.revealed, id];
    },
    toggleReveal(): void {
      if (state.focused !== null) c.reveal(state.focused);
    },
    /**
     * `* m`: every row matching the filters, pages beyond this one included, up to what one decision
     * takes (MATCHING_MAX); the page's rows show as selected. Resolves when they are chosen.
     */
    async selectMatching(): Promise<void> {
      const { filters, queueMode } = inputs.current;
      if (queueMode) return;
      const rows: Row[] = [];
      let total = 0;
      let totalCapped = false;
      for (let page = 1; rows.length < MATCHING_MAX; page++) {
        const reply = await def.fetchPage(filters, page, MATCHING_PAGE).catch(() => null);
        if (!reply) return;
        total = reply.total;
        totalCapped = reply.totalCapped;
        rows.push(...reply.list);
        if (reply.list.length < MATCHING_PAGE) break;
      }
      state.matching = { rows: rows.slice(0, MATCHING_MAX), total, totalCapped };
      const onPage = new Set(state.matching.rows.map((r) => r.id));
      state.selected = state.rows.filter((r) => onPage.has(r.id)).map((r) => r.id);
    },
    pickReason(n: number): void {
      state.reason = state.reason === n ? null : n;
    },
    askStatus(status: AccountStatus): void {
      const ids = cursor.targets().map((r) => r.id);
      if (ids.length > 0) state.statusDialog = { status, ids };
    },
    /** In a content queue: the status of the author open in the drawer (`u`). */
    askAuthorStatus(status: AccountStatus): void {
      if (state.accountId !== null) state.statusDialog = { status, ids: [state.accountId], author: true };
    },
    cancelStatus(): void {
      state.statusDialog = null;
    },
    /** Resolves once an author's status is written (the drawer then reads the account again). */
    async confirmStatus(reason: Reason): Promise<void> {
      const dialog = state.statusDialog;
      if (!dialog) return;
      state.statusDialog = null;
      if (dialog.author) {
        const reply = await setAuthorStatus(dialog.ids[0]!, dialog.status, reason).catch(() => null);
        if (reply && reply.updated.length + reply.unchanged.length > 0)
          showToast('success', t('mod.authorStatus.done', { status: t(`mod.status.${dialog.status}`) }));
        return;
      }
      const rows = state.rows.filter((r) => dialog.ids.includes(r.id));
      writer.act('status', { kind: 'status', value: dialog.status }, rows, reason);
    },
  };
  /** The open account drawer shows the focused item's author: a moderator never judges one person by another's record. */
  function followAccount(): void {
    if (state.accountId === null) return;
    const row = cursor.focusedRow();
    state.accountId = row ? def.accountOf(row) : null;
  }
  return c;
}

export type Controller<Row extends BaseRow> = ReturnType<typeof createModerationController<Row>>;
