import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { actionLog, admins } from '#server/db/schema/staff';
import { queryRows } from '#server/db/client';
import { api, type ApiBody } from '#contract/api';

let s: TestServer;
let root = '';
let rootId = 0;

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root', { ip: nextIp() });
  rootId = (
    await s.db
      .select()
      .from(admins)
      .where(sql`username = 'root'`)
  )[0]!.id;
  // Rows from another time, with text a spreadsheet must not mistake for formulas.
  await s.db.insert(actionLog).values([
    {
      adminId: rootId,
      action: 'order.refund',
      targetType: 'order',
      targetId: '41',
      reason: '=HYPERLINK("http://evil")',
      after: { amountCents: 500 },
      ip: '10.1.1.1',
      at: new Date('2024-05-01T10:00:00Z'),
    },
    {
      adminId: rootId,
      action: 'order.refund',
      targetType: 'order',
      targetId: '42',
      reason: '退款, "重复扣款"\n第二行',
      before: { refundedCents: 0 },
      ip: '10.1.1.1',
      at: new Date('2024-05-02T10:00:00Z'),
    },
    {
      adminId: null,
      action: 'auth.login_failed',
      targetType: 'admin',
      targetId: 'ghost',
      ip: '10.9.9.9',
      at: new Date('2024-05-03T10:00:00Z'),
    },
  ]);
});
afterAll(() => s.close());

const list = async (body: ApiBody<'/admins/action-log/list'>) => {
  const r = await s.call('/admins/action-log/list', body, { token: root });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
};

describe('/admins/action-log/list', () => {
  it('lists newest first with the admin’s username', async () => {
    const data = await list({});
    const ids = data.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data.list.find((e) => e.action === 'auth.login')).toMatchObject({ adminId: rootId, adminUsername: 'root' });
    expect(data.list.find((e) => e.targetId === 'ghost')).toMatchObject({ adminId: null, adminUsername: '' });
  });

  it('filters by admin, exact action, action family, target and date range', async () => {
    expect((await list({ filters: { action: 'order.refund' } })).list.map((e) => e.targetId)).toEqual(['42', '41']);
    const auth = await list({ filters: { action: 'auth.' } });
    expect(auth.list.length).toBeGreaterThan(0);
    expect(auth.list.every((e) => e.action.startsWith('auth.'))).toBe(true);
    expect((await list({ filters: { adminId: rootId, targetType: 'order', targetId: '41' } })).list).toHaveLength(1);
    const may = await list({ filters: { from: '2024-05-02T00:00:00Z', to: '2024-05-03T10:00:00Z' } });
    expect(may.list.map((e) => e.targetId)).toEqual(['42']);
    expect(may.total).toBe(1);
  });

  it('walks the whole log by cursor without gaps or repeats', async () => {
    const all = await list({ pageSize: 200 });
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ pageSize: 2, ...(cursor ? { cursor } : {}) });
      walked.push(...page.list.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    // Listing is not logged, so the log did not grow while walking.
    expect(walked).toEqual(all.list.map((e) => e.id));
  });

  it.each([
    [{ filters: { action: 'DROP TABLE' } }, 'filters.action: must be an action'],
    [{ filters: { from: '2024-05-03T00:00:00Z', to: '2024-05-01T00:00:00Z' } }, 'filters.to: must be after from'],
    [{ filters: { adminId: -1 } }, 'filters.adminId'],
    [{ sort: { field: 'at', order: 'desc' } }, 'sort.field'],
  ])('refuses %j with 40000', async (body, msg) => {
    const r = await s.raw('/admins/action-log/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
      body: JSON.stringify(body),
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.msg.startsWith(msg), r.body.msg).toBe(true);
  });

  it('names the rule of a reversed range, so that the console can say it', async () => {
    const filters = { from: '2024-05-03T00:00:00Z', to: '2024-05-01T00:00:00Z' };
    for (const path of ['/admins/action-log/list', '/admins/action-log/export'] as const) {
      const r = await s.call(path, { filters }, { token: root });
      expect(r.body).toMatchObject({ code: 40000, data: { field: 'filters.to', rule: 'before_start' } });
    }
  });
});

describe('/admins/action-log/export', () => {
  it('exports CSV with a BOM, CRLF lines, quoted and formula-safe fields, and logs the export', async () => {
    const r = await s.call('/admins/action-log/export', { filters: { to: '2024-12-31T00:00:00Z' } }, { token: root });
    expect(r.body.code, r.body.msg).toBe(200);
    const { csv, filename, rows, truncated } = r.body.data;
    expect(filename).toMatch(/^action-log-\d{8}-\d{6}\.csv$/);
    expect([rows, truncated]).toEqual([3, false]);
    expect(csv.startsWith('\uFEFFtime,admin,action,target,reason,ip,before,after\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain(
      `2024-05-01T10:00:00.000Z,root,order.refund,order:41,"'=HYPERLINK(""http://evil"")",10.1.1.1,,"{""amountCents"":500}"\r\n`,
    );
    expect(csv).toContain('"退款, ""重复扣款""\n第二行"');
    expect(csv).toContain('2024-05-03T10:00:00.000Z,,auth.login_failed,admin:ghost,,10.9.9.9,,\r\n');
    const logged = await list({ filters: { action: 'action_log.export' } });
    expect(logged.list[0]).toMatchObject({
      adminId: rootId,
      after: { rows: 3, truncated: false, filters: { to: '2024-12-31T00:00:00Z' } },
    });
  });

  it('is ADMIN_ROOT only', async () => {
    const agent = await s.login('agent', { ip: nextIp() });
    expect((await s.call('/admins/action-log/export', {}, { token: agent })).body.code).toBe(40300);
  });
});

describe('the action log is append-only', () => {
  it('has no endpoint that edits or deletes it', () => {
    const paths = Object.keys(api).filter((p) => p.includes('action-log'));
    expect(paths.sort()).toEqual(['/admins/action-log/export', '/admins/action-log/list', '/admins/action-log/verify']);
  });

  it(`refuses UPDATE, DELETE and TRUNCATE in the database (${process.env.TEST_DB})`, async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM action_log`))[0]?.n;
    const before = await count();
    for (const statement of [
      sql`UPDATE action_log SET action = 'tampered'`,
      sql`DELETE FROM action_log WHERE target_id = '41'`,
      sql`TRUNCATE action_log`,
    ]) {
      const err = await s.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((err as { cause?: unknown })?.cause ?? err)).toMatch(/append-only/);
    }
    expect(await count()).toBe(before);
    expect((await list({ filters: { action: 'order.refund' } })).list.map((e) => e.targetId)).toEqual(['42', '41']);
  });
});
