import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import type { RegionNode } from '#contract/api/profile';
import { regionPath } from '#server/lib/regions';

let s: TestServer;
let promote = '';

beforeAll(async () => {
  s = await startServer();
  promote = await s.login('promote', { ip: nextIp() });
});
afterAll(() => s.close());

function flatten(nodes: RegionNode[]): RegionNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}
async function adminRow(username: string) {
  const [row] = await queryRows<Record<string, unknown>>(s.db, sql`SELECT * FROM admins WHERE username = ${username}`);
  return row!;
}

describe('/admins/regions/get', () => {
  it('serves a consistent tree of Chinese provinces and cities and a few countries, in zh-CN or en-US', async () => {
    const zh = (await s.call('/admins/regions/get', {}, { token: promote })).body.data;
    const en = (await s.call('/admins/regions/get', { locale: 'en-US' }, { token: promote })).body.data;
    const all = flatten(zh);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    for (const node of all) for (const child of node.children) expect(child.pid).toBe(node.id);
    expect(zh.every((n) => n.pid === null)).toBe(true);
    const china = zh.find((n) => n.id === 'CN')!;
    expect(china.name).toBe('中国');
    expect(china.children.length).toBe(34);
    expect(china.children.find((p) => p.id === '330000')).toMatchObject({ name: '浙江省', pid: 'CN' });
    expect(flatten(en).find((n) => n.id === '330100')).toMatchObject({ name: 'Hangzhou', pid: '330000' });
    expect(en.map((n) => n.id)).toEqual(zh.map((n) => n.id));
    expect(en.find((n) => n.id === 'JP')?.children.map((c) => c.name)).toEqual(['Tokyo', 'Osaka']);
  });

  it('seeds the demo admins in a region of the tree the settings form picks from', async () => {
    const rows = await queryRows<{ location: string; location_name: string }>(
      s.db,
      sql`SELECT location, location_name FROM admins WHERE username IN ('root', 'agent', 'promote')`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.location).toBe('310000');
      expect(row.location_name).toBe(regionPath(row.location, 'zh-CN')!.join(' / '));
    }
  });
});

