import {
  decidedStatusOf,
  DISABLEABLE_KINDS,
  type DisableableKind,
  type EnforcementKind,
  type LinkableKind,
} from '#contract/enforcement';
import { formatDateTime } from '#client/i18n/format';
import { i18nState, t } from '#client/i18n/i18n';
import { showToast } from '#client/state/toasts';
import { enforce, revokeEnforcement, type EnforceReply } from '../api/enforcement-endpoints';
import type { BaseRow, EntityDef } from '../entity-def';
import { contentReasonCode } from '../queue/actions';
import type { Cursor } from '../queue/cursor';
import type { WorkState } from '../queue/work-store';
import type { Writer } from '../queue/writer';
import type { SuspendLength } from './suspend-picker';

/** What an act from a queue item does besides the person: decides the item, finishes its reports, or nothing. */
export type ItemAlso = 'disable' | 'reports' | null;

const isDisableable = (kind: string): kind is DisableableKind =>
  (DISABLEABLE_KINDS as readonly string[]).includes(kind);

/**
 * The enforcement keys of a queue: `w` disables the focused item and warns its author, `Shift+s`
 * does the same with a suspension (length from the picker); in the reports queue they finish the
 * focused report group VALID and act on the reported person instead. The palette also warns,
 * suspends or bans the author open in the drawer. Each is one call (the server applies both in one
 * transaction) and `z` takes both back. The armed preset reason (1–9) is the enforcement's reason.
 */
