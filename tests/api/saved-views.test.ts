import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let root = '';
let agent = '';
let promote = '';
/** root's own admin acting as BACKEND_SUPPORT_AGENT: not the owner of agent's views, and not ADMIN_ROOT now. */
let rootAsAgent = '';

beforeAll(async () => {
  s = await startServer();
  const [a, b, c, d] = await Promise.all(['root', 'agent', 'promote', 'root'].map((u) => s.login(u, { ip: nextIp() })));
  [root, agent, promote, rootAsAgent] = [a!, b!, c!, d!];
  const switched = await s.call('/admins/role/switch', { role: 'BACKEND_SUPPORT_AGENT' }, { token: rootAsAgent });
  expect(switched.body.code).toBe(200);
});
afterAll(() => s.close());

type SaveBody = ApiBody<'/admins/views/save'>;
const pending: SaveBody['state'] = { query: { auditStatus: 'PENDING', queue: '1', order: 'risk' } };
const save = (body: SaveBody, token: string) => s.call('/admins/views/save', body, { token });
const names = async (token: string, list?: SaveBody['list']) =>
  (await s.call('/admins/views/list', list ? { list } : {}, { token })).body.data.list.map((v) => v.name);

async function saved(body: SaveBody, token: string) {
  const r = await save(body, token);
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
}

describe('saved views', () => {
  it('keeps a private view to its owner and shows a shared one to the team, with the state as saved', async () => {
    const state = { ...pending, columns: { hidden: ['createdAt'], shown: ['risk'] }, density: 'compact' as const };
    const mine = await saved({ list: 'MomentList', name: '  Risky first ', state, shared: false }, agent);
    expect(mine).toMatchObject({ name: 'Risky first', list: 'MomentList', shared: false, state, editable: true });
    const team = await saved({ list: 'MomentList', name: 'Team pending', state: pending, shared: true }, agent);

    expect(await names(agent, 'MomentList')).toEqual(['Risky first', 'Team pending']);
    expect(await names(root, 'MomentList')).toEqual(['Team pending']);
    const byRoot = (await s.call('/admins/views/get', { id: team.id }, { token: root })).body.data;
    expect(byRoot).toMatchObject({ name: 'Team pending', ownerName: 'agent', editable: true });

    // Someone else's private view is as if it did not exist, also for a shared link.
    const hidden = await s.call('/admins/views/get', { id: mine.id }, { token: root });
    expect([hidden.status, hidden.body.code]).toEqual([404, 40400]);

    const [logged] = (await actionLogRows(s.db, 'saved_view.create')).filter((r) => r.target_id === String(mine.id));
    expect(logged).toMatchObject({ target_type: 'saved_view', after: { name: 'Risky first', shared: false, state } });
  });

  it("neither lists nor opens views of a list the caller's role may not open", async () => {
    const orders = await saved(
      { list: 'OrderList', name: 'Unpaid', state: { query: { status: 'PENDING' } }, shared: true },
      agent,
    );
    expect(await names(promote)).toEqual([]);
    const opened = await s.call('/admins/views/get', { id: orders.id }, { token: promote });
    expect([opened.status, opened.body.code, opened.body.data]).toEqual([403, 40300, { reason: 'ROLE' }]);
    const made = await save({ list: 'OrderList', name: 'Mine', state: { query: {} }, shared: false }, promote);
    expect([made.status, made.body.code]).toEqual([403, 40300]);
    expect(await names(root)).toContain('Unpaid');
  });

  it('lets only the owner, or ADMIN_ROOT, change or delete a view; every change is logged', async () => {
    const view = await saved(
      { list: 'ReportList', name: 'Open spam', state: { query: { reason: 'spam' } }, shared: true },
      agent,
    );
    const other = await save(
      { id: view.id, list: 'ReportList', name: 'Mine now', state: pending, shared: true },
      rootAsAgent,
    );
    expect([other.status, other.body.code]).toEqual([403, 40300]);
    const gone = await s.call('/admins/views/delete', { id: view.id }, { token: rootAsAgent });
    expect([gone.status, gone.body.code]).toEqual([403, 40300]);
    expect((await s.call('/admins/views/get', { id: view.id }, { token: agent })).body.data.editable).toBe(true);
    expect((await s.call('/admins/views/get', { id: view.id }, { token: rootAsAgent })).body.data.editable).toBe(false);

    const renamed = await saved(
      { id: view.id, list: 'ReportList', name: 'Open spam (all)', state: view.state, shared: false },
      agent,
    );
    expect(renamed).toMatchObject({ id: view.id, name: 'Open spam (all)', shared: false });
    const [update] = (await actionLogRows(s.db, 'saved_view.update')).filter((r) => r.target_id === String(view.id));
    expect(update).toMatchObject({
      before: { name: 'Open spam', shared: true },
      after: { name: 'Open spam (all)', shared: false },
    });

    // ADMIN_ROOT tidies the team's views, even a private one it cannot list.
    expect((await s.call('/admins/views/delete', { id: view.id }, { token: root })).body.data).toEqual({
      deleted: true,
    });
    expect((await s.call('/admins/views/delete', { id: view.id }, { token: root })).body.data).toEqual({
      deleted: false,
    });
    const [deleted] = (await actionLogRows(s.db, 'saved_view.delete')).filter((r) => r.target_id === String(view.id));
    expect(deleted).toMatchObject({ before: { name: 'Open spam (all)' } });
    const rows = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM saved_views WHERE id = ${view.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps names unique per owner and list', async () => {
    await saved({ list: 'QuestionList', name: 'Today', state: { query: {} }, shared: false }, agent);
    const twice = await save({ list: 'QuestionList', name: 'Today', state: { query: {} }, shared: true }, agent);
    expect([twice.status, twice.body.code, twice.body.data]).toEqual([400, 40000, { field: 'name', rule: 'taken' }]);
    // Another list, or another owner, may use the name.
    await saved({ list: 'MomentList', name: 'Today', state: { query: {} }, shared: false }, agent);
    await saved({ list: 'QuestionList', name: 'Today', state: { query: {} }, shared: false }, root);
  });

  it('refuses bad input with a 40000 naming the field, saving nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM saved_views`))[0]!.n;
    const before = await count();
    const ok = { list: 'MomentList', name: 'x', state: { query: {} }, shared: false };
    for (const [body, field] of [
      [{ ...ok, name: '   ' }, 'name'],
      [{ ...ok, name: 'x'.repeat(61) }, 'name'],
      [{ ...ok, list: 'Nowhere' }, 'list'],
      [{ ...ok, shared: 'yes' }, 'shared'],
      [{ ...ok, state: { query: { page: '3' } } }, 'state.query'],
      [{ ...ok, state: { query: { 'bad key': 'x' } } }, 'state.query.bad key'],
      [{ ...ok, state: { query: { q: 7 } } }, 'state.query.q'],
      [{ ...ok, state: { query: {}, sortBy: 'x' } }, 'state.sortBy'],
      [{ ...ok, state: { query: {}, density: 'huge' } }, 'state.density'],
      [{ ...ok, owner: 1 }, 'owner'],
      [{ ...ok, id: 0 }, 'id'],
    ] as const) {
      const r = await s.raw('/admins/views/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${agent}` },
        body: JSON.stringify(body),
      });
      expect([r.status, r.body.code, (r.body.data as { field: string }).field], JSON.stringify(body)).toEqual([
        400,
        40000,
        field,
      ]);
    }
    expect(await count()).toBe(before);
  });
});
