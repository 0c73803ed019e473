import type { Locale } from './locales';
import { dateTimeFormat } from './intl-formats';

/** A timestamp in the reader's language and time zone, e.g. 2024-01-15 09:30. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
