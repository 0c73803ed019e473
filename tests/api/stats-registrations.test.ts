import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { REG_BUCKET_MINUTES } from '#contract/api/stats';
import {
  DAY,
  addDays,
  insertAccounts,
  rng,
  shanghaiDate,
  shanghaiMidnight,
  shanghaiMinuteOfDay,
  type AccountSpec,
} from './stats-fixtures';

/** A day of the past, so "now" plays no part: every figure is about fixed instants. */
const D = '2026-03-10';
const PREV = addDays(D, -1);

let s: TestServer;
let root = '';
const rows: AccountSpec[] = [];

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
  const m = shanghaiMidnight(D);
  // Bucket and day edges, in local time of Asia/Shanghai.
  const edges = [
    m, // D 00:00:00.000 → first bucket of D
    m + DAY - 1, // D 23:59:59.999 → last bucket of D
    m + DAY, // D+1 00:00 → not in either day
    m - 1, // D-1 23:59:59.999 → last bucket of the previous day
    m - DAY, // D-1 00:00 → first bucket of the previous day
    m - DAY - 1, // D-2 23:59:59.999 → outside
    Date.parse(`${PREV}T16:30:00Z`), // 16:30 UTC on D-1 is D 00:30 in Shanghai
    m + 59 * 60_000 + 59_999, // 00:59:59.999 → bucket 0 of 60, 11 of 5
    m + 60 * 60_000, // 01:00 → bucket 1 of 60
  ];
  for (const t of edges) rows.push({ registeredAt: t, source: 'edge' });
  const random = rng(7);
  for (let i = 0; i < 400; i++)
    rows.push({ registeredAt: m - 2 * DAY + Math.floor(random() * 4 * DAY), source: 'random' });
  await insertAccounts(s.db, rows);
});
afterAll(() => s.close());

