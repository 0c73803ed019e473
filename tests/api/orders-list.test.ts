import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { nextIp, seedAccount, seedOrder, type OrderSeed } from './fixtures/commerce';
import type { ApiBody } from '#contract/api';
import type { OrderStatus } from '#contract/entities';
import { queryRows } from '#server/db/client';

type Filters = NonNullable<ApiBody<'/admins/order-list/get'>['filters']>;
interface Fixture extends Required<Omit<OrderSeed, 'createdAt' | 'orderNo' | 'paidAt'>> {
  id: number;
  orderNo: string;
  paidAt: Date | null;
}

let s: TestServer;
let agent = '';
let accountA = 0;
let accountB = 0;
const fixtures: Fixture[] = [];

const at = (iso: string) => new Date(iso);
const specs = (a: number, b: number): Omit<Fixture, 'id'>[] => [
  {
    orderNo: 'NO-100-A',
    accountId: a,
    amountCents: 3000,
    status: 'PAID',
    refundedCents: 0,
    currency: 'CNY',
    product: 'vip_month',
    channel: 'huawei',
    payMethod: 'alipay',
    renewal: false,
    paidAt: at('2025-03-01T08:00:00Z'),
  },
  {
    orderNo: 'NO-100-B',
    accountId: a,
    amountCents: 6800,
    status: 'PARTIALLY_REFUNDED',
    refundedCents: 1000,
    currency: 'CNY',
    product: 'vip_year',
    channel: 'xiaomi',
    payMethod: 'wechat',
    renewal: true,
    paidAt: at('2025-03-05T10:00:00Z'),
  },
  {
    orderNo: 'NO-200-A',
    accountId: a,
    amountCents: 6800,
    status: 'REFUNDED',
    refundedCents: 6800,
    currency: 'CNY',
    product: 'vip_year',
    channel: 'huawei',
    payMethod: 'apple',
    renewal: false,
    paidAt: at('2025-03-10T00:00:00Z'),
  },
  {
    orderNo: 'NO-200-B',
    accountId: a,
    amountCents: 1200,
    status: 'PENDING',
    refundedCents: 0,
    currency: 'CNY',
    product: 'coins_100',
    channel: 'official',
    payMethod: 'wechat',
    renewal: false,
    paidAt: null,
  },
  {
    orderNo: 'NO-300-A',
    accountId: b,
    amountCents: 1200,
    status: 'CLOSED',
    refundedCents: 0,
    currency: 'CNY',
    product: 'coins_100',
    channel: 'official',
    payMethod: 'alipay',
    renewal: false,
    paidAt: null,
  },
  {
    orderNo: 'NO-300-B',
    accountId: b,
    amountCents: 999,
    status: 'PAID',
    refundedCents: 0,
    currency: 'USD',
    product: 'vip_month',
    channel: 'googleplay',
    payMethod: 'google',
    renewal: true,
    paidAt: at('2025-03-15T12:00:00Z'),
  },
  {
    orderNo: 'NO-400-A',
    accountId: b,
    amountCents: 1999,
    status: 'PARTIALLY_REFUNDED',
    refundedCents: 500,
    currency: 'USD',
    product: 'vip_year',
    channel: 'googleplay',
    payMethod: 'card',
    renewal: true,
    paidAt: at('2025-04-01T00:00:00Z'),
  },
  {
    orderNo: 'NO_50%',
    accountId: b,
    amountCents: 50_000,
    status: 'PAID',
    refundedCents: 0,
    currency: 'CNY',
    product: 'vip_life',
    channel: 'huawei',
    payMethod: 'alipay',
    renewal: false,
    paidAt: at('2025-04-02T00:00:00Z'),
  },
];

beforeAll(async () => {
  s = await startServer();
  accountA = await seedAccount(s.db, { nickname: 'Anna', phone: '13800001111' });
  accountB = await seedAccount(s.db, { nickname: '小明', phone: '13900002222' });
  // One transaction: every order gets the same created_at to the microsecond, so paging must
  // rely on the id tie-break and on cursors that keep microseconds.
  await s.db.transaction(async (tx) => {
    for (const spec of specs(accountA, accountB)) {
      fixtures.push({ ...spec, id: await seedOrder(tx, spec) });
    }
  });
  agent = await s.login('agent', { ip: nextIp() });
});
afterAll(() => s.close());

const PAID: OrderStatus[] = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];

