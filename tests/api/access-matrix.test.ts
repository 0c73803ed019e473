import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import { api, type ApiPath } from '#contract/api';
import { READABLE_BY_GET } from '#contract/api/openapi';
import { MAY_CALL, SESSION_ONLY } from './access-expected';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { ROLES, type Role } from '#contract/roles';
import { queryRows } from '#server/db/client';

let s: TestServer;
const tokens = {} as Record<Role, string>;
/** An API token bound to each role, made by root. */
const apiTokens = {} as Record<Role, string>;
let expired = '';

beforeAll(async () => {
  s = await startServer();
  const root = await s.login('root');
  for (const role of ROLES) {
    // Each role gets its own session of root, switched server-side.
    const token = await s.login('root');
    await s.call('/admins/role/switch', { role }, { token });
    tokens[role] = token;
  }
  await s.call('/admins/reauth', { password: DEMO_PASSWORD }, { token: root });
  for (const role of ROLES) {
    const made = await s.call(
      '/admins/api-tokens/create',
      { name: `matrix ${role}`, role, expiresInDays: 1 },
      { token: root },
    );
    apiTokens[role] = made.body.data.secret;
  }
  expired = root;
  await s.db.execute(
    sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT min(id) FROM admin_sessions)`,
  );
});
afterAll(() => s.close());

const paths = Object.keys(api) as ApiPath[];

/** A body no schema accepts: an allowed call stops at validation, so the probe changes nothing. */
const probe = JSON.stringify({ matrixProbe: true });

async function send(path: string, token?: string) {
  return s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: probe,
  });
}

/** Everything but the log that denials append to. */
async function checksum() {
  const [row] = await queryRows<{ sum: string }>(
    s.db,
    sql`SELECT md5(
      (SELECT coalesce(string_agg(a::text, ',' ORDER BY id), '') FROM admins a) ||
      (SELECT coalesce(string_agg(id || active_role || coalesce(revoked_at::text, '') || coalesce(reauth_at::text, ''), ',' ORDER BY id), '') FROM admin_sessions) ||
      (SELECT coalesce(string_agg(n::text, ',' ORDER BY id), '') FROM notifications n)
    ) AS sum`,
  );
  return row?.sum;
}

describe('route × role matrix', () => {
  it('registers exactly the endpoints of the contract, all as POST but the event stream and the OpenAPI document', () => {
    const app = createApp({ db: s.db, config: configWith({ LOG_LEVEL: 'silent' }), log: createLogger('silent') });
    const all = app.routes.filter((r) => r.path.startsWith('/admins/') && r.method !== 'ALL');
    // Server-Sent Events, authenticated by a ticket (DESIGN §9, tests/api/live-events.test.ts), and the
    // document for tools that read a URL, behind the guard (tests/api/openapi-document.test.ts).
    expect(all.filter((r) => r.method !== 'POST').map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /admins/events',
      ...[...READABLE_BY_GET].map((path) => `GET ${path}`),
    ]);
    const registered = all.filter((r) => r.method === 'POST');
    expect(registered.map((r) => r.path).sort()).toEqual([...paths].sort());
  });

  it('has a written expectation for every endpoint of the contract', () => {
    expect(Object.keys(MAY_CALL).sort()).toEqual([...paths].sort());
  });

  it.each(paths)('%s: anonymous, forged, expired and each role get what the matrix says', async (path) => {
    const before = await checksum();
    const expected = MAY_CALL[path];
    const anonymous = await send(path);
    const forged = await send(path, 'F'.repeat(43));
    const stale = await send(path, expired);
    if (expected === 'public') {
      for (const r of [anonymous, forged, stale]) expect(r.body.code).toBe(40000);
    } else {
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 401]);
      expect([forged.status, forged.body.code]).toEqual([401, 401]);
      expect([stale.status, stale.body.code]).toEqual([401, 60001]);
    }
    for (const role of ROLES) {
      const r = await send(path, tokens[role]);
      if (expected === 'public' || expected.includes(role)) {
        expect(r.body, `${role} may call ${path}`).toMatchObject({
          code: 40000,
          msg: 'matrixProbe: unknown key, not allowed',
        });
      } else {
        expect([r.status, r.body.code], `${role} may not call ${path}`).toEqual([403, 40300]);
      }
    }
    for (const role of ROLES) {
      const r = await send(path, apiTokens[role]);
      if (expected !== 'public' && expected.includes(role) && !SESSION_ONLY.includes(path)) {
        expect(r.body, `an API token of ${role} may call ${path}`).toMatchObject({ code: 40000 });
      } else if (expected === 'public') {
        expect(r.body.code).toBe(40000);
      } else {
        expect([r.status, r.body.code], `an API token of ${role} may not call ${path}`).toEqual([403, 40300]);
      }
    }
    expect(await checksum()).toBe(before);
  });

  it('logs role denials, and counts every rejected token', async () => {
    const [row] = await queryRows<{ denied: number; rejected: number; logged: number; minutes: number }>(
      s.db,
      sql`SELECT (SELECT count(*) FILTER (WHERE action = 'auth.denied')::int FROM action_log) AS denied,
                 (SELECT sum(count)::int FROM auth_noise WHERE action = 'auth.token_rejected') AS rejected,
                 (SELECT count(*)::int FROM action_log WHERE action = 'auth.token_rejected') AS logged,
                 (SELECT count(DISTINCT minute)::int FROM auth_noise WHERE action = 'auth.token_rejected') AS minutes`,
    );
    const deniedExpected = paths.reduce((n, p) => {
      const expected = MAY_CALL[p];
      if (expected === 'public') return n;
      const bySession = ROLES.filter((r) => !expected.includes(r)).length;
      const byToken = SESSION_ONLY.includes(p) ? ROLES.length : bySession;
      return n + bySession + byToken;
    }, 0);
    expect(row?.denied).toBe(deniedExpected);
    // A forged and an expired token per protected endpoint.
    expect(row?.rejected).toBe(2 * paths.filter((p) => MAY_CALL[p] !== 'public').length);
    // Rejections need no credentials, so they are logged once per source, reason and minute.
    // (the two reasons here: a forged token and an expired one).
    expect(row?.logged).toBeGreaterThan(0);
    expect(row?.logged).toBeLessThanOrEqual(2 * row!.minutes);
  });
});
