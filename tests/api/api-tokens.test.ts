import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let root = '';

beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

const create = (body: ApiBody<'/admins/api-tokens/create'>, token = root) =>
  s.call('/admins/api-tokens/create', body, { token, ip: nextIp() });

async function makeToken(role: ApiBody<'/admins/api-tokens/create'>['role'], name = `script ${role}`) {
  const r = await create({ name, role, expiresInDays: 30 });
  expect(r.body.code).toBe(200);
  return r.body.data;
}

const tokenRows = () =>
  queryRows<{ id: number; token_hash: string; hint: string; last_used_at: string | null; revoked_at: string | null }>(
    s.db,
    sql`SELECT id, token_hash, hint, last_used_at, revoked_at FROM api_tokens ORDER BY id`,
  );

describe('API tokens: making, listing, revoking', () => {
  it('makes a token bound to one role, shows the secret once and stores only its hash', async () => {
    const { token, secret } = await makeToken('BACKEND_SUPPORT_AGENT', 'nightly export');
    expect(secret).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'nightly export', role: 'BACKEND_SUPPORT_AGENT', state: 'ACTIVE' });
    expect(token.hint).toBe(secret.slice(0, 9));
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(30 * 86_400_000);

    const rows = await tokenRows();
    const row = rows.find((r) => r.id === token.id)!;
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const [dump] = await queryRows<{ t: string }>(s.db, sql`SELECT string_agg(a::text, '') AS t FROM api_tokens a`);
    expect(dump!.t).not.toContain(secret.slice(9));

    const list = await s.call('/admins/api-tokens/list', {}, { token: root });
    const listed = list.body.data.list.find((t) => t.id === token.id);
    expect(listed).toEqual(token);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const [logged] = (await actionLogRows(s.db, 'api_token.create')).filter((r) => r.target_id === String(token.id));
    expect(logged?.after).toMatchObject({ name: 'nightly export', role: 'BACKEND_SUPPORT_AGENT' });
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('refuses bad input with a 40000 naming the field, making nothing', async () => {
    const before = (await tokenRows()).length;
    for (const [body, field] of [
      [{ name: '', role: 'PROMOTE', expiresInDays: 1 }, 'name'],
      [{ name: 'x', role: 'OWNER', expiresInDays: 1 }, 'role'],
      [{ name: 'x', role: 'PROMOTE', expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'x', role: 'PROMOTE', expiresInDays: 1, secret: 'bo_mine' }, 'secret'],
    ] as const) {
      const r = await s.raw('/admins/api-tokens/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
        body: JSON.stringify(body),
      });
      expect([r.status, r.body.code, (r.body.data as { field: string }).field]).toEqual([400, 40000, field]);
    }
    expect((await tokenRows()).length).toBe(before);
  });

  it('needs ADMIN_ROOT and a fresh password entry to make one', async () => {
    const agent = await s.login('agent', { ip: nextIp() });
    const byAgent = await create({ name: 'x', role: 'PROMOTE', expiresInDays: 1 }, agent);
    expect([byAgent.status, byAgent.body.data]).toEqual([403, { reason: 'ROLE' }]);
    const unstepped = await s.login('root', { ip: nextIp() });
    const r = await create({ name: 'x', role: 'PROMOTE', expiresInDays: 1 }, unstepped);
    expect([r.status, r.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
  });

  it('revokes at once: the next call is a 60001, logged; a second revoke changes nothing', async () => {
    const { token, secret } = await makeToken('PROMOTE');
    expect((await s.call('/admins/reg-stats', {} as never, { token: secret })).status).not.toBe(401);
    const first = await s.call('/admins/api-tokens/revoke', { tokenId: token.id }, { token: root });
    expect(first.body.data).toEqual({ revoked: true });
    const again = await s.call('/admins/api-tokens/revoke', { tokenId: token.id }, { token: root });
    expect(again.body.data).toEqual({ revoked: false });
    expect(
      (await actionLogRows(s.db, 'api_token.revoke')).filter((r) => r.target_id === String(token.id)),
    ).toHaveLength(1);

    const after = await s.call('/admins/info/get', {}, { token: secret });
    expect([after.status, after.body.code]).toEqual([401, 60001]);
    const rejected = (await actionLogRows(s.db, 'auth.token_rejected')).at(-1);
    expect(rejected?.after).toEqual({ why: 'revoked' });

    const listed = await s.call('/admins/api-tokens/list', { includeEnded: true }, { token: root });
    expect(listed.body.data.list.find((t) => t.id === token.id)?.state).toBe('REVOKED');
    const live = await s.call('/admins/api-tokens/list', {}, { token: root });
    expect(live.body.data.list.some((t) => t.id === token.id)).toBe(false);

    const missing = await s.call('/admins/api-tokens/revoke', { tokenId: 999_999 }, { token: root });
    expect([missing.status, missing.body.code]).toEqual([404, 40400]);
  });

  it('stops at its expiry', async () => {
    const { token, secret } = await makeToken('PROMOTE');
    await s.db.execute(sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${token.id}`);
    const r = await s.call('/admins/info/get', {}, { token: secret });
    expect([r.status, r.body.code]).toEqual([401, 60001]);
    const listed = await s.call('/admins/api-tokens/list', { includeEnded: true }, { token: root });
    expect(listed.body.data.list.find((t) => t.id === token.id)?.state).toBe('EXPIRED');
  });

  it('stops when the ADMIN_ROOT who made it is disabled', async () => {
    const maker = await s.call(
      '/admins/admin/create',
      { username: 'tokenmaker', password: 'a-long-enough-pass-29', roles: ['ADMIN_ROOT'] },
      { token: root },
    );
    const makerId = maker.body.data.id;
    const [{ id }] = (await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO api_tokens (name, role, token_hash, hint, created_by, expires_at)
          VALUES ('made by tokenmaker', 'PROMOTE', ${createHash('sha256').update('bo_tokenmakers-secret-000').digest('hex')},
                  'bo_tokenm', ${makerId}, now() + interval '1 day') RETURNING id`,
    )) as [{ id: number }];
    expect(id).toBeGreaterThan(0);
    expect((await s.call('/admins/info/get', {}, { token: 'bo_tokenmakers-secret-000' })).body.code).toBe(200);
    await s.call('/admins/admin/disable', { adminId: makerId, disabled: true }, { token: root });
    const r = await s.call('/admins/info/get', {}, { token: 'bo_tokenmakers-secret-000' });
    expect([r.status, r.body.code]).toEqual([401, 60001]);
  });
});

