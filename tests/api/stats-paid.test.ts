import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkChannels } from '#server/db/schema/commerce';
import { startServer, type TestServer } from './harness';
import { DAY, addDays, insertAccounts, insertOrders, insertRefunds, rng, shanghaiMidnight } from './stats-fixtures';
import { expectedPaidStats, type TestOrder, type TestRefund } from './stats-paid-expected';

const FROM = '2026-02-25'; // a Wednesday; the period crosses a month end and several Mondays
const TO = '2026-03-10';
const CHANNELS = ['alpha', 'beta', 'gamma'];
// Two channels in the apk channel list; gamma and delta are codes no channel has (removed since).
const NAMES = { alpha: 'Alpha Store', beta: '贝塔市场' };

let s: TestServer;
let promote = '';
const orders: TestOrder[] = [];
const refunds: TestRefund[] = [];

beforeAll(async () => {
  s = await startServer();
  promote = await s.login('promote');
  await s.db.insert(apkChannels).values(
    Object.entries(NAMES).map(([code, name]) => ({
      code,
      name,
      downloadUrl: `https://x.example/${code}.apk`,
      version: '1.0.0',
    })),
  );
  const accounts = await insertAccounts(
    s.db,
    Array.from({ length: 25 }, () => ({ registeredAt: Date.parse('2025-01-01T00:00:00Z') })),
  );
  const random = rng(3);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const start = shanghaiMidnight(FROM);
  const end = shanghaiMidnight(addDays(TO, 1));
  const specs: Omit<TestOrder, 'id'>[] = [];
  for (let i = 0; i < 300; i++) {
    const paid = random() < 0.85;
    specs.push({
      accountId: pick(accounts),
      amountCents: pick([600, 1800, 3000, 6800]),
      channel: pick(CHANNELS),
      paidAt: paid ? start - 3 * DAY + Math.floor(random() * (end - start + 6 * DAY)) : null,
      renewal: random() < 0.4,
      currency: random() < 0.05 ? 'USD' : 'CNY',
    });
  }
  // Period edges: first and last millisecond inside, one millisecond outside on either side.
  for (const paidAt of [start, start - 1, end - 1, end]) {
    specs.push({ accountId: accounts[0]!, amountCents: 100, channel: 'alpha', paidAt, renewal: true, currency: 'CNY' });
  }
  // A channel whose only activity in the period is a refund of an older order.
  specs.push({
    accountId: accounts[1]!,
    amountCents: 5000,
    channel: 'delta',
    paidAt: start - 20 * DAY,
    renewal: false,
    currency: 'CNY',
  });
  const ids = await insertOrders(
    s.db,
    specs.map((o) => ({ ...o, status: o.paidAt === null ? 'PENDING' : 'PAID' })),
  );
  specs.forEach((o, i) => orders.push({ ...o, id: ids[i]! }));

  const paidOrders = orders.filter((o) => o.paidAt !== null);
  for (let i = 0; i < 60; i++) {
    const o = pick(paidOrders);
    refunds.push({
      orderId: o.id,
      amountCents: Math.min(300, o.amountCents),
      createdAt: o.paidAt! + Math.floor(random() * 4 * DAY),
      currency: o.currency,
    });
  }
  refunds.push(
    { orderId: orders.at(-1)!.id, amountCents: 2000, createdAt: start + 5 * DAY, currency: 'CNY' },
    { orderId: paidOrders[0]!.id, amountCents: 50, createdAt: start, currency: 'CNY' },
    { orderId: paidOrders[0]!.id, amountCents: 70, createdAt: end, currency: 'CNY' },
  );
  await insertRefunds(s.db, refunds);
});
afterAll(() => s.close());

