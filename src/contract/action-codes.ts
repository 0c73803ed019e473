/**
 * Every action the action log records, and every kind of thing an entry names as its target. The
 * server's one writer (`recordAction`) takes only these, and the database's triggers write only
 * codes listed here (tests/unit/action-codes.test.ts reads the migrations), so the action log
 * screen can name each entry in the reader's language.
 */
import {
  AUDIT_TARGETS,
  ENABLED_KINDS,
  MODERATED_KIND_NAMES,
  type AuditTarget,
  type EnabledKind,
} from './moderated-kinds';
import { ENFORCEMENT_KINDS, type EnforcementKind } from './enforcement';
import { RULE_ACTIONS, type RuleAction } from './rules/rule-kinds';

/** Codes written as they are; the families below are one code per kind. */
export const FIXED_ACTION_CODES = [
  'about_answer.update',
  'account.hold',
  'account.hold_lift',
  'account.nickname_shown',
  'account.note_add',
  'account.phone_read',
  'account.set_certified',
  'account.set_status',
  'action_log.export',
  'action_log.verify',
  'admin.create',
  'admin.disable',
  'admin.enable',
  'admin.password_change',
  'admin.password_change_failed',
  'admin.reset_password',
  'admin.roles',
  'admin.session_revoke',
  'api_token.call',
  'api_token.create',
  'api_token.revoke',
  'auth.denied',
  'auth.gate_refused',
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.logout',
  'auth.reauth',
  'auth.reauth_failed',
  'auth.role_switch',
  'auth.token_rejected',
  'channel.create',
  'channel.update',
  'classifier.thresholds',
  'classifier.train',
  'database.backup',
  'database.restore',
  'enforcement.appeal_open',
  'enforcement.appeal_overturn',
  'enforcement.appeal_reopen',
  'enforcement.appeal_uphold',
  'enforcement.restore',
  'enforcement.revoke',
  'message.read',
  'mfa.confirm_failed',
  'mfa.disable_failed',
  'mfa.disabled',
  'mfa.enabled',
  'mfa.enroll',
  'mfa.locked',
  'mfa.reset',
  'mfa.unlocked',
  'notification.clear',
  'notification.read',
  'order.refund',
  'order.refund_refused',
  'order.refund_settled',
  'profile.update',
  'report.finish',
  'report.finish_standing',
  'report.reopen',
  'request.refused',
  'rule.apply_backlog',
  'rule.create',
  'rule.update',
  'saved_view.create',
  'saved_view.delete',
  'saved_view.update',
  'second_review.resolve',
  'second_review.share',
  'second_review.verdict',
  'security_notice.ack',
  'session.revoke_others',
  'session.revoke_own',
  'team_stats.target_save',
] as const;

/** An item switched on or off, or its audit status set, by kind. */
export type SetEnabledCode = `${EnabledKind}.set_enabled`;
export type SetAuditStatusCode = `${AuditTarget}.set_audit_status`;

export type ActionCode =
  | (typeof FIXED_ACTION_CODES)[number]
  | SetEnabledCode
  | SetAuditStatusCode
  | `rule.${RuleAction}`
  | `account.${EnforcementKind}`;

export const ACTION_CODES: readonly ActionCode[] = [
  ...FIXED_ACTION_CODES,
  ...ENABLED_KINDS.map((k): SetEnabledCode => `${k}.set_enabled`),
  ...AUDIT_TARGETS.map((k): SetAuditStatusCode => `${k}.set_audit_status`),
  ...RULE_ACTIONS.map((a) => `rule.${a}` as const),
  ...ENFORCEMENT_KINDS.map((k) => `account.${k}` as const),
];

const codes: ReadonlySet<string> = new Set(ACTION_CODES);
export const isActionCode = (s: string): s is ActionCode => codes.has(s);

/** What an entry names as its target, besides the moderated kinds. */
export const OTHER_TARGET_TYPES = [
  'action_log',
  'admin',
  'api_token',
  'apk_channel',
  'classifier_label',
  'classifier_model',
  'database',
  'endpoint',
  'enforcement',
  'notification',
  'order',
  'refund',
  'role',
  'rule',
  'saved_view',
  'second_review',
  'second_review_settings',
  'session',
  'team_queue_target',
] as const;

export const ACTION_TARGET_TYPES = [...MODERATED_KIND_NAMES, ...OTHER_TARGET_TYPES] as const;
export type ActionTargetType = (typeof ACTION_TARGET_TYPES)[number];

const targets: ReadonlySet<string> = new Set(ACTION_TARGET_TYPES);
export const isActionTargetType = (s: string): s is ActionTargetType => targets.has(s);
