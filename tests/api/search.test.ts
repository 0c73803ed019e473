import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import type { SearchResult } from '#contract/api/search';

let s: TestServer;
let w: World;
let tokens: Record<'root' | 'agent' | 'promote', string>;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  tokens = { root: await s.login('root'), agent: await s.login('agent'), promote: await s.login('promote') };
});
afterAll(() => s.close());

const search = async (q: string, token = tokens.agent) => ok(await s.call('/admins/search', { q }, { token })).results;
const kinds = (results: SearchResult[]) => results.map((r) => `${r.kind}:${r.id}`).sort();

describe('record search (the palette)', () => {
  it('finds the account, moment, report and order with an id, with or without #', async () => {
    const id = w.moments[0]!;
    const expected = [`moment:${id}`];
    if (w.accounts.includes(id)) expected.push(`account:${id}`);
    if (w.reports.includes(id)) expected.push(`report:${id}`);
    if (w.orders.includes(id)) expected.push(`order:${id}`);
    expect(kinds(await search(String(id)))).toEqual(expected.sort());
    expect(kinds(await search(`#${id}`))).toEqual(expected.sort());
    const [moment] = await queryRows<{ text: string; audit_status: string }>(
      s.db,
      sql`SELECT text, audit_status FROM moments WHERE id = ${id}`,
    );
    expect((await search(String(id))).find((r) => r.kind === 'moment')).toEqual({
      kind: 'moment',
      id,
      label: moment!.text.slice(0, 60),
      status: moment!.audit_status,
    });
  });

  it('finds an order by its number and accounts by the start of their nickname, case-insensitively', async () => {
    const [order] = await queryRows<{ id: number; order_no: string }>(
      s.db,
      sql`SELECT id, order_no FROM orders WHERE id = ${w.orders[0]!}`,
    );
    expect(kinds(await search(order!.order_no))).toContain(`order:${order!.id}`);
    const [account] = await queryRows<{ id: number; nickname: string }>(
      s.db,
      sql`SELECT id, nickname FROM accounts WHERE id = ${w.accounts[0]!}`,
    );
    const found = await search(account!.nickname.slice(0, 3).toUpperCase());
    expect(found.filter((r) => r.kind === 'account').map((r) => r.id)).toContain(account!.id);
    expect(
      found.every(
        (r) => r.kind !== 'account' || r.label.toLowerCase().startsWith(account!.nickname.slice(0, 3).toLowerCase()),
      ),
    ).toBe(true);
  });

  it('a nickname pattern is text: % and _ match themselves', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('finds only what the role may open: a promoter finds no account, moment, report or order', async () => {
    expect(await search(String(w.moments[0]!), tokens.promote)).toEqual([]);
    expect(await search(String(w.orders[0]!), tokens.promote)).toEqual([]);
    expect((await search(String(w.orders[0]!), tokens.root)).map((r) => r.kind)).toContain('order');
  });

  it('refuses an empty or overlong query with the field named', async () => {
    const empty = await s.call('/admins/search', { q: '  ' }, { token: tokens.agent });
    expect(empty.body).toMatchObject({ code: 40000, data: { field: 'q', rule: 'too_small' } });
    const long = await s.call('/admins/search', { q: 'x'.repeat(65) }, { token: tokens.agent });
    expect(long.body).toMatchObject({ code: 40000, data: { field: 'q', rule: 'too_big', limit: 64 } });
  });
});
