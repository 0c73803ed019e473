import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openMemoryPglite, queryRows, type Database } from '#server/db/client';
import { createRng } from '#server/db/seed/prng';
import { RECENT_DAYS, registrationBuckets, shanghaiDayStart } from '#server/db/seed/registration-curve';
import { permutation } from '#server/db/seed/sql-expr';

const HOUR = 3_600_000;

/** The Shanghai calendar day of each bucket's accounts, counted back from the day of `now`. */
function registrationsPerDay(total: number, recent: number, now: Date): Map<number, number> {
  const b = registrationBuckets(total, recent, now);
  const today = shanghaiDayStart(now.getTime());
  const perDay = new Map<number, number>();
  b.startMs.forEach((start, i) => {
    const daysAgo = Math.round((today - shanghaiDayStart(start)) / (24 * HOUR));
    perDay.set(daysAgo, (perDay.get(daysAgo) ?? 0) + (b.count[i] ?? 0));
  });
  return perDay;
}

describe('registration curve', () => {
  const now = new Date('2026-03-14T05:26:53.000Z');

  it('places every account once, in time order, never after now', () => {
    const b = registrationBuckets(5_000, 2_000, now);
    expect(b.count.reduce((s, c) => s + c, 0)).toBe(5_000);
    b.startMs.forEach((start, i) => {
      expect(start + (b.lengthMs[i] ?? 0)).toBeLessThanOrEqual(now.getTime());
      if (i > 0) expect(start).toBeGreaterThan(b.startMs[i - 1] ?? 0);
      expect(b.base[i]).toBe(b.count.slice(0, i).reduce((s, c) => s + c, 0));
    });
  });

  it('gives every one of the last 31 days a registration, even five seconds after midnight in Shanghai', () => {
    const justAfterMidnight = new Date(shanghaiDayStart(now.getTime()) + 5_000);
    for (const at of [now, justAfterMidnight]) {
      const perDay = registrationsPerDay(5_000, 2_000, at);
      for (let d = 0; d < RECENT_DAYS; d++) expect(perDay.get(d) ?? 0, `day -${d}`).toBeGreaterThan(0);
    }
  });

  it('is the same curve for the same instant', () => {
    expect(registrationBuckets(5_000, 2_000, now)).toEqual(registrationBuckets(5_000, 2_000, now));
  });
});

describe('seeded random numbers', () => {
  it('repeat for a seed and stay in [0, 1)', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 1_000 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 1_000 }, () => b.next()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(new Set(xs).size).toBe(1_000);
  });
});

describe('SQL permutation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMemoryPglite();
  });
  afterAll(() => database.close());

  it.each([5_000, 100_000, 7_919 * 3])('is a bijection of [0, %i) with a working inverse', async (size) => {
    const p = permutation(size, 7_919);
    const [row] = await queryRows<{ images: number; roundtrip: number; inside: boolean }>(
      database.db,
      sql.raw(`SELECT count(DISTINCT f)::int AS images, count(*) FILTER (WHERE ${p.inverse('f')} = i)::int AS roundtrip,
          bool_and(f >= 0 AND f < ${size}) AS inside
        FROM (SELECT i, ${p.forward('i')} AS f FROM generate_series(0, ${size - 1}) i) s`),
    );
    expect(row).toEqual({ images: size, roundtrip: size, inside: true });
  });
});
