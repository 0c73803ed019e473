import { createRng } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Shanghai, the business time zone: UTC+8 all year (China has no daylight saving time). */
const SHANGHAI_OFFSET = 8 * HOUR;
/** How far back the older accounts go. */
const HISTORY_DAYS = 730;
/** Today plus the 30 days before it carry the hourly curve. */
export const RECENT_DAYS = 31;

/** Sign-ups by local hour: quiet at night, a lunch bump and an evening peak. */
const HOUR_WEIGHTS = [
  0.9, 0.6, 0.35, 0.2, 0.15, 0.2, 0.4, 0.8, 1.1, 1.2, 1.2, 1.3, 1.6, 1.4, 1.1, 1.1, 1.2, 1.4, 1.7, 2.0, 2.4, 2.7, 2.5,
  1.7,
];

/** Time buckets in ascending order; the accounts with ids base+1 … base+count fall in bucket i. */
export interface RegistrationBuckets {
  startMs: number[];
  lengthMs: number[];
  count: number[];
  base: number[];
}

interface Bucket {
  start: number;
  length: number;
  weight: number;
  day: number;
}

/** Midnight in Shanghai of the day `at` falls on, as a UTC epoch. */
export function shanghaiDayStart(at: number): number {
  return Math.floor((at + SHANGHAI_OFFSET) / DAY) * DAY - SHANGHAI_OFFSET;
}

/**
 * Spreads `total` registrations: the older ones over two years by day (slow growth), the recent
 * share over today and the previous 30 days by hour with growth, weekends, one campaign day and
 * jitter. Every one of those days gets at least one registration.
 */
export function registrationBuckets(total: number, recent: number, now: Date): RegistrationBuckets {
  const rng = createRng(20_240_601);
  const end = now.getTime();
  const today = shanghaiDayStart(end);
  const recentStart = today - (RECENT_DAYS - 1) * DAY;

  const older: Bucket[] = [];
  for (let d = HISTORY_DAYS; d >= RECENT_DAYS; d--) {
    const start = today - d * DAY;
    const growth = 0.3 + 0.7 * (1 - d / HISTORY_DAYS);
    older.push({ start, length: DAY, weight: growth * weekday(start) * (0.8 + 0.4 * rng.next()), day: d });
  }

  const hourly: Bucket[] = [];
  for (let d = RECENT_DAYS - 1; d >= 0; d--) {
    const dayStart = today - d * DAY;
    const campaign = d === 9 ? 1.6 : 1;
    const dayFactor =
      (1 + (0.5 * (RECENT_DAYS - d)) / RECENT_DAYS) * weekday(dayStart) * campaign * (0.85 + 0.3 * rng.next());
    for (let h = 0; h < 24; h++) {
      const start = dayStart + h * HOUR;
      const jitter = 0.9 + 0.2 * rng.next();
      if (start >= end) continue;
      const length = Math.min(HOUR, end - start);
      hourly.push({ start, length, weight: (HOUR_WEIGHTS[h] ?? 1) * dayFactor * jitter * (length / HOUR), day: d });
    }
  }
  if (recentStart !== hourly[0]?.start) throw new Error('registration curve: recent window misaligned');

  const olderCounts = allocate(total - recent, older);
  const hourlyCounts = allocate(recent, hourly);
  if (recent >= RECENT_DAYS) everyDayAtLeastOne(hourly, hourlyCounts);

  const buckets = [...older, ...hourly];
  const counts = [...olderCounts, ...hourlyCounts];
  const out: RegistrationBuckets = { startMs: [], lengthMs: [], count: [], base: [] };
  let base = 0;
  buckets.forEach((b, i) => {
    const c = counts[i] ?? 0;
    if (c === 0) return;
    out.startMs.push(b.start);
    out.lengthMs.push(b.length);
    out.count.push(c);
    out.base.push(base);
    base += c;
  });
  return out;
}

/** Saturdays and Sundays (in Shanghai) bring a fifth more sign-ups. */
function weekday(start: number): number {
  const dow = new Date(start + SHANGHAI_OFFSET).getUTCDay();
  return dow === 0 || dow === 6 ? 1.2 : 1;
}

/** Largest-remainder rounding: integer counts proportional to the weights, summing to `total`. */
function allocate(total: number, buckets: readonly Bucket[]): number[] {
  const sum = buckets.reduce((s, b) => s + b.weight, 0);
  const exact = buckets.map((b) => (total * b.weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts;
}

/** A day with no registration (e.g. just after midnight) takes one from the fullest hour. */
function everyDayAtLeastOne(buckets: readonly Bucket[], counts: number[]) {
  for (let d = 0; d < RECENT_DAYS; d++) {
    const ofDay = buckets.map((b, i) => [b, i] as const).filter(([b]) => b.day === d);
    if (ofDay.some(([, i]) => (counts[i] ?? 0) > 0)) continue;
    const first = ofDay[0];
    if (!first) continue;
    let fullest = 0;
    counts.forEach((c, i) => {
      if (c > (counts[fullest] ?? 0)) fullest = i;
    });
    counts[fullest] = (counts[fullest] ?? 0) - 1;
    counts[first[1]] = 1;
  }
}
