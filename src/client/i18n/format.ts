import type { Locale } from './locales';
import { dateTimeFormat } from './intl-formats';
import { knownBusinessZone } from './business-zone';

/** On the business time zone's clock when it is known (business-zone.ts), else the reader's. */
function zoned<T extends Intl.DateTimeFormatOptions>(options: T): T {
  const timeZone = knownBusinessZone();
  return timeZone ? { ...options, timeZone } : options;
}

/** A timestamp in the reader's language, e.g. 2024-01-15 09:30. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, zoned({ dateStyle: 'medium', timeStyle: 'short' })).format(date);
}

/** The day alone, short, e.g. Jan 15, 2024: a table's date where the time is in its title. */
export function formatDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, zoned({ dateStyle: 'medium' })).format(date);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, zoned({ dateStyle: 'long' })).format(date);
}
