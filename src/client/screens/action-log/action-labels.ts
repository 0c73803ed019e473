import {
  isActionCode,
  isActionTargetType,
  type ActionCode,
  type SetAuditStatusCode,
  type SetEnabledCode,
} from '#contract/action-codes';
import { AUDIT_STATUSES } from '#contract/entities';
import type { Translate } from '../../i18n/message-key';

type FixedCode = Exclude<ActionCode, SetEnabledCode | SetAuditStatusCode>;
const FAMILY = /^([a-z_]+)\.(set_enabled|set_audit_status)$/;

/** An entry's target kind in the reader's words; a kind this console does not know, as it is. */
export function targetLabel(type: string, t: Translate): string {
  return isActionTargetType(type) ? t(`actionLog.target.${type}`) : type;
}

/**
 * An entry's action in the reader's words: "Moment rejected" for `moment.set_audit_status` whose
 * `after` says REJECTED. A code this console does not know (written by a newer server) is shown as
 * it is, and the table shows the code beside every name, so the action filter can be typed from it.
 */
export function actionLabel(code: string, t: Translate, after?: unknown): string {
  if (!isActionCode(code)) return code;
  const family = FAMILY.exec(code);
  if (!family) return t(`actionLog.code.${code as FixedCode}`);
  const kind = targetLabel(family[1]!, t);
  const set = (after ?? {}) as { enabled?: unknown; auditStatus?: unknown };
  if (family[2] === 'set_enabled') {
    if (typeof set.enabled === 'boolean')
      return t(`actionLog.code.set_enabled.${set.enabled ? 'on' : 'off'}`, { kind });
    return t('actionLog.code.set_enabled', { kind });
  }
  const status = AUDIT_STATUSES.find((s) => s === set.auditStatus);
  return t(status ? `actionLog.code.set_audit_status.${status}` : 'actionLog.code.set_audit_status', { kind });
}
