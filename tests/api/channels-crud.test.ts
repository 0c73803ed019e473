import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { apkChannels } from '#server/db/schema/commerce';
import { queryRows } from '#server/db/client';
import { channelFields } from '#contract/api/channels';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let root = '';

beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

const valid = {
  code: 'huawei',
  name: '华为应用市场',
  downloadUrl: 'https://cdn.example.com/app/huawei.apk',
  version: '3.12.0',
};
const save = (body: ApiBody<'/admins/apk-channel'>, token = root) => s.call('/admins/apk-channel', body, { token });
const sendRaw = (path: string, body: unknown, token = root) =>
  s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function tableState() {
  const [row] = await queryRows<{ sum: string }>(
    s.db,
    sql`SELECT md5(coalesce(string_agg(c::text, ',' ORDER BY id), '')) AS sum FROM apk_channels c`,
  );
  return row?.sum;
}

describe('/admins/apk-channel: create', () => {
  it('creates a channel with defaults and logs it', async () => {
    const r = await save(valid);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.created).toBe(true);
    expect(r.body.data.channel).toMatchObject({ ...valid, enabled: true, note: '', rowVersion: 1 });
    const log = (await actionLogRows(s.db, 'channel.create')).at(-1);
    expect(log).toMatchObject({
      target_type: 'apk_channel',
      target_id: String(r.body.data.channel.id),
      after: { code: 'huawei' },
    });
  });

  it('refuses a duplicate code with a 40000 on code, changing nothing', async () => {
    const before = await tableState();
    const r = await save({ ...valid, name: 'Another' });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toBe('code: is already used by another channel');
    expect(await tableState()).toBe(before);
  });

  it.each([
    [{ code: 'A1' }, 'code: must be 2–32 characters of a-z, 0-9, _ and -'],
    [{ code: 'x' }, 'code: must be 2–32'],
    [{ code: 'a'.repeat(33) }, 'code: must be 2–32'],
    [{ code: 'has space' }, 'code: must be 2–32'],
    [{ downloadUrl: 'http://cdn.example.com/a.apk' }, 'downloadUrl: must be an https:// URL'],
    [{ downloadUrl: 'javascript:alert(1)' }, 'downloadUrl: must be an https:// URL'],
    [{ downloadUrl: 'ftp://cdn.example.com/a.apk' }, 'downloadUrl: must be an https:// URL'],
    [{ downloadUrl: 'https://user:secret@cdn.example.com/a.apk' }, 'downloadUrl: must be an https:// URL'],
    [{ downloadUrl: 'cdn.example.com/a.apk' }, 'downloadUrl: must be an https:// URL'],
    [{ name: '   ' }, 'name: is required'],
    [{ version: 'latest' }, 'version: must look like 1.2.3'],
    [{ note: 'n'.repeat(501) }, 'note: must be at most 500 characters'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ expectedVersion: 1 }, 'expectedVersion: only goes with an id'],
    [{ owner: 'me' }, 'owner: unknown key'],
  ])('refuses %j with 40000 naming the field, changing nothing', async (patch, msg) => {
    const before = await tableState();
    const r = await sendRaw('/admins/apk-channel', { ...valid, code: 'fresh_code', ...patch });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg.startsWith(msg), r.body.msg).toBe(true);
    expect(await tableState()).toBe(before);
  });

  it('gives the same messages as the field rules the client form uses', async () => {
    const local = channelFields.downloadUrl.safeParse('http://x.example');
    expect(local.success).toBe(false);
    const r = await sendRaw('/admins/apk-channel', { ...valid, code: 'msgs', downloadUrl: 'http://x.example' });
    expect(r.body.msg).toBe(`downloadUrl: ${local.error?.issues[0]?.message}`);
  });
});

describe('/admins/apk-channel: update', () => {
  it('updates with the current expectedVersion, bumps rowVersion and logs before and after', async () => {
    const created = (await save({ ...valid, code: 'xiaomi', name: 'Xiaomi' })).body.data.channel;
    const r = await save({
      id: created.id,
      expectedVersion: 1,
      code: 'xiaomi',
      name: '小米',
      downloadUrl: created.downloadUrl,
      version: '3.13.0',
      enabled: false,
      note: 'paused',
    });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      created: false,
      channel: { name: '小米', version: '3.13.0', enabled: false, note: 'paused', rowVersion: 2 },
    });
    const log = (await actionLogRows(s.db, 'channel.update')).at(-1);
    expect(log).toMatchObject({
      before: { name: 'Xiaomi', version: '3.12.0', enabled: true },
      after: { name: '小米', version: '3.13.0', enabled: false },
    });
  });

  it('answers a stale expectedVersion with 40900 and the current channel, changing nothing', async () => {
    const created = (await save({ ...valid, code: 'oppo', name: 'OPPO' })).body.data.channel;
    expect((await save({ ...valid, id: created.id, expectedVersion: 1, code: 'oppo', name: 'OPPO 1' })).body.code).toBe(
      200,
    );
    const before = await tableState();
    const stale = await save({ ...valid, id: created.id, expectedVersion: 1, code: 'oppo', name: 'OPPO 2' });
    expect([stale.status, stale.body.code]).toEqual([409, 40900]);
    expect(stale.body.data).toMatchObject({ channel: { name: 'OPPO 1', rowVersion: 2 } });
    expect(await tableState()).toBe(before);
  });

  it('refuses an update without expectedVersion, a changed code, and an unknown id', async () => {
    const created = (await save({ ...valid, code: 'vivo', name: 'vivo' })).body.data.channel;
    const noVersion = await sendRaw('/admins/apk-channel', { ...valid, id: created.id, code: 'vivo' });
    expect([noVersion.body.code, noVersion.body.msg]).toEqual([40000, 'expectedVersion: is required when updating']);
    const renamed = await save({ ...valid, id: created.id, expectedVersion: 1, code: 'vivo2' });
    expect([renamed.body.code, renamed.body.msg]).toEqual([40000, 'code: cannot change once the channel exists']);
    const missing = await save({ ...valid, id: 99_999, expectedVersion: 1, code: 'vivo' });
    expect([missing.status, missing.body.code]).toEqual([404, 40400]);
    const [row] = await s.db
      .select()
      .from(apkChannels)
      .where(sql`id = ${created.id}`);
    expect(row?.rowVersion).toBe(1);
  });
});

