import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServerProcess, type ServerProcess } from './server-process';
import { throwawayDatabase } from './throwaway-postgres';

let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await throwawayDatabase();
  // Both start at once on an empty database: the migration lock makes them take turns.
  [a, b] = await Promise.all([
    startServerProcess({ DATABASE_URL: db.url, TRUST_PROXY: '1' }, ['--seed-demo']),
    startServerProcess({ DATABASE_URL: db.url, TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await a?.kill();
  await b?.kill();
  await db?.drop();
});

const login = (server: ServerProcess, username: string, password = 'backoffice-demo', ip = '10.7.0.1') =>
  post<string>(server.url, '/admins/login', { username, password }, undefined, ip);

describe('two server processes on one PostgreSQL, sharing nothing else', () => {
  it('accepts on one replica a session made on the other', async () => {
    const token = (await login(a, 'agent')).body.data;
    const info = await post<{ username: string }>(b.url, '/admins/info/get', {}, token);
    expect(info.body.data.username).toBe('agent');
  });

  it('revokes on both when logging out on one', async () => {
    const token = (await login(b, 'agent')).body.data;
    expect((await post(a.url, '/admins/logout', {}, token)).body.code).toBe(200);
    expect((await post(b.url, '/admins/info/get', {}, token)).body.code).toBe(60001);
    expect((await post(a.url, '/admins/info/get', {}, token)).body.code).toBe(60001);
  });

  it('counts login failures across both for the lockout', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? a : b, 'promote', `wrong-password-${i}`, `10.7.1.${i}`)),
    );
    expect(tries.filter((r) => r.body.code === 42200).length).toBe(10);
    expect(tries.filter((r) => r.body.code === 42900).length).toBe(2);
    expect((await login(a, 'promote', 'backoffice-demo', '10.7.2.1')).body.code).toBe(42900);
    expect((await login(b, 'promote', 'backoffice-demo', '10.7.2.2')).body.code).toBe(42900);
  });

  it('never hands one queue item to two moderators, whichever replica they use', async () => {
    // A moderator's second call renews their own leases, so overlap is checked between admins.
    const agent = (await login(a, 'agent', 'backoffice-demo', '10.7.4.1')).body.data;
    const root = (await login(b, 'root', 'backoffice-demo', '10.7.4.2')).body.data;
    const held = { agent: new Set<number>(), root: new Set<number>() };
    for (let round = 0; round < 3; round++) {
      const [x, y] = await Promise.all([
        post<{ list: { id: number }[] }>(
          a.url,
          '/admins/queue/lease',
          { queue: 'moment', count: 20 + round * 10 },
          agent,
        ),
        post<{ list: { id: number }[] }>(
          b.url,
          '/admins/queue/lease',
          { queue: 'moment', count: 20 + round * 10 },
          root,
        ),
      ]);
      for (const item of x.body.data.list) held.agent.add(item.id);
      for (const item of y.body.data.list) held.root.add(item.id);
    }
    expect(held.agent.size).toBeGreaterThanOrEqual(40);
    expect(held.root.size).toBeGreaterThanOrEqual(40);
    expect([...held.agent].filter((id) => held.root.has(id))).toEqual([]);
  });

  it('keeps an idempotent refund single when the same request reaches both replicas', async () => {
    const token = (await login(a, 'root', 'backoffice-demo', '10.7.5.1')).body.data;
    await post(a.url, '/admins/reauth', { password: 'backoffice-demo' }, token);
    const orders = await post<{ list: { id: number; refundableCents: number }[] }>(
      a.url,
      '/admins/order-list/get',
      { pageSize: 20, filters: { status: ['PAID'] } },
      token,
    );
    const order = orders.body.data.list.find((o) => o.refundableCents >= 100)!;
    const body = { orderId: order.id, amountCents: 100, reason: 'replica test', idempotencyKey: 'replica-test-key-1' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post<{ refund: { id: number } }>((i % 2 ? a : b).url, '/admins/order-refund', body, token),
      ),
    );
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.data.refund.id)).size).toBe(1);
    const detail = await post<{ order: { refundableCents: number } }>(
      b.url,
      '/admins/order/get',
      { id: order.id },
      token,
    );
    expect(detail.body.data.order.refundableCents).toBe(order.refundableCents - 100);
  });

  it('switches the role on one and sees it on the other', async () => {
    const token = (await login(a, 'root', 'backoffice-demo', '10.7.3.1')).body.data;
    await post(a.url, '/admins/role/switch', { role: 'PROMOTE' }, token);
    const menus = await post<{ name: string }[]>(b.url, '/admins/menus/get', {}, token);
    expect(menus.body.data.map((m) => m.name)).toEqual(['Dashboard', 'StatsCenter', 'AdminCenter', 'User']);
  });
});
