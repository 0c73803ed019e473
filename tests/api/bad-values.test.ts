import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, seedAccount, seedOrder } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

let s: TestServer;
let root = '';
let partlyRefunded = 0;
beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
  const accountId = await seedAccount(s.db);
  partlyRefunded = await seedOrder(s.db, {
    accountId,
    amountCents: 10_000,
    status: 'PARTIALLY_REFUNDED',
    refundedCents: 2_500,
  });
  await seedOrder(s.db, { accountId });
});
afterAll(() => s.close());

/** Sends a body as JSON text exactly as written, so escapes like \u0000 and \uD800 arrive as such. */
function send(path: string, json: string) {
  return s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
    body: json,
  });
}

/** Everything a refusal must leave alone. */
const state = () =>
  queryRows(
    s.db,
    sql`SELECT (SELECT json_agg(o ORDER BY id) FROM orders o) AS orders, (SELECT json_agg(r ORDER BY id) FROM refunds r) AS refunds,
        (SELECT json_agg(c ORDER BY id) FROM apk_channels c) AS channels, (SELECT json_agg(a.name ORDER BY id) FROM admins a) AS admins`,
  );

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('text PostgreSQL cannot hold', () => {
  it.each([
    ['/admins/order-list/get', '{"filters":{"orderNo":"T0\\u0000"}}', 'filters.orderNo'],
    ['/admins/order-list/get', '{"filters":{"product":"vip\\uD800"}}', 'filters.product'],
    ['/admins/moment-list/get', '{"filters":{"text":"\\uDC00x"}}', 'filters.text'],
    ['/admins/search', '{"query":"a\\u0000b"}', 'query'],
    ['/admins/login', '{"username":"root\\u0000","password":"backoffice-demo"}', 'username'],
    [
      '/admins/order-refund',
      `{"orderId":2,"amountCents":100,"reason":"oops\\u0000","idempotencyKey":"nul-reason-1"}`,
      'reason',
    ],
    [
      '/admins/apk-channel',
      '{"code":"nul_ch","name":"N\\uD83D","downloadUrl":"https://x.test/a.apk","version":"1.0"}',
      'name',
    ],
    ['/admins/profile/update', '{"name":"Ro\\u0000ot"}', 'name'],
    ['/admins/order-list/get', '{"filters":{"orderNo":"x"},"a\\u0000":1}', '"a\\u0000"'],
  ])('%s %s is a 40000 naming %s, and changes nothing', async (path, json, field) => {
    const before = await state();
    const r = await send(path, json);
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(`${field}: `), r.body.msg).toBe(true);
    expect(await state()).toEqual(before);
  });

  it('is fine when the surrogates pair up', async () => {
    const r = await send('/admins/order-list/get', '{"filters":{"product":"vip\\uD83D\\uDE00"}}');
    expect(r.body.code).toBe(200);
  });
});

describe('instants outside PostgreSQL’s years', () => {
  it.each([
    ['/admins/order-list/get', 'paidFrom', '0000-01-01T00:00:00Z'],
    ['/admins/order-list/get', 'paidTo', '9999-12-31T23:30:00-01:00'],
    ['/admins/moment-list/get', 'createdFrom', '0000-12-31T23:59:59Z'],
    ['/admins/action-log/list', 'to', '9999-12-31T23:59:59-00:01'],
  ])('%s filters.%s %s is a 40000 naming the field', async (path, field, value) => {
    const r = await send(path, JSON.stringify({ filters: { [field]: value } }));
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(new RegExp(`^filters\\.${field}: `));
  });

  it('takes the first and last instants PostgreSQL and ISO-8601 share', async () => {
    const r = await send(
      '/admins/order-list/get',
      JSON.stringify({ filters: { paidFrom: '0001-01-01T00:00:00Z', paidTo: '9999-12-31T23:59:59Z' } }),
    );
    expect(r.body.code).toBe(200);
  });
});

describe('forged cursors', () => {
  const forged: Record<string, string> = {
    text: cursor({ v: 'not a time', id: 1 }),
    year0: cursor({ v: '0000-01-01T00:00:00.000Z', id: 1 }),
    month13: cursor({ v: '2026-13-01T00:00:00.000Z', id: 1 }),
    idPastInt4: cursor({ v: '2026-01-01T00:00:00.000Z', id: 2 ** 31 }),
    idPastSafe: cursor({ v: '2026-01-01T00:00:00.000Z', id: 2 ** 60 }),
    huge: cursor({ v: 1e308, id: 1 }),
    boolean: cursor({ v: true, id: 1 }),
    nul: cursor({ v: 'a\u0000', id: 1 }),
    surrogate: cursor({ v: '\ud800', id: 1 }),
    number: cursor({ v: 12, id: 1 }),
    extraKey: cursor({ v: '2026-01-01T00:00:00.000Z', id: 1, extra: [1, 2] }),
    nullValue: cursor({ v: null, id: 1 }),
    array: cursor([]),
    string: cursor('x'),
    notBase64: '%%%',
  };
  // Cursors a client could have written but that name a real position in that sort: a page, not a refusal.
  it.each([
    ['/admins/order-list/get', undefined, []],
    ['/admins/order-list/get', { field: 'amountCents', order: 'asc' }, ['number']],
    ['/admins/moment-list/get', undefined, []],
    ['/admins/report-list/get', undefined, []],
    ['/admins/admin-list', { field: 'username', order: 'asc' }, ['text', 'year0', 'month13']],
    ['/admins/action-log/list', undefined, ['number']],
    ['/admins/apk-channel-list', { field: 'code', order: 'desc' }, ['text', 'year0', 'month13']],
  ])(
    '%s sorted by %j refuses each that cannot name a row with a 40000 naming the cursor',
    async (path, sort, pages) => {
      for (const [name, c] of Object.entries(forged)) {
        const r = await send(path, JSON.stringify({ cursor: c, ...(sort ? { sort } : {}) }));
        const expected = pages.includes(name) ? [200, 200, 'ok'] : [400, 40000, 'cursor'];
        expect([r.status, r.body.code, r.body.msg.split(':')[0]], `${path} ${name}`).toEqual(expected);
      }
    },
  );
});

describe('amounts past a column', () => {
  it('refuses 2147483647 cents on a partly refunded order with a 42200, logged, changing nothing', async () => {
    const before = await state();
    const r = await send(
      '/admins/order-refund',
      JSON.stringify({
        orderId: partlyRefunded,
        amountCents: 2_147_483_647,
        reason: 'too much',
        idempotencyKey: 'overflow-1',
      }),
    );
    expect([r.status, r.body.code]).toEqual([422, 42200]);
    expect(r.body.msg).toMatch(/^amountCents: 2147483647 is above the refundable 7500/);
    expect(await state()).toEqual(before);
    const [refusal] = await actionLogRows(s.db, 'order.refund_refused');
    expect(refusal).toMatchObject({ target_id: String(partlyRefunded), after: { amountCents: 2_147_483_647 } });
  });
});