describe('/admins/paid-stats/get', () => {
  it.each(['day', 'week', 'month'] as const)('matches the inserted orders and refunds by %s', async (granularity) => {
    const r = await s.call('/admins/paid-stats/get', { from: FROM, to: TO, granularity }, { token: promote });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual({
      timeZone: 'Asia/Shanghai',
      currency: 'CNY',
      ...expectedPaidStats(orders, refunds, { from: FROM, to: TO, granularity }, NAMES),
    });
    // The data set really exercises every figure.
    expect(r.body.data.totals.orders).toBeGreaterThan(100);
    expect(r.body.data.totals.refundCents).toBeGreaterThan(0);
    expect(r.body.data.channels.map((c) => c.channel).sort()).toEqual([...CHANNELS, 'delta'].sort());
  });

  it('names each channel from the apk channel list, and a code no channel has as null', async () => {
    const r = await s.call('/admins/paid-stats/get', { from: FROM, to: TO, granularity: 'day' }, { token: promote });
    const names = Object.fromEntries(r.body.data.channels.map((c) => [c.channel, c.name]));
    expect(names).toEqual({ alpha: 'Alpha Store', beta: '贝塔市场', gamma: null, delta: null });
  });

  it('names the buckets: days, Mondays and firsts of months, the first one clipped to from', async () => {
    const week = await s.call(
      '/admins/paid-stats/get',
      { from: FROM, to: TO, granularity: 'week' },
      { token: promote },
    );
    expect(week.body.data.series.labels).toEqual(['2026-02-25', '2026-03-02', '2026-03-09']);
    const month = await s.call(
      '/admins/paid-stats/get',
      { from: FROM, to: TO, granularity: 'month' },
      { token: promote },
    );
    expect(month.body.data.series.labels).toEqual(['2026-02-25', '2026-03-01']);
    expect(month.body.data.series.starts).toEqual(['2026-02-24T16:00:00Z', '2026-02-28T16:00:00Z']);
    const day = await s.call('/admins/paid-stats/get', { from: FROM, to: TO, granularity: 'day' }, { token: promote });
    expect(day.body.data.series.labels).toEqual(Array.from({ length: 14 }, (_, i) => addDays(FROM, i)));
  });

  it('narrows everything to one channel, refunds included', async () => {
    for (const channel of ['alpha', 'delta']) {
      const r = await s.call(
        '/admins/paid-stats/get',
        { from: FROM, to: TO, granularity: 'day', channel },
        { token: promote },
      );
      expect(r.body.data).toEqual({
        timeZone: 'Asia/Shanghai',
        currency: 'CNY',
        ...expectedPaidStats(orders, refunds, { from: FROM, to: TO, granularity: 'day', channel }, NAMES),
      });
    }
    const none = await s.call(
      '/admins/paid-stats/get',
      { from: FROM, to: TO, granularity: 'day', channel: 'nobody' },
      { token: promote },
    );
    expect(none.body.data.totals).toMatchObject({
      orders: 0,
      revenueCents: 0,
      payingAccounts: 0,
      arppuCents: null,
      renewalShare: null,
    });
    expect(none.body.data.channels).toEqual([]);
    expect(none.body.data.series.orders).toEqual(new Array(14).fill(0));
  });

  it('covers a one-day period and a full year', async () => {
    const one = await s.call('/admins/paid-stats/get', { from: TO, to: TO, granularity: 'month' }, { token: promote });
    expect(one.body.data).toEqual({
      timeZone: 'Asia/Shanghai',
      currency: 'CNY',
      ...expectedPaidStats(orders, refunds, { from: TO, to: TO, granularity: 'month' }, NAMES),
    });
    const year = await s.call(
      '/admins/paid-stats/get',
      { from: '2025-03-11', to: TO, granularity: 'month' },
      { token: promote },
    );
    expect(year.body.code).toBe(200);
    expect(year.body.data.series.labels).toHaveLength(13);
  });

  it('is refused, with valid payloads, to the support agent on every stats endpoint', async () => {
    const agent = await s.login('agent');
    const calls = [
      s.call('/admins/paid-stats/get', { from: FROM, to: TO, granularity: 'day' }, { token: agent }),
      s.call('/admins/reg-stats', { date: TO, minute: 60 }, { token: agent }),
      s.call('/admins/source-stats', { date: TO }, { token: agent }),
      s.call('/admins/user-count-stats', {}, { token: agent }),
    ];
    for (const r of await Promise.all(calls)) {
      expect([r.status, r.body.code, r.body.data]).toEqual([403, 40300, { reason: 'ROLE' }]);
    }
  });

  it('refuses bad periods, granularities and channels', async () => {
    const root = await s.login('root');
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ from: TO, to: FROM, granularity: 'day' }, /^to: must not be before from/],
      [{ from: '2025-03-09', to: TO, granularity: 'month' }, /^to: the period may cover at most 366 days/],
      [{ from: FROM, to: TO, granularity: 'year' }, /^granularity:/],
      [{ from: FROM, to: TO, granularity: 'day', channel: 'Not A Code' }, /^channel: must be a channel code/],
      [{ from: '2026-02-29', to: TO, granularity: 'day' }, /^from:/],
      [{ from: FROM, granularity: 'day' }, /^to: is required/],
    ];
    for (const [body, msg] of bad) {
      const r = await s.raw('/admins/paid-stats/get', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
        body: JSON.stringify(body),
      });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, 40000]);
      expect(r.body.msg).toMatch(msg);
    }
  });
});