describe('/admins/apk-channel-list', () => {
  it('filters by text, code and enabled, sorts by code and walks by cursor', async () => {
    await s.db.transaction(async (tx) => {
      for (const code of ['ch_a', 'ch_b', 'ch_c', 'ch_d', 'ch_e']) {
        await tx.insert(apkChannels).values({
          code,
          name: `Channel ${code}`,
          downloadUrl: 'https://x.example/a.apk',
          version: '1.0.0',
          enabled: code !== 'ch_c',
        });
      }
    });
    const list = async (body: ApiBody<'/admins/apk-channel-list'>) =>
      (await s.call('/admins/apk-channel-list', body, { token: root })).body.data;
    expect((await list({ filters: { q: 'CH_' } })).list.map((c) => c.code).sort()).toEqual([
      'ch_a',
      'ch_b',
      'ch_c',
      'ch_d',
      'ch_e',
    ]);
    expect((await list({ filters: { q: '小米' } })).list.map((c) => c.code)).toEqual(['xiaomi']);
    expect((await list({ filters: { code: 'ch_b' } })).list.map((c) => c.code)).toEqual(['ch_b']);
    const disabled = await list({ filters: { enabled: false } });
    expect(disabled.list.map((c) => c.code).sort()).toEqual(['ch_c', 'xiaomi']);
    expect(disabled.total).toBe(2);
    const all = await list({ pageSize: 200, sort: { field: 'code', order: 'asc' } });
    const codes = all.list.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    for (const field of ['createdAt', 'code'] as const) {
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list({ pageSize: 2, sort: { field, order: 'desc' }, ...(cursor ? { cursor } : {}) });
        walked.push(...page.list.map((c) => c.code));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked.length).toBe(all.total);
      expect(new Set(walked).size).toBe(all.total);
    }
  });

  it('is ADMIN_ROOT only', async () => {
    for (const user of ['agent', 'promote']) {
      const token = await s.login(user, { ip: nextIp() });
      expect((await s.call('/admins/apk-channel-list', {}, { token })).body.code).toBe(40300);
      expect((await save({ ...valid, code: 'denied' }, token)).body.code).toBe(40300);
    }
    expect(
      (await s.call('/admins/apk-channel-list', { filters: { code: 'denied' } }, { token: root })).body.data.total,
    ).toBe(0);
  });
});

describe('/admins/apk-channel step-up', () => {
  it('asks a fresh step-up to create a channel or change its download URL, not to edit its other fields', async () => {
    const token = await s.login('root', { ip: nextIp() });
    const refusedCreate = await save({ ...valid, code: 'stepup-new' }, token);
    expect(refusedCreate.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    const created = await save({ ...valid, code: 'stepup-edit' });
    const { id, rowVersion } = created.body.data.channel;
    const renamed = await save(
      { ...valid, code: 'stepup-edit', id, expectedVersion: rowVersion, name: 'Renamed' },
      token,
    );
    expect(renamed.body.code).toBe(200);
    const moved = await save(
      {
        ...valid,
        code: 'stepup-edit',
        id,
        expectedVersion: renamed.body.data.channel.rowVersion,
        name: 'Renamed',
        downloadUrl: 'https://evil.example.com/app.apk',
      },
      token,
    );
    expect(moved.body).toMatchObject({ code: 40300, data: { reason: 'REAUTH_REQUIRED' } });
    const [row] = await queryRows<{ download_url: string }>(
      s.db,
      sql`SELECT download_url FROM apk_channels WHERE code = 'stepup-edit'`,
    );
    expect(row?.download_url).toBe(valid.downloadUrl);
    expect((await queryRows(s.db, sql`SELECT 1 FROM apk_channels WHERE code = 'stepup-new'`)).length).toBe(0);
  });
});
