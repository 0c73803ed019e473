import type { Locale } from '../../i18n/locales';
import { knownBusinessZone } from '../../i18n/business-zone';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { formatDateTime } from '../../i18n/format';

/**
 * The day a rule was last changed, as the other tables write a date ("Dec 7, 2026", "2026年12月7日")
 * without the time, which its title gives: the day and time on one line cut the column off at 1360 px.
 */
export function updatedDay(iso: string, locale: Locale): { day: string; full: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: iso, full: iso };
  const timeZone = knownBusinessZone();
  const options: Intl.DateTimeFormatOptions = timeZone ? { dateStyle: 'medium', timeZone } : { dateStyle: 'medium' };
  return { day: dateTimeFormat(locale, options).format(date), full: formatDateTime(iso, locale) };
}
