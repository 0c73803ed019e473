import type { AccountStatus, AuditStatus } from '#contract/entities';
import {
  CERT_REASON_CODES,
  REASON_CODES,
  presetCodesOf,
  type DecisionReasonCode,
  type ReasonCode,
} from '#contract/moderation-reasons';
import type { MessageKey } from '#client/i18n/message-key';
import { canToggle, type Change } from '../api/update-endpoints';
import type { Changeable } from './change-rows';

export type ActionId =
  | 'enable'
  | 'disable'
  | 'approve'
  | 'reject'
  | 'finishValid'
  | 'finishInvalid'
  | 'disableTargetFinish'
  | 'reopen';

export interface ActionDef {
  change: Change;
  title: MessageKey;
  /** Past tense, shown on the row once pressed ("Approved"). */
  done: MessageKey;
  shortcut: string;
  /** Rows it may be sent for; others in a selection are left out (a finished report cannot be finished again). */
  applies: (row: Changeable) => boolean;
}

const openReport = (r: Changeable) => r.status === 'OPEN';
// A row already so is left out: written again it would change nothing, yet stand in the undo
// stack in front of the decision `z` is meant to take back. (Enabling a pending item that is
// enabled is a decision of its own in a queue: it stays visible, and the hand moves on.)
const notAudited = (value: AuditStatus) => (r: Changeable) => r.auditStatus !== value;

/** The decision keys of DESIGN §8, declared once; the screen registers those its entity allows. */
export const ACTIONS: Readonly<Record<ActionId, ActionDef>> = {
  enable: {
    change: { kind: 'enabled', value: true },
    title: 'mod.action.enable',
    done: 'mod.done.enable',
    shortcut: 'e',
    applies: () => true,
  },
  disable: {
    change: { kind: 'enabled', value: false },
    title: 'mod.action.disable',
    done: 'mod.done.disable',
    shortcut: 'd',
    applies: () => true,
  },
  approve: {
    change: { kind: 'audit', value: 'APPROVED' },
    title: 'mod.action.approve',
    done: 'mod.done.approve',
    shortcut: 'a',
    applies: notAudited('APPROVED'),
  },
  reject: {
    change: { kind: 'audit', value: 'REJECTED' },
    title: 'mod.action.reject',
    done: 'mod.done.reject',
    shortcut: 'r',
    applies: notAudited('REJECTED'),
  },
  finishValid: {
    change: { kind: 'finish', result: 'VALID', disableTarget: false },
    title: 'mod.action.finishValid',
    done: 'mod.done.finishValid',
    shortcut: 'f',
    applies: openReport,
  },
  finishInvalid: {
    change: { kind: 'finish', result: 'INVALID', disableTarget: false },
    title: 'mod.action.finishInvalid',
    done: 'mod.done.finishInvalid',
    shortcut: 'shift+f',
    applies: openReport,
  },
  disableTargetFinish: {
    change: { kind: 'finish', result: 'VALID', disableTarget: true },
    title: 'mod.action.disableTargetFinish',
    done: 'mod.done.disableTargetFinish',
    shortcut: 'shift+d',
    applies: (r) => openReport(r) && !!r.target && canToggle(r.target.type),
  },
  // A finished report opened again: one a standing decision finished as it arrived, or a colleague's.
  reopen: {
    change: { kind: 'reopen' },
    title: 'mod.action.reopen',
    done: 'mod.done.reopen',
    shortcut: 'shift+r',
    applies: (r) => r.status === 'FINISHED',
  },
};

/** A decision on more rows than this asks to be confirmed, with the count. */
export const BULK_CONFIRM_OVER = 20;

/** The keys of the account statuses: on the accounts list for its rows, elsewhere for the author in the drawer. */
export const STATUS_KEYS: Record<AccountStatus, string> = {
  NORMAL: 'm n',
  MUTED: 'm m',
  BANNED: 'm b',
  DELETED: 'm d',
};

/** The nine content presets of the 1–9 keys (a status change's dialog offers them too). */
export const REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The keys of a kind's presets: a certification has presets of its own, fewer than nine. */
export const reasonsOf = (kind: string): readonly number[] => presetCodesOf(kind).map((_, i) => i + 1);
/** The words of the preset on key `n` of a kind's list (the content list when no kind is named). */
export const reasonKey = (n: number, kind = ''): MessageKey =>
  kind === 'avatar_cert'
    ? (`mod.certReason.${CERT_REASON_CODES[n - 1]}` as MessageKey)
    : (`mod.reason.${n}` as MessageKey);
/** The code a preset is stored by (moderation-reasons.ts): key 1 is the first code of the kind's list. */
export const reasonCode = (n: number, kind = ''): DecisionReasonCode => presetCodesOf(kind)[n - 1]!;
/** A content preset by key: what enforcement, waves and status changes store (they never act on a certification). */
export const contentReasonCode = (n: number): ReasonCode => REASON_CODES[n - 1]!;
