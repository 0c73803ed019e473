import { operator } from '#server/domain/actor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { admins } from '#server/db/schema/staff';
import { createAdmin, setAdminDisabled, setAdminRoles } from '#server/services/admins/admin-users';
import { ApiError } from '#server/domain/api-error';

let s: TestServer;
let root = '';
const cli = operator('test');

beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

const idOf = async (username: string) => (await s.db.select().from(admins).where(eq(admins.username, username)))[0]!.id;

describe("an admin's sessions", () => {
  it('lists live sessions (ended ones on request) and revokes one', async () => {
    const agentId = await idOf('agent');
    const first = await s.login('agent', { ip: nextIp() });
    const second = await s.login('agent', { ip: nextIp() });
    await s.call('/admins/logout', {}, { token: first });
    const live = await s.call('/admins/admin/sessions', { adminId: agentId }, { token: root });
    expect(live.body.data.list).toHaveLength(1);
    expect(live.body.data.list[0]).toMatchObject({
      state: 'ACTIVE',
      activeRole: 'BACKEND_SUPPORT_AGENT',
      current: false,
      revokedAt: null,
    });
    const all = await s.call('/admins/admin/sessions', { adminId: agentId, includeEnded: true }, { token: root });
    expect(all.body.data.list.map((x) => x.state).sort()).toEqual(['ACTIVE', 'REVOKED']);

    const sessionId = live.body.data.list[0]!.id;
    const revoked = await s.call('/admins/admin/session-revoke', { adminId: agentId, sessionId }, { token: root });
    expect(revoked.body.data).toEqual({ revoked: true });
    expect((await s.call('/admins/info/get', {}, { token: second })).body.code).toBe(60001);
    expect(
      (await s.call('/admins/admin/session-revoke', { adminId: agentId, sessionId }, { token: root })).body.data,
    ).toEqual({ revoked: false });
    expect((await actionLogRows(s.db, 'admin.session_revoke')).at(-1)).toMatchObject({
      target_type: 'session',
      target_id: String(sessionId),
    });
  });

  it("answers 40400 for another admin's session id or an unknown admin", async () => {
    const promote = await s.login('promote', { ip: nextIp() });
    const promoteId = await idOf('promote');
    const sessions = await s.call('/admins/admin/sessions', { adminId: promoteId }, { token: root });
    const sessionId = sessions.body.data.list[0]!.id;
    const wrong = await s.call(
      '/admins/admin/session-revoke',
      { adminId: await idOf('agent'), sessionId },
      { token: root },
    );
    expect([wrong.status, wrong.body.code]).toEqual([404, 40400]);
    expect((await s.call('/admins/info/get', {}, { token: promote })).body.code).toBe(200);
    expect((await s.call('/admins/admin/sessions', { adminId: 777_777 }, { token: root })).body.code).toBe(40400);
  });

  it('marks the caller’s own session as current', async () => {
    const mine = await s.call('/admins/admin/sessions', { adminId: await idOf('root') }, { token: root });
    expect(mine.body.data.list.filter((x) => x.current)).toHaveLength(1);
  });
});

describe('the last root', () => {
  it('cannot be disabled or demoted, even from the CLI', async () => {
    const expectLastRoot = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe(42200);
      expect((err as ApiError).data).toEqual({ why: 'LAST_ROOT' });
    };
    await expectLastRoot(setAdminDisabled(s.db, cli, 'root', true));
    await expectLastRoot(setAdminRoles(s.db, cli, 'root', ['PROMOTE']));
    expect((await s.db.select().from(admins).where(eq(admins.username, 'root')))[0]).toMatchObject({ disabled: false });
    // With a second root, one of them may go.
    await createAdmin(s.db, cli, {
      username: 'backup',
      password: 'Spare-Key-Passw0rd',
      roles: ['ADMIN_ROOT'],
      mustChangePassword: false,
    });
    await setAdminRoles(s.db, cli, 'backup', ['PROMOTE']);
    await expectLastRoot(setAdminDisabled(s.db, cli, 'root', true));
  });
});

/** Only PostgreSQL runs the two transactions at the same time. */
describe.runIf(process.env.TEST_DB === 'postgres')('two roots disabling each other at once (PostgreSQL)', () => {
  it('lets exactly one win, so a root always remains', async () => {
    const password = 'Racing-Passw0rd-42';
    await createAdmin(s.db, cli, { username: 'racer', password, roles: ['ADMIN_ROOT'], mustChangePassword: false });
    const ip = nextIp();
    const second = (await s.call('/admins/login', { username: 'racer', password }, { ip })).body.data;
    // Disabling an admin needs a fresh step-up, for both of them.
    expect((await s.call('/admins/reauth', { password }, { token: second, ip })).body.code).toBe(200);
    const rootId = await idOf('root');
    const secondId = await idOf('racer');
    // Hold every admin row so both requests get past the guard and queue on the row locks;
    // only then let them go, so the race is the same on every run.
    const racing = await s.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM admins FOR UPDATE`);
      const both = Promise.all([
        s.call('/admins/admin/disable', { adminId: secondId, disabled: true }, { token: root }),
        s.call('/admins/admin/disable', { adminId: rootId, disabled: true }, { token: second }),
      ]);
      for (let i = 0; i < 100; i++) {
        const [row] = await queryRows<{ n: number }>(
          s.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((row?.n ?? 0) >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { both };
    });
    const [a, b] = await racing.both;
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([200, 42200]);
    const enabledRoots = (await s.db.select().from(admins)).filter(
      (x) => !x.disabled && x.roles.includes('ADMIN_ROOT'),
    );
    expect(enabledRoots).toHaveLength(1);
    // Whoever won, put things back for any later test.
    await setAdminDisabled(s.db, cli, enabledRoots[0]!.username === 'root' ? 'racer' : 'root', false);
  });
});