/** Expected buckets, computed from the inserted instants alone. */
function expected(day: string, minute: number): number[] {
  const counts = new Array<number>(1440 / minute).fill(0);
  for (const r of rows) {
    if (shanghaiDate(r.registeredAt) !== day) continue;
    const i = Math.floor(shanghaiMinuteOfDay(r.registeredAt) / minute);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

describe('/admins/reg-stats', () => {
  it.each(REG_BUCKET_MINUTES)(
    'counts registrations of the day and the day before in %i-minute buckets',
    async (minute) => {
      const r = await s.call('/admins/reg-stats', { date: D, minute }, { token: root });
      expect(r.body.code).toBe(200);
      const data = r.body.data;
      expect(data.timeZone).toBe('Asia/Shanghai');
      expect(data.previousDate).toBe(PREV);
      expect(data.labels).toHaveLength(1440 / minute);
      expect(data.counts).toEqual(expected(D, minute));
      expect(data.previousCounts).toEqual(expected(PREV, minute));
      expect(data.total).toBe(rows.filter((x) => shanghaiDate(x.registeredAt) === D).length);
      expect(data.previousTotal).toBe(rows.filter((x) => shanghaiDate(x.registeredAt) === PREV).length);
      // Labels are wall-clock times of the business zone; starts the same instants in UTC.
      expect(data.labels[0]).toBe('00:00');
      expect(data.starts[0]).toBe(`${PREV}T16:00:00Z`);
      const last = 1440 - minute;
      expect(data.labels.at(-1)).toBe(
        `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`,
      );
      expect(Date.parse(data.starts.at(-1)!)).toBe(shanghaiMidnight(D) + last * 60_000);
    },
  );

  it('puts the day and bucket edges where the business time zone says', async () => {
    const r = await s.call('/admins/reg-stats', { date: D, minute: 60 }, { token: root });
    const randomOnly = (day: string) => {
      const c = new Array<number>(24).fill(0);
      for (const x of rows)
        if (x.source === 'random' && shanghaiDate(x.registeredAt) === day)
          c[Math.floor(shanghaiMinuteOfDay(x.registeredAt) / 60)]! += 1;
      return c;
    };
    const edgesOf = (counts: number[], day: string) => counts.map((n, i) => n - randomOnly(day)[i]!);
    // Written out by hand: D 00:00:00.000, 00:30 (16:30 UTC the day before) and 00:59:59.999 in
    // the first hour, 01:00 in the second, 23:59:59.999 in the last; D+1 00:00 nowhere.
    const today = new Array<number>(24).fill(0);
    today[0] = 3;
    today[1] = 1;
    today[23] = 1;
    // The day before: its 00:00 and its 23:59:59.999; D-2 23:59:59.999 nowhere.
    const before = new Array<number>(24).fill(0);
    before[0] = 1;
    before[23] = 1;
    expect(edgesOf(r.body.data.counts, D)).toEqual(today);
    expect(edgesOf(r.body.data.previousCounts, PREV)).toEqual(before);
  });

  it('answers an empty day with zeros in every bucket', async () => {
    const r = await s.call('/admins/reg-stats', { date: '2020-01-01', minute: 60 }, { token: root });
    expect(r.body.data.counts).toEqual(new Array(24).fill(0));
    expect(r.body.data.total).toBe(0);
  });

  it('refuses bad input with 40000 naming the field', async () => {
    const bad: [unknown, RegExp][] = [
      [{ date: D, minute: 7 }, /^minute: must be one of 1, 5, 10, 15, 30, 60/],
      [{ date: D, minute: 0 }, /^minute:/],
      [{ date: D, minute: 5.5 }, /^minute:/],
      [{ date: D, minute: '5' }, /^minute:/],
      [{ date: '2026-02-30', minute: 5 }, /^date:/],
      [{ date: '2026-3-10', minute: 5 }, /^date:/],
      [{ date: '1999-12-31', minute: 5 }, /^date: must be between/],
      [{ date: `${D}T00:00:00Z`, minute: 5 }, /^date:/],
      [{ minute: 5 }, /^date: is required/],
      [{ date: D, minute: 5, tz: 'UTC' }, /^tz: unknown key/],
    ];
    for (const [body, msg] of bad) {
      const r = await s.raw('/admins/reg-stats', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
        body: JSON.stringify(body),
      });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, 40000]);
      expect(r.body.msg).toMatch(msg);
    }
  });
});

describe('/admins/reg-stats in a zone with daylight saving time', () => {
  let ny: TestServer;
  beforeAll(async () => {
    ny = await startServer({ BUSINESS_TIME_ZONE: 'America/New_York' });
  });
  afterAll(() => ny.close());

  it('keeps 24 wall-clock buckets on the 23-hour day and places rows by local time', async () => {
    // 2026-03-08: clocks jump from 02:00 EST to 03:00 EDT.
    const times = [
      '2026-03-08T05:00:00Z',
      '2026-03-08T06:59:59.999Z',
      '2026-03-08T07:00:00Z',
      '2026-03-09T03:59:59.999Z',
      '2026-03-09T04:00:00Z',
    ];
    await insertAccounts(
      ny.db,
      times.map((t) => ({ registeredAt: Date.parse(t) })),
    );
    const token = await ny.login('promote');
    const r = await ny.call('/admins/reg-stats', { date: '2026-03-08', minute: 60 }, { token });
    expect(r.body.data.timeZone).toBe('America/New_York');
    const counts = r.body.data.counts;
    expect(counts).toHaveLength(24);
    // 00:00 EST, 01:59:59.999 EST, 03:00 EDT, 23:59:59.999 EDT; 00:00 EDT of the 9th is outside.
    expect([counts[0], counts[1], counts[2], counts[3], counts[23]]).toEqual([1, 1, 0, 1, 1]);
    expect(r.body.data.total).toBe(4);
    expect(r.body.data.starts[0]).toBe('2026-03-08T05:00:00Z');
    expect(r.body.data.starts[4]).toBe('2026-03-08T08:00:00Z');
  });
});
