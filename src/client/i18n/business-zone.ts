import { dateTimeFormat } from './intl-formats';

/**
 * The business time zone (the server's setting): the days its statistics are cut by, the days list
 * filters mean, and the clock every timestamp is shown on, so that a day reads the same on every
 * screen and for every member of the staff, wherever their browser is.
 */
const ZONE_KEY = 'backoffice-business-zone';
const DAY_MS = 86_400_000;

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
 * As the page stated it, else as the last reply did (kept across reloads). Replies name it too, so
 * a change made while a tab is open follows; without either, the browser's zone stands in.
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

/**
 * When a calendar day ("YYYY-MM-DD"), `plusDays` on, starts in the business time zone (else the
 * browser's), as an ISO instant; undefined for text that is not a day of the calendar (2026-02-31).
 */
export function dayStartIso(day: string, plusDays = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, month, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const given = new Date(Date.UTC(y, month, d));
  if (given.getUTCFullYear() !== y || given.getUTCMonth() !== month || given.getUTCDate() !== d) return undefined;
  // The day's midnight on a wall clock, written as if it were UTC.
  const wall = given.getTime() + plusDays * DAY_MS;
  const zone = businessZone;
  if (!zone) {
    const w = new Date(wall);
    return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate()).toISOString();
  }
  // The zone's offset at that wall time, taken again at the instant found: a day that starts on a
  // daylight-saving change has the offset of after it.
  const first = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, first)).toISOString();
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(zone: string, at: number): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}
