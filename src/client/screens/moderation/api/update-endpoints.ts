import type { AccountStatus, AuditStatus, ReportResult, ReportTargetType } from '#contract/entities';
import type { BulkReply } from '#contract/api/moderation-bulk';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import { isContentReason, type DecisionReasonCode } from '#contract/moderation-reasons';
import { call } from '#client/api/fetcher';
import { enabledPathOf, isEnabledKind } from '#contract/moderated-kinds';

/** One kind of write, as the keys ask for it; `undo` sends another of these. */
export type Change =
  | { kind: 'enabled'; value: boolean }
  | { kind: 'audit'; value: AuditStatus }
  | { kind: 'finish'; result: ReportResult; disableTarget: boolean }
  | { kind: 'reopen' }
  | { kind: 'status'; value: AccountStatus };

/** Why: a preset (stored by code, so the log reads the same in every language) and/or the moderator's note. */
export interface Reason {
  /** A certification's presets go only with a certification's audit status (the server refuses them elsewhere). */
  code?: DecisionReasonCode | undefined;
  note?: string | undefined;
}

export interface WriteArgs {
  ids: number[];
  versions: Record<string, number>;
  reason?: Reason | undefined;
  /** An undo in a queue: this tab's lease holder, whose hand the rows go back into, held (the server leases them). */
  holder?: string | undefined;
}

/** Whether items of this kind can be switched on and off (avatar certifications, reports and messages cannot). */
export function canToggle(kind: ModerationQueue | ReportTargetType): boolean {
  return isEnabledKind(kind);
}

function common(a: WriteArgs) {
  const code = a.reason?.code;
  return {
    ids: a.ids,
    expectedVersions: a.versions,
    ...(code && isContentReason(code) ? { reasonCode: code } : {}),
    ...(a.reason?.note ? { reason: a.reason.note } : {}),
    ...(a.holder === undefined ? {} : { holder: a.holder }),
  };
}

/**
 * Sends one change for items of one kind. Every endpoint answers the bulk reply with the rows of
 * that kind, so the caller, which knows the kind, names the row type.
 */
export async function writeChange<Row>(
  kind: ModerationQueue | ReportTargetType,
  change: Change,
  a: WriteArgs,
): Promise<BulkReply<Row>> {
  const reply = await send(kind, change, a);
  return reply as BulkReply<Row>;
}

function send(kind: ModerationQueue | ReportTargetType, change: Change, a: WriteArgs): Promise<BulkReply<unknown>> {
  switch (change.kind) {
    case 'enabled':
      // Each kind's own endpoint; about-me answers' also takes `auditStatus`, not sent here.
      if (isEnabledKind(kind)) return call(enabledPathOf(kind), { ...common(a), enabled: change.value });
      break;
    case 'audit':
      if (kind !== 'report' && kind !== 'message')
        return call('/admins/update-audit-status', {
          ...common(a),
          ...(a.reason?.code ? { reasonCode: a.reason.code } : {}),
          target: kind,
          auditStatus: change.value,
        });
      break;
    case 'finish':
      if (kind === 'report') {
        return call('/admins/update-report-finish', {
          ...common(a),
          result: change.result,
          disableTarget: change.disableTarget,
          ...(a.reason?.note ? { note: a.reason.note } : {}),
        });
      }
      break;
    case 'reopen':
      if (kind === 'report') return call('/admins/update-report-reopen', common(a));
      break;
    case 'status':
      if (kind === 'account') return call('/admins/account-status', { ...common(a), accountStatus: change.value });
      break;
  }
  return Promise.reject(new Error(`${change.kind} does not apply to ${kind}`));
}
