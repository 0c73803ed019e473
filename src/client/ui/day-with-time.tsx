import { formatDateTime, formatDay } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/**
 * A moment as its day, with the time in its title: a table's date column then needs the width of
 * a day, not of a day and a time, and the time is a hover away.
 */
export function DayWithTime({ iso, locale }: { iso: string; locale: Locale }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)} className="whitespace-nowrap">
      {formatDay(iso, locale)}
    </time>
  );
}