export function createEnforcementVerbs<Row extends BaseRow>(
  def: EntityDef<Row>,
  state: WorkState<Row>,
  cursor: Cursor<Row>,
  writer: Writer,
) {
  const hooks = { refresh: (_accountId: number): void => undefined };

  function armedReason(): ReturnType<typeof contentReasonCode> | null {
    if (state.reason === null) {
      showToast('info', t('enf.needReason'));
      return null;
    }
    return contentReasonCode(state.reason);
  }

  const until = (reply: EnforceReply) => formatDateTime(reply.enforcement.endsAt ?? '', i18nState.locale);

  /**
   * One enforcement, with what the item needs done in the same call; undone with `z`. Taken from a
   * content item, the server decides it too: disabled and REJECTED, so it leaves every queue.
   */
  function send(kind: EnforcementKind, accountId: number, subject: Subject<Row>, length?: SuspendLength): void {
    if (subject?.kind === 'reports') return sendWithReports(kind, accountId, subject, length);
    const code = armedReason();
    if (code === null) return;
    const content = subject?.kind === 'content' && isDisableable(def.kind) ? subject.row : null;
    writer.custom(
      content ? [content] : [],
      content ? [{ ...content, enabled: false, auditStatus: decidedStatusOf(false) }] : [],
      content ? 'disable' : 'undo',
      async () => {
        const reply = await enforce({
          accountId,
          kind,
          reasonCode: code,
          ...length,
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
        const key = content ? `enf.done.${kind}` : `enf.done.author${cap(kind)}`;
        showToast('success', t(key as 'enf.done.warn', { until: until(reply) }));
        const after =
          content && reply.content
            ? [
                {
                  ...content,
                  enabled: reply.content.enabled,
                  auditStatus: reply.content.auditStatus,
                  version: reply.content.version,
                },
              ]
            : [];
        return {
          rows: after,
          undo: async (holder) => {
            const back = await revokeEnforcement({
              id: reply.enforcement.id,
              expectedVersion: reply.enforcement.version,
              // The item goes back into the hand it was decided from, held by this tab.
              ...(content && reply.content
                ? {
                    content: { enabled: content.enabled ?? true, expectedVersion: reply.content.version },
                    ...inHand(holder),
                  }
                : {}),
            });
            hooks.refresh(accountId);
            showToast('success', t('enf.undone'));
            return {
              rows:
                content && back.content
                  ? [
                      {
                        ...content,
                        enabled: back.content.enabled,
                        auditStatus: back.content.auditStatus,
                        version: back.content.version,
                      },
                    ]
                  : [],
              heldByOthers: back.heldByOthers,
            };
          },
        };
      },
    );
  }

  /**
   * The reports queue: the focused group's reports are finished VALID and the reported person
   * warned or suspended in one call (linked to the reported content); `z` opens the reports again
   * and takes the enforcement back, also in one call.
   */
  function sendWithReports(
    kind: EnforcementKind,
    accountId: number,
    subject: Extract<Subject<Row>, { kind: 'reports' }>,
    length?: SuspendLength,
  ): void {
    const code = armedReason();
    if (code === null) return;
    const { rows, content } = subject;
    const versionsOf = (list: readonly { id: number; version?: number | undefined }[]) =>
      Object.fromEntries(list.flatMap((r) => (r.version === undefined ? [] : [[String(r.id), r.version]])));
    writer.custom(
      rows,
      rows.map((r) => ({ ...r, status: 'FINISHED', result: 'VALID' })),
      'finishValid',
      async () => {
        const reply = await enforce({
          accountId,
          kind,
          reasonCode: code,
          ...length,
          ...(content ? { content: { ...content, disable: false } } : {}),
          reports: { ids: rows.map((r) => r.id), expectedVersions: versionsOf(rows) },
        });
        hooks.refresh(accountId);
        showToast('success', t(`enf.done.report${cap(kind)}` as 'enf.done.reportWarn', { until: until(reply) }));
        return {
          // `subject` is only made for the report list, whose rows these are.
          rows: reply.reports as unknown as Row[],
          undo: async (holder) => {
            const back = await revokeEnforcement({
              id: reply.enforcement.id,
              expectedVersion: reply.enforcement.version,
              reports: { ids: reply.reports.map((r) => r.id), expectedVersions: versionsOf(reply.reports) },
              ...inHand(holder),
            });
            hooks.refresh(accountId);
            showToast('success', t('enf.undone'));
            return { rows: back.reports, heldByOthers: back.heldByOthers };
          },
        };
      },
    );
  }

  /** What `w` / `Shift+s` act on for this row: the content itself, or the open reports of its group. */
  function subjectOf(row: Row): { accountId: number; subject: Subject<Row> } | null {
    if (def.reported) {
      const who = def.reported(row);
      const rows = cursor.focusedGroup().filter((r) => r.status === 'OPEN');
      if (!who || rows.length === 0) return null;
      return { accountId: who.accountId, subject: { kind: 'reports', rows, content: who.content } };
    }
    const accountId = def.accountOf(row);
    return accountId === null ? null : { accountId, subject: { kind: 'content', row } };
  }

  const alsoFor = (picked: { rowId: number | null } | null): ItemAlso => {
    if (!picked || picked.rowId === null) return null;
    return def.reported ? 'reports' : 'disable';
  };

  const focused = () => {
    const row = cursor.focusedRow();
    return row ? subjectOf(row) : null;
  };

  return {
    /** What reads an account again after an act on it (the screen's swr cache). */
    setRefresh(refresh: (accountId: number) => void): void {
      hooks.refresh = refresh;
    },
    /** Whether `w` / `Shift+s` act on the list's items (the content queues and the reports queue). */
    canActOnItems: isDisableable(def.kind) || def.reported !== undefined,
    /** Whether the focused item has someone to act on (a report: an open one about a person). */
    canActOnFocused: (): boolean => focused() !== null,
    warnFocused(): void {
      const f = focused();
      if (f) send('warn', f.accountId, f.subject);
    },
    askSuspendFocused(): void {
      const f = focused();
      if (f && armedReason() !== null) state.suspendPicker = { accountId: f.accountId, rowId: cursor.focusedRow()!.id };
    },
    warnAuthor(): void {
      if (state.accountId !== null) send('warn', state.accountId, null);
    },
    askSuspendAuthor(): void {
      if (state.accountId !== null && armedReason() !== null)
        state.suspendPicker = { accountId: state.accountId, rowId: null };
    },
    /** `Shift+b` on an item: asks first (a ban is heavy), then bans as `w` warns. */
    askBanFocused(): void {
      const f = focused();
      if (f && armedReason() !== null) state.banConfirm = { accountId: f.accountId, rowId: cursor.focusedRow()!.id };
    },
    /** `Shift+b` with the drawer open: asks first, then bans the drawer's author alone. */
    askBanAuthor(): void {
      if (state.accountId !== null && armedReason() !== null)
        state.banConfirm = { accountId: state.accountId, rowId: null };
    },
    /** What the ban confirmation says the ban comes with. */
    banAlso(): ItemAlso {
      return alsoFor(state.banConfirm);
    },
    /** What the length picker says the suspension comes with. */
    suspendAlso(): ItemAlso {
      return alsoFor(state.suspendPicker);
    },
    ban(): void {
      const picked = state.banConfirm;
      state.banConfirm = null;
      if (!picked) return;
      const row = picked.rowId === null ? null : (state.rows.find((r) => r.id === picked.rowId) ?? null);
      send('ban', picked.accountId, row ? (subjectOf(row)?.subject ?? null) : null);
    },
    cancelBan(): void {
      state.banConfirm = null;
    },
    /** The picker's choice: suspends for that many days or hours, with the item it was opened on. */
    suspend(length: SuspendLength): void {
      const picked = state.suspendPicker;
      state.suspendPicker = null;
      if (!picked) return;
      const row = picked.rowId === null ? null : (state.rows.find((r) => r.id === picked.rowId) ?? null);
      send('suspend', picked.accountId, row ? (subjectOf(row)?.subject ?? null) : null, length);
    },
    cancelSuspend(): void {
      state.suspendPicker = null;
    },
  };
}

/** What an enforcement from a queue item acts on besides the person; null for the drawer's author alone. */
type Subject<Row> =
  | { kind: 'content'; row: Row }
  | { kind: 'reports'; rows: Row[]; content: { kind: LinkableKind; id: number } | null }
  | null;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The undo's `holder`, named only from a queue's leased hand (writer.ts). */
const inHand = (holder: string | undefined) => (holder === undefined ? {} : { holder });

export type EnforcementVerbs = ReturnType<typeof createEnforcementVerbs>;
