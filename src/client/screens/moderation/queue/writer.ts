import type { BulkReply, HeldElsewhere } from '#contract/api/moderation-bulk';
import { t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { afterPaint } from '#client/ui/after-paint';
import { writeChange, type Change, type Reason } from '../api/update-endpoints';
import type { BaseRow, EntityDef } from '../entity-def';
import { ACTIONS, reasonCode, type ActionId } from './actions';
import { applyChange, differsInVersionOnly, inverseSteps, type Changeable, type InverseStep } from './change-rows';
import type { Cursor } from './cursor';
import { createUndoStack, type HandWrite, type UndoEntry } from './undo-stack';
import { asValue, markRow, type RowMark, type WorkState } from './work-store';
import { waitsIn } from './waiting-count';
import { heldByOthersText } from './held-by-others';

/** Where the writer's screen is: a queue (whose hand takes undone rows back) or a table. */
export interface WriterScope {
  queueMode(): boolean;
  /** The lease's filters (undefined: the queue's defaults). */
  filters(): Readonly<Record<string, unknown>> | undefined;
  /** This tab's lease holder while its hand is leased (queue mode); undefined elsewhere. */
  holder(): string | undefined;
  /** Resolves once the lease under way, if any, has its answer (queue-lease.ts). */
  leased(): Promise<void>;
}

const TABLE: WriterScope = {
  queueMode: () => false,
  filters: () => undefined,
  holder: () => undefined,
  leased: () => Promise.resolve(),
};

/**
 * What the undo of a `custom` decision answers: the rows as it left them and, when its writes named
 * this tab's holder, those another holder holds (they leave the hand, as a bulk undo's do).
 */
export interface CustomUndone<Row> {
  rows: Row[];
  heldByOthers?: HeldElsewhere | undefined;
}

type CountedToast = 'mod.conflict' | 'mod.missing' | 'mod.undo.nothingApplied' | 'mod.undo.offScreen';
/** A toast about `n` items: one item has a sentence of its own, in the singular. */
const itemsToast = (key: CountedToast, n: number): string => t(n === 1 ? (`${key}One` as const) : key, { n });

/** The state of an item outside the hand after a write: what tells whether it waits. */
export type OutsideState = Changeable & { id: number };

/**
 * Decisions and their undo. A key changes the rows on screen at once (optimistic) and moves on;
 * the write goes out behind it. The reply replaces the rows (new versions, what undo needs); a
 * conflict reloads the row from the reply's `current` and says so; an error puts the rows back
 * (the fetcher has already shown the refusal).
 */
export function createWriter<Row extends BaseRow>(
  def: EntityDef<Row>,
  state: WorkState<Row>,
  cursor: Cursor<Row>,
  scope: WriterScope = TABLE,
) {
  // Per list, so a reload of the tab keeps what `z` can take back (a new tab starts afresh).
  const undo = createUndoStack(100, `undo:${def.screen}`);
  // Writes on their way. A queue's lease waits for them (queue-lease.ts): the server counts what
  // still waits, and an item whose decision has not been written yet would be counted with it.
  const writing = new Set<Promise<unknown>>();
  // Decisions taken so far (each one `z` can take back): a tap tells by it whether its command decided.
  let acts = 0;

  function tracked<T>(write: Promise<T>): Promise<T> {
    writing.add(write);
    const drop = () => writing.delete(write);
    write.then(drop, drop);
    return write;
  }

  function replace(rows: readonly Row[], mark?: RowMark): void {
    // In place, by index: a new array would make every row's snapshot anew on each key.
    for (const row of rows) {
      const at = state.rows.findIndex((r) => r.id === row.id);
      if (at < 0) continue;
      const held = state.rows[at]!;
      // A reply that brings only the new version (what undo needs, no view shows) keeps the row's
      // object, so its card is not drawn again when the reply comes, maybe in a later key's frame.
      if (row.version !== undefined && row.version !== held.version && differsInVersionOnly(held, row))
        held.version = row.version;
      else state.rows[at] = asValue(row);
    }
    if (mark) for (const r of rows) markRow(state, r.id, mark);
  }

  /** Whether an item in this state waits in the queue (always false in a table). */
  function waits(row: object): boolean {
    return def.kind !== 'message' && scope.queueMode() && waitsIn(def.kind, scope.filters(), row);
  }

  /**
   * Rows an undo answered: those in the hand replaced, the others (after a reload, or decided by a
   * wave outside the hand) taken into it in a queue, as an undo of a row in the hand leaves it there:
   * after the undo's rows already in the hand, else before the item under the cursor, which goes to
   * the first of them if it has not moved since `focusedAt`. Each waits again, so "N waiting" grows.
   */
  function putBack(
    rows: readonly Row[],
    mark: RowMark,
    focusedAt: number | null,
    theirs: ReadonlySet<number> = new Set(),
  ): void {
    const inHand = new Set(state.rows.map((r) => r.id));
    replace(
      rows.filter((r) => inHand.has(r.id)),
      mark,
    );
    // Oldest first (ids grow with time); a wave's answer lists them newest first.
    const back = rows.filter((r) => !inHand.has(r.id)).sort((a, b) => a.id - b.id);
    for (const r of back) markRow(state, r.id, mark);
    if (back.length === 0 || !scope.queueMode()) return;
    // Each waits again, in this hand or (another holder's) outside it.
    state.offHand -= back.filter(waits).length;
    const mine = back.filter((r) => !theirs.has(r.id));
    if (mine.length === 0) return;
    const ids = new Set(rows.map((r) => r.id));
    let anchor = -1;
    state.rows.forEach((r, i) => {
      if (ids.has(r.id)) anchor = i;
    });
    const at = anchor >= 0 ? anchor + 1 : state.rows.findIndex((r) => r.id === state.focused);
    state.rows.splice(at < 0 ? state.rows.length : at, 0, ...mine.map(asValue));
    if (anchor < 0 && state.focused === focusedAt) cursor.focus(mine[0]!.id);
  }

  /**
   * Rows an undo put back that another holder holds: the item waited free between the decision
   * and the undo (an enabled item still waits), and another hand took it. The undo stands, the
   * item is theirs: it leaves this hand, and the moderator reads why as the queue says it when
   * all that waits is held by others.
   */
  function handOver(held: HeldElsewhere | undefined): void {
    if (!held || held.ids.length === 0) return;
    const theirs = new Set(held.ids);
    const at = state.rows.findIndex((r) => r.id === state.focused);
    if (at >= 0 && theirs.has(state.focused!)) {
      const stays = (r: Row) => !theirs.has(r.id) && state.marks[r.id]?.action !== 'elsewhere';
      const next = state.rows.slice(at + 1).find(stays) ?? state.rows.slice(0, at).findLast(stays);
      if (next) cursor.focus(next.id);
    }
    cursor.setRows(state.rows.filter((r) => !theirs.has(r.id)));
    showToast('info', heldByOthersText(t, held));
  }

  function settle(reply: BulkReply<Row>, action: RowMark['action']): void {
    replace(reply.updated, { action, state: 'done' });
    replace(
      reply.current.filter((r) => reply.unchanged.includes(r.id)),
      { action, state: 'done' },
    );
    replace(
      reply.current.filter((r) => reply.conflicts.includes(r.id)),
      { action, state: 'failed' },
    );
    for (const id of reply.missing) markRow(state, id, { action, state: 'failed' });
    if (reply.conflicts.length > 0) showToast('error', itemsToast('mod.conflict', reply.conflicts.length));
    if (reply.missing.length > 0) showToast('error', itemsToast('mod.missing', reply.missing.length));
  }

  /**
   * Why an undo writes what it writes: a status set back to a sanction (MUTED, BANNED) is a
   * sanction again, which the server takes only with a reason; the log then reads it as an undo.
   */
  const undoReason = (change: Change): Reason | undefined =>
    change.kind === 'status' && change.value !== 'NORMAL' ? { note: t('mod.undo.statusNote') } : undefined;

  /** Sends `change` for `rows`, showing it first; resolves to the steps that would undo it. */
  function send(
    kind: Parameters<typeof writeChange>[0],
    change: Change,
    rows: Row[],
    action: RowMark['action'],
    reason?: Reason,
    hand?: HandWrite,
  ): Promise<InverseStep[]> {
    const before = rows.map((r) => ({ ...r }));
    replace(
      rows.map((r) => applyChange(r, change)),
      { action, state: 'pending' },
    );
    const versions: Record<string, number> = {};
    for (const r of rows) if (r.version !== undefined) versions[String(r.id)] = r.version;
    // Sent once the frame showing the change is drawn: starting a request takes the page a
    // millisecond or two, which the key's frame need not wait for.
    const write = tracked(
      Promise.all([afterPaint(), hand?.after]).then(() =>
        writeChange<Row>(kind, change, { ids: rows.map((r) => r.id), versions, reason, holder: hand?.holder }),
      ),
    );
    return write.then(
      (reply) => {
        settle(reply, action);
        handOver(reply.heldByOthers);
        return inverseSteps(change, before, reply.updated);
      },
      () => {
        replace(before, { action, state: 'failed' });
        return [];
      },
    );
  }

  function advance(acted: Row[]): void {
    const hadSelection = state.selected.length > 0 || state.matching !== null;
    // Only when there is one: a new empty array would still be news to every view of the selection.
    if (state.selected.length > 0) state.selected = [];
    state.matching = null;
    // On a selection the cursor stays; on one item (with its group) it moves on, as a queue should.
    if (!hadSelection) cursor.moveOn(acted.map((r) => r.id));
  }

  /** Sends the writes that take `entry` back; each one's handling of its answer goes into `writes`. */
  async function takeBack(entry: UndoEntry, writes: Promise<unknown>[], hand: HandWrite | undefined): Promise<void> {
    const first = entry.ids[0];
    if (first !== undefined && state.rows.some((r) => r.id === first)) cursor.focus(first);
    if (entry.custom) {
      const back = await entry.custom;
      if (back) await back(hand);
      else showToast('info', itemsToast('mod.undo.nothingApplied', entry.ids.length));
      return;
    }
    const steps = await entry.steps;
    // The action itself did not apply (a conflict, a refusal): there is nothing to take back.
    if (steps.length === 0) showToast('info', itemsToast('mod.undo.nothingApplied', entry.ids.length));
    for (const step of steps) {
      const rows = state.rows
        .filter((r) => step.ids.includes(r.id))
        .map((r) => ({ ...r, version: step.versions[String(r.id)] ?? r.version }));
      if (step.kind === 'self' && rows.length === step.ids.length) {
        writes.push(send(def.kind, step.change, rows, 'undo', undoReason(step.change), hand));
      } else if (step.kind === 'self') {
        // Some rows left the screen (a new hand after a reload, another page): undone by id and
        // version. In a queue they come back into the hand, as an undo before the reload leaves them.
        const reason = undoReason(step.change);
        const focusedAt = state.focused;
        const away = step.ids.filter((id) => !state.rows.some((r) => r.id === id));
        if (scope.queueMode()) for (const id of away) state.expected[id] = 'entered';
        const write = tracked(
          Promise.resolve(hand?.after).then(() =>
            writeChange(def.kind, step.change, {
              ids: step.ids,
              versions: step.versions,
              ...(reason ? { reason } : {}),
              holder: hand?.holder,
            }),
          ),
        ).then(
          (reply) => {
            const updated = reply.updated as Row[];
            putBack(updated, { action: 'undo', state: 'done' }, focusedAt, new Set(reply.heldByOthers?.ids));
            handOver(reply.heldByOthers);
            for (const id of away) if (!updated.some((r) => r.id === id)) delete state.expected[id];
            // After a reload, a step whose item changed since is refused as any stale write.
            if (reply.conflicts.length > 0) showToast('error', itemsToast('mod.conflict', reply.conflicts.length));
            if (updated.length > 0 && !scope.queueMode())
              showToast('success', itemsToast('mod.undo.offScreen', updated.length));
          },
          () => {
            for (const id of away) delete state.expected[id];
          },
        );
        writes.push(write);
      } else {
        // Tracked as every write is: a top-up lease waits for the target to be shown again.
        const write = tracked(
          writeChange<{ id: number; version: number; enabled: boolean }>(step.kind, step.change, {
            ids: step.ids,
            versions: step.versions,
          }),
        ).then(
          (reply) => {
            // The report rows show their target: give them its new state and version.
            for (const target of reply.updated) {
              state.rows = state.rows.map((r) =>
                r.target && r.target.type === step.kind && r.target.id === target.id
                  ? asValue({ ...r, target: { ...r.target, enabled: target.enabled, version: target.version } })
                  : r,
              );
            }
          },
          () => undefined,
        );
        writes.push(write);
      }
    }
  }

  return {
    /** Resolves once the writes sent so far have their answers (or failed). */
    settled(): Promise<void> {
      return Promise.allSettled([...writing]).then(() => undefined);
    },
    /** Sends an action for the targets (selection, else focused row); false if none applies. */
    act(
      id: ActionId | 'status',
      change: Change = ACTIONS[id as ActionId].change,
      targets = cursor.targets(),
      given?: Reason,
    ): boolean {
      const rows = id === 'status' ? targets : targets.filter((r) => ACTIONS[id].applies(r));
      if (rows.length === 0) {
        showToast('info', t('mod.nothingToDo'));
        return false;
      }
      const reason = given ?? (state.reason === null ? undefined : { code: reasonCode(state.reason, def.kind) });
      state.reason = null;
      acts++;
      undo.push({
        ids: rows.map((r) => r.id),
        steps: send(def.kind, change, rows, change.kind === 'status' ? change.value : (id as ActionId), reason),
      });
      advance(rows);
      return true;
    },
    /**
     * A decision another endpoint writes (an enforcement that also disables the item): the rows
     * show `shown` at once and the cursor moves on; `write` resolves to the rows as the server left
     * them (and those it did not change, `failed`) and the call that takes both back, which `z` runs.
     */
    custom(
      rows: Row[],
      shown: Row[],
      action: RowMark['action'],
      write: () => Promise<{
        rows: Row[];
        failed?: Row[];
        /** Items outside the hand the write changed (a wave's), as it left them. */
        outside?: OutsideState[];
        /** Takes it back; `holder`, in a queue's leased hand, is named by its writes (HandWrite). */
        undo: (holder: string | undefined) => Promise<CustomUndone<Row>>;
      }>,
      /** Items outside the hand the write names (a wave's others): decided and counted with the rest. */
      outside: number[] = [],
    ): void {
      const before = rows.map((r) => ({ ...r }));
      replace(shown, { action, state: 'pending' });
      for (const id of outside) {
        markRow(state, id, { action, state: 'pending' });
        if (scope.queueMode()) state.expected[id] = 'decided';
      }
      // An item outside the hand the write did not take (a conflict, a refusal): nothing to count or undo.
      const leftAlone = (ids: readonly number[]) => {
        for (const id of ids) {
          markRow(state, id, { action, state: 'failed' });
          delete state.expected[id];
        }
      };
      state.reason = null;
      const done = tracked(write()).then(
        (reply) => {
          replace(reply.rows, { action, state: 'done' });
          // Rows the write left alone (a conflict): back as they were, waiting again.
          if (reply.failed) replace(reply.failed, { action, state: 'failed' });
          const changed = (reply.outside ?? []).filter((o) => outside.includes(o.id));
          leftAlone(outside.filter((id) => !changed.some((o) => o.id === id)));
          // Outside the hand, what stopped waiting is counted as its live event would be.
          const decided = changed.filter((o) => !waits(o)).map((o) => o.id);
          for (const o of changed) {
            markRow(state, o.id, { action, state: 'done' });
            if (!decided.includes(o.id)) delete state.expected[o.id];
          }
          if (scope.queueMode()) state.offHand += decided.length;
          return async (hand: HandWrite | undefined) => {
            const focusedAt = state.focused;
            replace(
              before.map((r) => ({ ...r, version: reply.rows.find((x) => x.id === r.id)?.version ?? r.version })),
              { action: 'undo', state: 'pending' },
            );
            for (const o of changed) {
              markRow(state, o.id, { action: 'undo', state: 'pending' });
              if (decided.includes(o.id) && scope.queueMode()) state.expected[o.id] = 'entered';
            }
            const undone = await tracked(Promise.resolve(hand?.after).then(() => reply.undo(hand?.holder))).catch(
              () => null,
            );
            if (undone) {
              const back = undone.rows;
              putBack(
                back.filter((r) => rows.some((x) => x.id === r.id) || changed.some((o) => o.id === r.id)),
                { action: 'undo', state: 'done' },
                focusedAt,
                new Set(undone.heldByOthers?.ids),
              );
              handOver(undone.heldByOthers);
              // Outside the hand and not taken back (changed since): still this decision's.
              for (const o of changed) {
                if (back.some((r) => r.id === o.id)) continue;
                markRow(state, o.id, { action, state: 'done' });
                delete state.expected[o.id];
              }
            } else {
              replace(reply.rows, { action, state: 'done' });
              for (const o of changed) {
                markRow(state, o.id, { action, state: 'done' });
                delete state.expected[o.id];
              }
            }
          };
        },
        () => {
          replace(before, { action, state: 'failed' });
          leftAlone(outside);
          return null;
        },
      );
      acts++;
      undo.push({ ids: [...rows.map((r) => r.id), ...outside], steps: Promise.resolve([]), custom: done });
      // An act on the drawer's author alone names no row: the cursor stays.
      if (rows.length > 0) advance(rows);
    },
    /** Resolves once the undo's writes are sent (their answers are `settled()`'s). */
    undo(): Promise<void> {
      const entry = undo.pop();
      if (!entry) {
        showToast('info', t('mod.nothingToUndo'));
        return Promise.resolve();
      }
      // Tracked from the key until what it changes is on screen: the cursor's move tops the hand up,
      // and that lease must count what waits once the undo is written and shown (an item it brings
      // back into the hand, or outside it, counted then), not before.
      let shown!: () => void;
      void tracked(new Promise<void>((resolve) => (shown = resolve)));
      // The items come back into a leased hand held by this tab (HandWrite). A lease already under
      // way was asked with these items `done` when they were decided, and releases them: written
      // after it, the undo's lease stands. A lease asked from now on waits for the undo's writes
      // (queue-lease.ts), so it cannot be this one, and neither waits for the other.
      const holder = scope.holder();
      const hand = holder === undefined ? undefined : { holder, after: scope.leased() };
      const writes: Promise<unknown>[] = [];
      const sent = takeBack(entry, writes, hand);
      void sent.then(() => Promise.allSettled(writes)).finally(shown);
      return sent;
    },
    get undoSize(): number {
      return undo.size;
    },
    /** How many decisions this screen has taken (never falls, unlike the bounded undo stack). */
    get acts(): number {
      return acts;
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;
