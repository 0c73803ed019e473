import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';

let s: TestServer;
let root = '';
let agent = '';
beforeAll(async () => {
  s = await startServer();
  [root, agent] = (await Promise.all(['root', 'agent'].map((u) => s.login(u, { ip: nextIp() })))) as [string, string];
});
afterAll(() => s.close());

const state = { query: { reason: 'spam' } };

describe("another admin's private saved view", () => {
  it("is not ADMIN_ROOT's to overwrite: it answers as if it did not exist, and stays as its owner left it", async () => {
    const made = await s.call(
      '/admins/views/save',
      { list: 'ReportList', name: 'Mine alone', state, shared: false },
      { token: agent },
    );
    expect(made.body.code).toBe(200);
    const view = made.body.data;
    const overwrite = await s.call(
      '/admins/views/save',
      { id: view.id, list: 'ReportList', name: 'Taken over', state: { query: {} }, shared: true },
      { token: root },
    );
    expect([overwrite.status, overwrite.body.code]).toEqual([404, 40400]);
    const after = await s.call('/admins/views/get', { id: view.id }, { token: agent });
    expect(after.body.data).toMatchObject({ name: 'Mine alone', shared: false, state, editable: true });
    expect((await actionLogRows(s.db, 'saved_view.update')).filter((r) => r.target_id === String(view.id))).toEqual([]);
  });

  it('may be deleted by ADMIN_ROOT, logged as such', async () => {
    const made = await s.call(
      '/admins/views/save',
      { list: 'ReportList', name: 'Old one', state, shared: false },
      { token: agent },
    );
    const id = made.body.data.id;
    expect((await s.call('/admins/views/delete', { id }, { token: root })).body.data).toEqual({ deleted: true });
    const [logged] = (await actionLogRows(s.db, 'saved_view.delete')).filter((r) => r.target_id === String(id));
    expect(logged).toMatchObject({ before: { name: 'Old one', shared: false }, after: { byAdminRoot: true } });
  });

  it("leaves a shared one ADMIN_ROOT's to tidy, as before", async () => {
    const made = await s.call(
      '/admins/views/save',
      { list: 'ReportList', name: 'Team', state, shared: true },
      { token: agent },
    );
    const renamed = await s.call(
      '/admins/views/save',
      { id: made.body.data.id, list: 'ReportList', name: 'Team (spam)', state, shared: true },
      { token: root },
    );
    expect(renamed.body.data).toMatchObject({ name: 'Team (spam)', ownerName: 'agent' });
  });
});
