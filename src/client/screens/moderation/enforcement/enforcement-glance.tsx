import type { EnforcementSummary } from '#contract/api/enforcement';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { relativeTimeFormat } from '#client/i18n/intl-formats';

const DAY_MS = 86_400_000;

/** "today", "3 days ago": how long since an act, in the user's language. */
export function daysAgo(iso: string, locale: string): string {
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / DAY_MS));
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
}

/**
 * The enforcement history at a glance (author line and drawer): strikes in force, the last act and
 * when, and the suspension end while it is ahead. Nothing when the account has no history.
 */
export function EnforcementGlance({
  summary,
  className = 'ml-2',
}: {
  summary: EnforcementSummary;
  className?: string;
}) {
  const { t, locale } = useT();
  if (summary.total === 0) return null;
  const parts: string[] = [];
  if (summary.activeStrikes > 0)
    parts.push(
      t(summary.activeStrikes === 1 ? 'enf.summary.strike' : 'enf.summary.strikes', { n: summary.activeStrikes }),
    );
  if (summary.last)
    parts.push(
      t('enf.summary.last', { kind: t(`enf.kind.${summary.last.kind}`), ago: daysAgo(summary.last.at, locale) }),
    );
  return (
    <span data-enforcement-glance className={`${className} text-warning`}>
      {parts.join(' · ')}
      {summary.suspendedUntil && (
        <span className="ml-2 font-medium text-danger">
          {t('enf.summary.suspendedUntil', { until: formatDateTime(summary.suspendedUntil, locale) })}
        </span>
      )}
    </span>
  );
}
