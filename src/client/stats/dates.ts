import { dateTimeFormat } from '../i18n/intl-formats';

const DAY_MS = 86_400_000;

const ZONE_KEY = 'backoffice-business-zone';

function storedZone(): string | undefined {
  try {
    return localStorage.getItem(ZONE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The zone the server named in the page it sent (http/static.ts): its setting as of this load. */
function pageZone(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="business-time-zone"]')?.content || undefined;
}

/**
 * The business time zone: as the page stated it, else as the last reply did (kept across reloads).
 * Replies name it too (the server's setting), so a change made while a tab is open follows; without
 * either, the browser's zone stands in.
 */
let businessZone: string | undefined = pageZone() ?? storedZone();

export function noteBusinessZone(timeZone: string): void {
  if (timeZone === businessZone) return;
  businessZone = timeZone;
  try {
    localStorage.setItem(ZONE_KEY, timeZone);
  } catch {
    // Storage blocked: known for this page only.
  }
}

/** The business time zone as last stated, if ever. */
export function knownBusinessZone(): string | undefined {
  return businessZone;
}

/** Today as "YYYY-MM-DD" in a time zone (the business one when known, else the browser's). */
export function todayIn(timeZone: string | undefined = businessZone): string {
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