function expectedTotals(rows: Fixture[]) {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return {
    count: rows.length,
    paidCount: rows.filter((r) => PAID.includes(r.status)).length,
    byCurrency: currencies
      .map((currency) => {
        const of = rows.filter((r) => r.currency === currency);
        const paidCents = of.filter((r) => PAID.includes(r.status)).reduce((n, r) => n + r.amountCents, 0);
        const refundedCents = of.reduce((n, r) => n + r.refundedCents, 0);
        return {
          currency,
          paidCents,
          refundedCents,
          netCents: paidCents - refundedCents,
          any: of.some((r) => PAID.includes(r.status)),
        };
      })
      .filter((c) => c.any || c.refundedCents > 0)
      .map(({ any: _any, ...c }) => c),
  };
}

async function list(body: ApiBody<'/admins/order-list/get'>) {
  const r = await s.call('/admins/order-list/get', body, { token: agent });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
}

describe('/admins/order-list/get', () => {
  it('lists every order newest first with exact totals per currency', async () => {
    const data = await list({});
    expect(data.total).toBe(fixtures.length);
    expect(data.totalCapped).toBe(false);
    expect(data.list.map((o) => o.id)).toEqual(fixtures.map((f) => f.id).sort((x, y) => y - x));
    expect(data.totals).toEqual(expectedTotals(fixtures));
    const partial = data.list.find((o) => o.orderNo === 'NO-100-B')!;
    expect(partial).toMatchObject({
      accountNickname: 'Anna',
      refundedCents: 1000,
      refundableCents: 5800,
      renewal: true,
      paidAt: '2025-03-05T10:00:00.000Z',
    });
    expect(data.list.find((o) => o.status === 'PENDING')!.refundableCents).toBe(0);
  });

  const cases: [string, Filters, (f: Fixture) => boolean][] = [
    ['orderNo prefix', { orderNo: 'NO-100' }, (f) => f.orderNo.startsWith('NO-100')],
    ['orderNo with LIKE metacharacters matched literally', { orderNo: 'NO_50%' }, (f) => f.orderNo === 'NO_50%'],
    ['orderNo underscore is not a wildcard', { orderNo: 'NO_' }, (f) => f.orderNo.startsWith('NO_')],
    ['account', { accountId: 0 }, (f) => f.accountId === accountB],
    [
      'status set',
      { status: ['PAID', 'PARTIALLY_REFUNDED'] },
      (f) => f.status === 'PAID' || f.status === 'PARTIALLY_REFUNDED',
    ],
    ['product', { product: 'vip_year' }, (f) => f.product === 'vip_year'],
    ['channel', { channel: 'huawei' }, (f) => f.channel === 'huawei'],
    ['pay method', { payMethod: 'wechat' }, (f) => f.payMethod === 'wechat'],
    ['currency', { currency: 'USD' }, (f) => f.currency === 'USD'],
    ['renewal', { renewal: true }, (f) => f.renewal],
    ['not renewal', { renewal: false }, (f) => !f.renewal],
    [
      'paid from (inclusive)',
      { paidFrom: '2025-03-10T00:00:00Z' },
      (f) => !!f.paidAt && f.paidAt >= at('2025-03-10T00:00:00Z'),
    ],
    [
      'paid to (exclusive)',
      { paidTo: '2025-03-10T00:00:00Z' },
      (f) => !!f.paidAt && f.paidAt < at('2025-03-10T00:00:00Z'),
    ],
    ['amount range', { amountMin: 1200, amountMax: 6800 }, (f) => f.amountCents >= 1200 && f.amountCents <= 6800],
    [
      'combined',
      { status: ['PAID'], currency: 'CNY', amountMin: 1 },
      (f) => f.status === 'PAID' && f.currency === 'CNY',
    ],
    ['nothing matches', { product: 'no-such-product' }, () => false],
  ];
  it.each(cases)('filters by %s, and the totals follow the filter', async (_name, filters, keep) => {
    const body = { filters: filters.accountId === 0 ? { ...filters, accountId: accountB } : filters };
    const data = await list(body);
    const expected = fixtures.filter(keep);
    expect(data.list.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected.map((f) => f.id).sort((a, b) => a - b));
    expect(data.total).toBe(expected.length);
    expect(data.totals).toEqual(expectedTotals(expected));
  });

  it('walks every order by cursor even when all share one created_at microsecond', async () => {
    const [row] = await queryRows<{ n: number }>(s.db, sql`SELECT count(DISTINCT created_at)::int AS n FROM orders`);
    expect(row?.n).toBe(1);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const data = await list({ pageSize: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...data.list.map((o) => o.id));
      if (!data.nextCursor) break;
      cursor = data.nextCursor;
    }
    expect(seen).toEqual(fixtures.map((f) => f.id).sort((x, y) => y - x));
  });

  it('pages by page number and sorts by amount', async () => {
    const byAmount = [...fixtures].sort((x, y) => x.amountCents - y.amountCents || x.id - y.id).map((f) => f.id);
    const first = await list({ pageSize: 3, page: 1, sort: { field: 'amountCents', order: 'asc' } });
    const second = await list({ pageSize: 3, page: 2, sort: { field: 'amountCents', order: 'asc' } });
    expect([...first.list, ...second.list].map((o) => o.id)).toEqual(byAmount.slice(0, 6));
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const data = await list({
        pageSize: 3,
        sort: { field: 'amountCents', order: 'asc' },
        ...(cursor ? { cursor } : {}),
      });
      walked.push(...data.list.map((o) => o.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(walked).toEqual(byAmount);
  });

  it.each([
    [{ filters: { amountMin: 500, amountMax: 100 } }, 'filters.amountMax: must not be below amountMin'],
    [
      { filters: { paidFrom: '2025-03-02T00:00:00Z', paidTo: '2025-03-01T00:00:00Z' } },
      'filters.paidTo: must be after paidFrom',
    ],
    [{ filters: { status: ['PAYED'] } }, 'filters.status.0'],
    [{ filters: { currency: 'cny' } }, 'filters.currency: must be an ISO 4217 code'],
    [{ filters: { paidFrom: 'yesterday' } }, 'filters.paidFrom'],
    [{ filters: { buyer: 'x' } }, 'filters.buyer: unknown key'],
    [{ cursor: 'not-a-cursor' }, 'cursor: is not a cursor'],
    [{ page: 1, cursor: 'abc' }, 'cursor: give page or cursor'],
    [{ sort: { field: 'paidAt', order: 'asc' } }, 'sort.field'],
  ])('refuses bad input %j with a 40000 naming the field', async (body, msg) => {
    const r = await s.raw('/admins/order-list/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${agent}` },
      body: JSON.stringify(body),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(msg)).toBe(true);
  });

  it.each([
    [{ amountMin: 500, amountMax: 100 }, 'filters.amountMax', 'below_min'],
    [{ paidFrom: '2025-03-02T00:00:00Z', paidTo: '2025-03-01T00:00:00Z' }, 'filters.paidTo', 'before_start'],
  ])('names the rule of a reversed range %j, so that the console can say it', async (filters, field, rule) => {
    const r = await s.call('/admins/order-list/get', { filters }, { token: agent });
    expect(r.body).toMatchObject({ code: 40000, data: { field, rule } });
  });

  it('is denied to PROMOTE', async () => {
    const promote = await s.login('promote', { ip: nextIp() });
    const r = await s.call('/admins/order-list/get', {}, { token: promote });
    expect([r.status, r.body.code]).toEqual([403, 40300]);
  });
});

describe('/admins/order/get', () => {
  it('returns the order, a masked account summary and the refunds history, by id or order number', async () => {
    const f = fixtures.find((x) => x.orderNo === 'NO-300-B')!;
    const byId = await s.call('/admins/order/get', { id: f.id }, { token: agent });
    expect(byId.body.code).toBe(200);
    expect(byId.body.data.order).toMatchObject({
      id: f.id,
      orderNo: 'NO-300-B',
      currency: 'USD',
      amountCents: 999,
      refundableCents: 999,
    });
    expect(byId.body.data.account).toMatchObject({
      id: accountB,
      nickname: '小明',
      phone: '139****2222',
      status: 'NORMAL',
    });
    expect(byId.body.data.refunds).toEqual([]);
    const byNo = await s.call('/admins/order/get', { orderNo: 'NO-300-B' }, { token: agent });
    expect(byNo.body.data).toEqual(byId.body.data);
  });

  it('answers 40400 for an unknown order and 40000 for an ambiguous request', async () => {
    expect((await s.call('/admins/order/get', { id: 999_999 }, { token: agent })).body.code).toBe(40400);
    expect((await s.call('/admins/order/get', { orderNo: 'NOPE' }, { token: agent })).body.code).toBe(40400);
    const both = await s.call('/admins/order/get', { id: fixtures[0]!.id, orderNo: 'NO-100-A' }, { token: agent });
    expect([both.body.code, both.body.msg]).toEqual([40000, 'id: give id or orderNo, exactly one']);
    expect((await s.call('/admins/order/get', {}, { token: agent })).body.code).toBe(40000);
  });
});
