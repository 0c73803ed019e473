import { dateTimeFormat } from '../i18n/intl-formats';
import { knownBusinessZone } from '../i18n/business-zone';

const DAY_MS = 86_400_000;

/** The business time zone lives with the formatters, which show every timestamp on its clock. */
export { knownBusinessZone, noteBusinessZone } from '../i18n/business-zone';

/** Today as "YYYY-MM-DD" in a time zone (the business one when known, else the browser's). */
export function todayIn(timeZone: string | undefined = knownBusinessZone()): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  if (timeZone) options.timeZone = timeZone;
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', options).format(new Date());
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function isIsoDate(text: string | null): text is string {
  return !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}
