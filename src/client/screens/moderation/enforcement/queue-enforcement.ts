import { DISABLEABLE_KINDS, type DisableableKind, type EnforcementKind } from '#contract/enforcement';
import { formatDateTime } from '#client/i18n/format';
import { i18nState, t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { enforce, revokeEnforcement, type EnforceReply } from '../api/enforcement-endpoints';
import type { BaseRow, EntityDef } from '../entity-def';
import { reasonCode } from '../queue/actions';
import type { Cursor } from '../queue/cursor';
import type { WorkState } from '../queue/work-store';
import type { Writer } from '../queue/writer';

const isDisableable = (kind: string): kind is DisableableKind =>
  (DISABLEABLE_KINDS as readonly string[]).includes(kind);

/**
 * The enforcement keys of a queue: `w` disables the focused item and warns its author, `Shift+s`
 * does the same with a suspension (length from the picker); the palette also warns, suspends or
 * bans the author open in the drawer. Each is one call (the server applies both in one
 * transaction) and `z` takes both back. The armed preset reason (1–9) is the enforcement's reason.
 */
export function createEnforcementVerbs<Row extends BaseRow>(
  def: EntityDef<Row>,
  state: WorkState<Row>,
  cursor: Cursor<Row>,
  writer: Writer,
) {
  const hooks = { refresh: (_accountId: number): void => undefined };

  function armedReason(): ReturnType<typeof reasonCode> | null {
    if (state.reason === null) {
      showToast('info', t('enf.needReason'));
      return null;
    }
    return reasonCode(state.reason);
  }

  const until = (reply: EnforceReply) => formatDateTime(reply.enforcement.endsAt ?? '', i18nState.locale);

  /** One enforcement, with the focused item disabled when `row` is given; undone with `z`. */
  function send(kind: EnforcementKind, accountId: number, row: Row | null, days?: number): void {
    const code = armedReason();
    if (code === null) return;
    const content = row && isDisableable(def.kind) ? row : null;
    writer.custom(
      content ? [content] : [],
      content ? [{ ...content, enabled: false }] : [],
      content ? 'disable' : 'undo',
      async () => {
        const reply = await enforce({
          accountId,
          kind,
          reasonCode: code,
          ...(days === undefined ? {} : { days }),
          ...(content
            ? {
                content: {
                  kind: def.kind as DisableableKind,
                  id: content.id,
                  disable: true,
                  ...(content.version === undefined ? {} : { expectedVersion: content.version }),
                },
              }
            : {}),
        });
        hooks.refresh(accountId);
        const key = content
          ? kind === 'suspend'
            ? 'enf.done.suspend'
            : 'enf.done.warn'
          : `enf.done.author${cap(kind)}`;
        showToast('success', t(key as 'enf.done.warn', { until: until(reply) }));
        const after =
          content && reply.content
            ? [{ ...content, enabled: reply.content.enabled, version: reply.content.version }]
            : [];
        return {
          rows: after,
          undo: async () => {
            const back = await revokeEnforcement({
              id: reply.enforcement.id,
              expectedVersion: reply.enforcement.version,
              ...(content && reply.content
                ? { content: { enabled: content.enabled ?? true, expectedVersion: reply.content.version } }
                : {}),
            });
            hooks.refresh(accountId);
            showToast('success', t('enf.undone'));
            return content && back.content
              ? [{ ...content, enabled: back.content.enabled, version: back.content.version }]
              : [];
          },
        };
      },
    );
  }

  const focusedWithAuthor = (): { row: Row; accountId: number } | null => {
    const row = cursor.focusedRow();
    const accountId = row ? def.accountOf(row) : null;
    return row && accountId !== null ? { row, accountId } : null;
  };

  return {
    /** What reads an account again after an act on it (the screen's swr cache). */
    setRefresh(refresh: (accountId: number) => void): void {
      hooks.refresh = refresh;
    },
    /** Whether the list's items can be disabled with an enforcement (the content queues). */
    canActOnItems: isDisableable(def.kind),
    warnFocused(): void {
      const f = focusedWithAuthor();
      if (f) send('warn', f.accountId, f.row);
    },
    askSuspendFocused(): void {
      const f = focusedWithAuthor();
      if (f && armedReason() !== null) state.suspendPicker = { accountId: f.accountId, rowId: f.row.id };
    },
    warnAuthor(): void {
      if (state.accountId !== null) send('warn', state.accountId, null);
    },
    askSuspendAuthor(): void {
      if (state.accountId !== null && armedReason() !== null)
        state.suspendPicker = { accountId: state.accountId, rowId: null };
    },
    banAuthor(): void {
      if (state.accountId !== null) send('ban', state.accountId, null);
    },
    /** The picker's choice: suspends for `days`, with the item it was opened on. */
    suspend(days: number): void {
      const picked = state.suspendPicker;
      state.suspendPicker = null;
      if (!picked) return;
      const row = picked.rowId === null ? null : (state.rows.find((r) => r.id === picked.rowId) ?? null);
      send('suspend', picked.accountId, row, days);
    },
    cancelSuspend(): void {
      state.suspendPicker = null;
    },
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type EnforcementVerbs = ReturnType<typeof createEnforcementVerbs>;