describe('/admins/profile/update', () => {
  it('updates the caller’s own fields, derives locationName from the region, and logs what changed', async () => {
    const before = await adminRow('promote');
    const r = await s.call(
      '/admins/profile/update',
      {
        name: ' 陈晓明 ',
        email: 'chen@example.cn',
        phone: '+86 139 0000 1234',
        job: 'growth',
        jobName: '增长运营',
        organization: 'marketing',
        organizationName: '市场部',
        location: '330100',
        introduction: '负责渠道投放',
        personalWebsite: 'https://chen.example.cn/about',
      },
      { token: promote },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      name: '陈晓明',
      location: '330100',
      locationName: '中国 / 浙江省 / 杭州市',
      role: 'PROMOTE',
      email: 'chen@example.cn',
    });
    expect((await s.call('/admins/info/get', {}, { token: promote })).body.data.jobName).toBe('增长运营');
    const after = await adminRow('promote');
    expect(after.version).toBe((before.version as number) + 1);
    const log = (await actionLogRows(s.db, 'profile.update')).at(-1)!;
    expect(log.before).toMatchObject({ name: '陈晓', location: '310000', locationName: '中国 / 上海市' });
    expect(log.after).toMatchObject({ name: '陈晓明', location: '330100', locationName: '中国 / 浙江省 / 杭州市' });
    expect(Object.keys(log.after as object)).not.toContain('roles');

    const english = await s.call('/admins/profile/update', { location: '330100', locale: 'en-US' }, { token: promote });
    expect(english.body.data.locationName).toBe('China / Zhejiang / Hangzhou');
    const cleared = await s.call('/admins/profile/update', { location: '', personalWebsite: '' }, { token: promote });
    expect(cleared.body.data).toMatchObject({ location: '', locationName: '', personalWebsite: '' });
  });

  it('keeps a stored location the tree does not know when it comes back unchanged, and refuses any other', async () => {
    const root = await s.login('root', { ip: nextIp() });
    await s.db.execute(
      sql`UPDATE admins SET location = 'shanghai', location_name = 'Shanghai' WHERE username = 'root'`,
    );
    const logged = (await actionLogRows(s.db, 'profile.update')).length;

    const kept = await s.call('/admins/profile/update', { location: 'shanghai', jobName: 'Agent' }, { token: root });
    expect(kept.body.code, kept.body.msg).toBe(200);
    expect(kept.body.data).toMatchObject({ location: 'shanghai', locationName: 'Shanghai', jobName: 'Agent' });
    const log = (await actionLogRows(s.db, 'profile.update')).at(-1)!;
    expect(log.after).toEqual({ jobName: 'Agent' });

    // Nothing left to change: no write, no log row.
    const version = (await adminRow('root')).version;
    const same = await s.call('/admins/profile/update', { location: 'shanghai' }, { token: root });
    expect(same.body.data).toMatchObject({ location: 'shanghai', locationName: 'Shanghai' });
    expect((await adminRow('root')).version).toBe(version);
    expect(await actionLogRows(s.db, 'profile.update')).toHaveLength(logged + 1);

    const other = await s.call('/admins/profile/update', { location: 'beijing' }, { token: root });
    expect([other.body.code, other.body.msg]).toEqual([40000, 'location: is not a region of /admins/regions/get']);
    expect(await adminRow('root')).toMatchObject({ location: 'shanghai', location_name: 'Shanghai' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email: must be an email address'],
    [{ personalWebsite: 'javascript:alert(1)' }, 'personalWebsite: must be an http:// or https:// URL'],
    [{ personalWebsite: 'ftp://files.example' }, 'personalWebsite: must be an http:// or https:// URL'],
    [{ location: '999999' }, 'location: is not a region'],
    [{ name: '' }, 'name: is required'],
    [{ phone: 'call me' }, 'phone: must be a phone number'],
    [{ introduction: 'x'.repeat(501) }, 'introduction: must be at most 500 characters'],
    [{ roles: ['ADMIN_ROOT'] }, 'roles: unknown key'],
    [{ username: 'someone' }, 'username: unknown key'],
    [{}, 'name: give at least one field'],
    [{ locale: 'en-US' }, 'name: give at least one field'],
  ])('refuses %j with 40000, changing nothing', async (body, msg) => {
    const before = await adminRow('promote');
    const r = await s.raw('/admins/profile/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${promote}` },
      body: JSON.stringify(body),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(msg), r.body.msg).toBe(true);
    expect(await adminRow('promote')).toEqual(before);
  });
});

describe('own sessions', () => {
  it('lists the caller’s live sessions and revokes one, the others, or the current one', async () => {
    const ip = nextIp();
    const a = await s.login('agent', { ip });
    const b = await s.login('agent', { ip });
    const c = await s.login('agent', { ip });
    const mine = (await s.call('/admins/sessions/mine', {}, { token: a })).body.data.list;
    expect(mine).toHaveLength(3);
    expect(mine.filter((x) => x.current)).toHaveLength(1);
    expect(mine.every((x) => x.state === 'ACTIVE' && x.ip === ip)).toBe(true);

    const other = mine.find((x) => !x.current)!;
    expect((await s.call('/admins/sessions/revoke-mine', { sessionId: other.id }, { token: a })).body.data).toEqual({
      revoked: 1,
    });
    expect((await s.call('/admins/sessions/mine', {}, { token: a })).body.data.list).toHaveLength(2);

    const promoteSessions = (await s.call('/admins/sessions/mine', {}, { token: promote })).body.data.list;
    const foreign = await s.call('/admins/sessions/revoke-mine', { sessionId: promoteSessions[0]!.id }, { token: a });
    expect([foreign.status, foreign.body.code]).toEqual([404, 40400]);
    expect((await s.call('/admins/info/get', {}, { token: promote })).body.code).toBe(200);

    expect((await s.call('/admins/sessions/revoke-mine', { allOthers: true }, { token: a })).body.data).toEqual({
      revoked: 1,
    });
    const alive = [a, b, c].map(async (t) => (await s.call('/admins/info/get', {}, { token: t })).body.code);
    expect(await Promise.all(alive)).toEqual([200, 60001, 60001]);
    expect((await actionLogRows(s.db, 'session.revoke_others')).at(-1)).toMatchObject({
      after: { revokedSessions: 1 },
    });

    const current = (await s.call('/admins/sessions/mine', {}, { token: a })).body.data.list[0]!;
    expect((await s.call('/admins/sessions/revoke-mine', { sessionId: current.id }, { token: a })).body.data).toEqual({
      revoked: 1,
    });
    expect((await s.call('/admins/info/get', {}, { token: a })).body.code).toBe(60001);
  });

  it('refuses an ambiguous revoke with 40000', async () => {
    const r = await s.call('/admins/sessions/revoke-mine', { sessionId: 1, allOthers: true }, { token: promote });
    expect([r.body.code, r.body.msg]).toEqual([40000, 'sessionId: give sessionId or allOthers, exactly one']);
    expect((await s.call('/admins/sessions/revoke-mine', {}, { token: promote })).body.code).toBe(40000);
  });
});
