import type { StatusChange } from '#contract/api/moderation-account-info';
import { decisionReasonCodeOf } from '#contract/moderation-reasons';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { reasonText } from '../enforcement/reason-text';

/**
 * The account's last status change as the action log has it: a mute or a ban set by the status
 * change leaves no enforcement, so without this the drawer would show a muted account with a
 * clean history.
 */
export function LastStatusChange({ change }: { change: StatusChange | null }) {
  const { t, locale } = useT();
  if (!change) return null;
  return (
    <section aria-label={t('mod.account.lastStatus')}>
      <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('mod.account.lastStatus')}</h3>
      <p className="text-fg-2">
        {t('mod.account.lastStatusLine', {
          status: t(`mod.status.${change.status}`),
          by: change.by?.username ?? t('mod.account.lastStatusSystem'),
          at: formatDateTime(change.at, locale),
        })}
      </p>
      <p className="break-words text-fg-2">
        {change.reason
          ? reasonText({ reasonCode: decisionReasonCodeOf(change.reason), reason: change.reason }, t)
          : t('mod.account.lastStatusNoReason')}
      </p>
    </section>
  );
}
