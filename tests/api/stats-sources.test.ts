import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { DAY, addDays, insertAccounts, rng, shanghaiDate, shanghaiMidnight, type AccountSpec } from './stats-fixtures';

const D = '2026-04-01';
const PREV = addDays(D, -1);

let s: TestServer;
let token = '';
const rows: AccountSpec[] = [];

beforeAll(async () => {
  s = await startServer();
  token = await s.login('promote');
  const m = shanghaiMidnight(D);
  const random = rng(11);
  const sources = ['huawei', 'xiaomi', 'official', 'oppo'];
  for (let i = 0; i < 300; i++) {
    rows.push({
      registeredAt: m - 2 * DAY + Math.floor(random() * 4 * DAY),
      source: sources[Math.floor(random() * sources.length)]!,
    });
  }
  // A source seen only the day before (its last millisecond), one only on D (its first), one
  // only just outside both days.
  rows.push({ registeredAt: m - 1, source: 'gone' });
  rows.push({ registeredAt: m, source: 'fresh' });
  rows.push({ registeredAt: m + DAY, source: 'later' }, { registeredAt: m - DAY - 1, source: 'later' });
  await insertAccounts(s.db, rows);
});
afterAll(() => s.close());

function countBy(day: string) {
  const by = new Map<string, number>();
  for (const r of rows) if (shanghaiDate(r.registeredAt) === day) by.set(r.source!, (by.get(r.source!) ?? 0) + 1);
  return by;
}

describe('/admins/source-stats', () => {
  it('counts each source on the day and the day before, with share and change', async () => {
    const r = await s.call('/admins/source-stats', { date: D }, { token });
    expect(r.body.code).toBe(200);
    const data = r.body.data;
    const today = countBy(D);
    const before = countBy(PREV);
    const total = [...today.values()].reduce((a, b) => a + b, 0);
    const names = [...new Set([...today.keys(), ...before.keys()])];
    const expected = names
      .map((source) => {
        const count = today.get(source) ?? 0;
        const previous = before.get(source) ?? 0;
        return {
          source,
          count,
          previous,
          change: count - previous,
          changeRate: previous === 0 ? null : (count - previous) / previous,
        };
      })
      .sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1));

    expect(data).toMatchObject({ timeZone: 'Asia/Shanghai', date: D, previousDate: PREV, total });
    expect(data.previousTotal).toBe([...before.values()].reduce((a, b) => a + b, 0));
    expect(data.sources.map(({ share: _share, ...rest }) => rest)).toEqual(expected);
    for (const row of data.sources) expect(row.share).toBeCloseTo(row.count / total, 12);
    expect(data.sources.reduce((a, x) => a + x.share, 0)).toBeCloseTo(1, 12);

    expect(data.sources.find((x) => x.source === 'gone')).toMatchObject({
      count: 0,
      previous: 1,
      share: 0,
      changeRate: -1,
    });
    expect(data.sources.find((x) => x.source === 'fresh')).toMatchObject({ count: 1, previous: 0, changeRate: null });
    expect(data.sources.some((x) => x.source === 'later')).toBe(false);
  });

  it('answers a day without registrations with an empty list', async () => {
    const r = await s.call('/admins/source-stats', { date: '2021-06-01' }, { token });
    expect(r.body.data).toMatchObject({ total: 0, previousTotal: 0, sources: [] });
  });

  it('refuses a bad date', async () => {
    for (const date of ['2026-13-01', 'yesterday', '2100-01-01']) {
      const r = await s.call('/admins/source-stats', { date }, { token });
      expect([r.status, r.body.code]).toEqual([400, 40000]);
      expect(r.body.msg).toMatch(/^date: /);
    }
  });
});
