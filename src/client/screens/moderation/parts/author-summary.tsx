import { memo } from 'react';
import { useT } from '#client/i18n/use-t';
import { useSettled } from '#client/ui/use-settled';
import { EnforcementGlance } from '../enforcement/enforcement-glance';
import { useCachedAccountInfo, useHasAccountInfo } from '../api/account-endpoints';
import { relativeTimeFormat } from '#client/i18n/intl-formats';

/** How long the cursor rests on an item before its author is asked for (when not in the cache yet). */
export const AUTHOR_SETTLE_MS = 150;

const DAY_MS = 86_400_000;

/** "3 months ago", in the user's language, from the largest unit that is at least one. */
function ago(iso: string, locale: string): string {
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / DAY_MS));
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  if (days >= 365) return format.format(-Math.floor(days / 365), 'year');
  if (days >= 30) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-days, 'day');
}

/**
 * One line about the author under the queue's card, without opening anything: how long they have
 * been here, how much of theirs moderation removed, the reports against them still open, and their
 * status when it is not normal, and its enforcement history at a glance, those two first. One line
 * cut at its end on a desktop; on a phone's width (below `md`) it wraps, since nothing there shows
 * the rest (no hover, no wider pane). Its height is kept while it loads, so the card does not move.
 * An author not in the cache yet is asked for once the cursor rests: keys that run through the
 * queue do not queue a request per item in front of the hand's top-up.
 */
export const AuthorSummary = memo(function AuthorSummary({ accountId }: { accountId: number }) {
  const { t, locale } = useT();
  const inCache = useHasAccountInfo()(accountId);
  const rested = useSettled(accountId, AUTHOR_SETTLE_MS) === accountId;
  const { data } = useCachedAccountInfo(inCache || rested ? accountId : null);
  return (
    <p data-author-summary={accountId} className="mt-1 min-h-5 text-[12px] text-fg-3 md:h-5 md:truncate">
      {data && (
        <>
          {/* What weighs on a decision first: on a desktop the end of the line may be cut. */}
          {data.account.status !== 'NORMAL' && (
            <span className="mr-2 text-danger">{t(`mod.status.${data.account.status}`)}</span>
          )}
          <EnforcementGlance summary={data.enforcement} className="mr-2" />
          {t('mod.author.summary', {
            age: ago(data.account.createdAt, locale),
            removed: data.counts.removed,
            reports: data.counts.openReportsAgainst,
          })}
        </>
      )}
    </p>
  );
});
