import type { EnforcementKind } from '#contract/enforcement';
import type { WaveDecision } from '#contract/api/waves';
import { t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import type { BaseRow, EntityDef } from '../entity-def';
import { ACTIONS, BULK_CONFIRM_OVER, contentReasonCode } from '../queue/actions';
import { applyChange } from '../queue/change-rows';
import type { Cursor } from '../queue/cursor';
import { asValue, type WorkState } from '../queue/work-store';
import type { Writer } from '../queue/writer';
import type { SuspendLength } from '../enforcement/suspend-picker';
import { decideWave, getWave, type WaveDecideReply } from './wave-endpoints';
import { waveOfRow } from './wave-line';
import { pendingItems, type WaveAsk } from './wave-state';
import { undoWaveDecision } from './wave-undo';

/**
 * The wave view's verbs: `c` opens the focused item's wave, a decision key decides every pending
 * item the view shows in one call, the author keys also warn, suspend or ban every author. Each
 * goes out as a tracked write (a lease top-up waits for it) and `z` takes it back.
 */
export function createWaveVerbs<Row extends BaseRow>(
  def: EntityDef<Row>,
  state: WorkState<Row>,
  cursor: Cursor<Row>,
  writer: Writer,
  topUp: () => void,
) {
  const view = () => state.wave?.view ?? null;

  function tell(reply: WaveDecideReply): void {
    const n = reply.updated.length;
    if (reply.enforcements.length > 0)
      showToast('success', t('wave.done.authors', { n, m: reply.enforcements.length }));
    else showToast('success', t('wave.done', { n }));
    if (reply.conflicts.length > 0) showToast('error', t('wave.conflicts', { n: reply.conflicts.length }));
    if (reply.missing.length > 0) showToast('error', t('wave.missing', { n: reply.missing.length }));
    if (reply.skippedAuthors.length > 0) {
      const banned = reply.skippedAuthors.filter((s) => s.why === 'banned').length;
      showToast(
        'info',
        t('wave.skipped', { n: reply.skippedAuthors.length, banned, suspended: reply.skippedAuthors.length - banned }),
      );
    }
  }

  /** Sends the decision for the pending items the view drew, at the versions it drew them. */
  function send(asked: WaveAsk): void {
    const open = state.wave;
    const drawn = open?.view;
    if (!open || !drawn || def.kind === 'message') return;
    const kind = def.kind;
    const items = pendingItems(drawn);
    const ids = items.map((i) => i.id);
    const expectedVersions = Object.fromEntries(items.map((i) => [String(i.id), i.version]));
    const code = state.reason === null ? undefined : contentReasonCode(state.reason);
    const named = new Set(ids);
    const inHand = state.rows.filter((r) => named.has(r.id));
    state.wave = null;
    writer.custom(
      inHand,
      inHand.map((r) => applyChange(r, ACTIONS[asked.decision].change)),
      asked.decision,
      async () => {
        const reply = await decideWave({
          waveId: open.id,
          ids,
          expectedVersions,
          decision: asked.decision,
          ...(code ? { reasonCode: code } : {}),
          ...(asked.authors ? { authors: asked.authors } : {}),
        });
        tell(reply);
        const after = new Map(reply.updated.map((u) => [u.after.id, u.after]));
        const left = new Set([...reply.conflicts, ...reply.missing]);
        return {
          rows: inHand
            .filter((r) => !left.has(r.id))
            .map((r) => {
              const a = after.get(r.id);
              return a ? { ...r, auditStatus: a.auditStatus, enabled: a.enabled, version: a.version } : r;
            }),
          failed: inHand.filter((r) => left.has(r.id)),
          // The wave's others, outside the hand: decided, counted and taken back with the rest.
          outside: reply.updated.map((u) => u.after).filter((a) => !inHand.some((r) => r.id === a.id)),
          undo: async (holder) => {
            const back = await undoWaveDecision<Row>(kind, reply, holder);
            showToast('success', t('wave.undone', { n: back.rows.length, m: back.revoked }));
            if (back.conflicts > 0) showToast('error', t('wave.undoConflicts', { n: back.conflicts }));
            return back;
          },
        };
      },
      ids.filter((id) => !inHand.some((r) => r.id === id)),
    );
    topUp();
  }

  /** A decision on the wave: past a score of items, or with the authors, it is confirmed first. */
  function ask(decision: WaveDecision, authors: WaveAsk['authors']): void {
    const drawn = view();
    if (!state.wave || !drawn) return;
    const items = pendingItems(drawn);
    if (items.length === 0) {
      showToast('info', t('wave.view.nonePending'));
      return;
    }
    const asked: WaveAsk = {
      decision,
      authors,
      items: items.length,
      accounts: new Set(items.map((i) => i.accountId)).size,
    };
    if (authors || items.length > BULK_CONFIRM_OVER) state.wave.confirm = asked;
    else send(asked);
  }

  /** An act on people needs its reason on record: armed with 1–9 first, as the queue's `w` does. */
  function reasonArmed(): boolean {
    if (state.reason !== null) return true;
    showToast('info', t('enf.needReason'));
    return false;
  }

  return {
    /** Whether the focused item belongs to a wave. */
    canOpen: (): boolean => {
      const row = cursor.focusedRow();
      return !!row && waveOfRow(row) !== null;
    },
    /** Opens the focused item's wave, reading it afresh; resolves once it is there (or failed). */
    async open(): Promise<void> {
      const row = cursor.focusedRow();
      const wave = row ? waveOfRow(row) : null;
      if (!row || !wave) return;
      state.wave = { id: wave.id, rowId: row.id, view: null, picker: false, confirm: null };
      const reply = await getWave(wave.id).catch(() => null);
      // Closed, or another wave opened, while it was read: this answer is not wanted any more.
      if (state.wave?.id !== wave.id || state.wave.view) return;
      if (reply) state.wave.view = asValue(reply);
      else state.wave = null;
    },
    close(): void {
      state.wave = null;
    },
    decide(decision: WaveDecision): void {
      ask(decision, null);
    },
    /** Rejects the wave and acts on every author; a suspension asks its length first. */
    actOnAuthors(kind: EnforcementKind): void {
      if (!state.wave || !view() || !reasonArmed()) return;
      if (kind === 'suspend') state.wave.picker = true;
      else ask('reject', { kind });
    },
    pickLength(length: SuspendLength): void {
      if (!state.wave) return;
      state.wave.picker = false;
      if ('days' in length) ask('reject', { kind: 'suspend', days: length.days });
    },
    cancelPicker(): void {
      if (state.wave) state.wave.picker = false;
    },
    confirm(): void {
      const asked = state.wave?.confirm;
      if (!state.wave || !asked) return;
      state.wave.confirm = null;
      send(asked);
    },
    cancel(): void {
      if (state.wave) state.wave.confirm = null;
    },
  };
}

export type WaveVerbs = ReturnType<typeof createWaveVerbs>;