describe('API tokens: calling with one', () => {
  it('acts in its role only, and logs every call with the request id the call writes under', async () => {
    const { token, secret } = await makeToken('ADMIN_ROOT', 'channel sync');
    const info = await s.call('/admins/info/get', {}, { token: secret });
    expect(info.body.data).toMatchObject({ username: 'root', role: 'ADMIN_ROOT', roles: ['ADMIN_ROOT'] });

    // Creating a channel needs a step-up a token cannot make; renaming one does not.
    const fields = { code: 'tokenmade', downloadUrl: 'https://cdn.example.com/t.apk', version: '1.0.0' };
    const made = await s.call('/admins/apk-channel', { ...fields, name: 'By root' }, { token: root });
    expect(made.body.code).toBe(200);
    const { id, rowVersion } = made.body.data.channel;
    const saved = await s.call(
      '/admins/apk-channel',
      { ...fields, id, expectedVersion: rowVersion, name: 'By token' },
      { token: secret },
    );
    expect(saved.body.code).toBe(200);
    const [row] = await queryRows<{ request_id: string; admin_id: number }>(
      s.db,
      sql`SELECT request_id, admin_id FROM action_log WHERE action LIKE 'channel.%' AND target_id = ${String(id)}
          ORDER BY id DESC LIMIT 1`,
    );
    const calls = (await actionLogRows(s.db, 'api_token.call')).filter((r) => r.target_id === String(token.id));
    expect(calls.map((c) => (c.after as { path: string }).path)).toEqual(['/admins/info/get', '/admins/apk-channel']);
    const [call] = await queryRows<{ request_id: string }>(
      s.db,
      sql`SELECT request_id FROM action_log WHERE action = 'api_token.call' AND after->>'path' = '/admins/apk-channel'`,
    );
    expect(call?.request_id).toBe(row?.request_id);
    expect(row?.admin_id).toBe(info.body.data.id);
  });

  it('is refused outside its role, like a session of that role', async () => {
    const { secret } = await makeToken('PROMOTE');
    const r = await s.call('/admins/moment-list/get', {}, { token: secret });
    expect([r.status, r.body.data]).toEqual([403, { reason: 'ROLE' }]);
    const denied = (await actionLogRows(s.db, 'auth.denied')).at(-1);
    expect(denied?.after).toMatchObject({ role: 'PROMOTE', area: 'moderation' });
    expect((denied?.after as { apiTokenId?: number }).apiTokenId).toBeGreaterThan(0);
  });

  it('never passes step-up: no reauth, no refund, no admin changes, no new tokens', async () => {
    const { secret } = await makeToken('ADMIN_ROOT');
    const reauth = await s.call('/admins/reauth', { password: 'backoffice-demo' }, { token: secret });
    expect([reauth.status, reauth.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
    const refund = await s.call(
      '/admins/order-refund',
      { orderId: 1, amountCents: 1, reason: 'script', idempotencyKey: 'token-refund-0001' },
      { token: secret },
    );
    expect([refund.status, refund.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
    const admin = await s.call(
      '/admins/admin/create',
      { username: 'bytoken', password: 'a-long-enough-pass-29', roles: ['PROMOTE'] },
      { token: secret },
    );
    expect([admin.status, admin.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
    const token = await create({ name: 'child', role: 'PROMOTE', expiresInDays: 1 }, secret);
    expect([token.status, token.body.data]).toEqual([403, { reason: 'REAUTH_REQUIRED' }]);
    const [counts] = await queryRows<{ admins: number; refunds: number }>(
      s.db,
      sql`SELECT (SELECT count(*)::int FROM admins WHERE username = 'bytoken') AS admins, (SELECT count(*)::int FROM refunds) AS refunds`,
    );
    expect(counts).toEqual({ admins: 0, refunds: 0 });
  });

  it('may not do what belongs to a person: switch roles, log out, change the password', async () => {
    const { secret } = await makeToken('ADMIN_ROOT');
    for (const [path, body] of [
      ['/admins/role/switch', { role: 'PROMOTE' }],
      ['/admins/logout', {}],
      ['/admins/password/change', { oldPassword: 'backoffice-demo', newPassword: 'another-long-pass-77' }],
    ] as const) {
      const r = await s.call(path, body, { token: secret });
      expect([r.status, r.body.data], path).toEqual([403, { reason: 'SESSION_ONLY' }]);
    }
    expect((await s.call('/admins/info/get', {}, { token: secret })).body.code).toBe(200);
  });

  it('writes last_used_at on first use and then at most once a minute', async () => {
    const { token, secret } = await makeToken('PROMOTE');
    const lastUsed = async () => (await tokenRows()).find((r) => r.id === token.id)!.last_used_at;
    expect(await lastUsed()).toBeNull();
    await s.call('/admins/info/get', {}, { token: secret });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await s.call('/admins/info/get', {}, { token: secret });
    expect(await lastUsed()).toEqual(first);
    await s.db.execute(sql`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = ${token.id}`);
    const aged = await lastUsed();
    await s.call('/admins/info/get', {}, { token: secret });
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(aged!));
    const listed = await s.call('/admins/api-tokens/list', {}, { token: root });
    expect(listed.body.data.list.find((t) => t.id === token.id)?.lastUsedAt).not.toBeNull();
  });
});
