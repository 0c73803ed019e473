import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

/**
 * A hold rule on nicknames hides the nickname, not the person, and the app's one view of an
 * account (app_account_standing) says what to do; the console reads the same state.
 */
let s: TestServer;
let root = '';

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
  for (const [name, action] of [
    ['nick-hold', 'hold'],
    ['nick-block', 'block'],
  ] as const) {
    const r = await s.call(
      '/admins/rules/save',
      { name, kind: 'term', pattern: name === 'nick-hold' ? 'scammer' : 'killer', contentKinds: ['account'], action },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
  }
});
afterAll(() => s.close());

type Standing = { effective_status: string; nickname_hidden: boolean };
type Account = { enabled: boolean; audit_status: string; nickname_hidden: boolean; version: number };

async function state(id: number) {
  const [a] = await queryRows<Account>(
    s.db,
    sql`SELECT enabled, audit_status, nickname_hidden, version FROM accounts WHERE id = ${id}`,
  );
  const [v] = await queryRows<Standing>(
    s.db,
    sql`SELECT effective_status, nickname_hidden FROM app_account_standing WHERE account_id = ${id}`,
  );
  return { account: a!, standing: v! };
}

describe('a rule on nicknames', () => {
  it('a hold hides the nickname, keeps the account enabled, and the standing view says so', async () => {
    const id = await seedAccount(s.db, { nickname: 'mia', auditStatus: 'APPROVED' });
    await s.db.execute(sql`UPDATE accounts SET nickname = 'The Scammer' WHERE id = ${id}`);
    const { account, standing } = await state(id);
    expect(account).toMatchObject({ enabled: true, audit_status: 'PENDING', nickname_hidden: true });
    expect(standing).toEqual({ effective_status: 'NORMAL', nickname_hidden: true });
  });

  it('approving the account shows the nickname again (logged); the account stays as it was', async () => {
    const id = await seedAccount(s.db, { nickname: 'scammer' });
    const before = await state(id);
    expect(before.account.nickname_hidden).toBe(true);
    const r = await s.call(
      '/admins/update-audit-status',
      { ids: [id], target: 'account', auditStatus: 'APPROVED', expectedVersions: { [id]: before.account.version } },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    const after = await state(id);
    expect(after.account).toMatchObject({ enabled: true, audit_status: 'APPROVED', nickname_hidden: false });
    expect(after.standing).toEqual({ effective_status: 'NORMAL', nickname_hidden: false });
    const [log] = await queryRows<{ action: string }>(
      s.db,
      sql`SELECT action FROM action_log WHERE target_type = 'account' AND target_id = ${String(id)} AND action = 'account.nickname_shown'`,
    );
    expect(log).toBeDefined();
  });

  it('a block disables the account, and the standing view tells the app it is disabled', async () => {
    const id = await seedAccount(s.db, { nickname: 'the killer' });
    const { account, standing } = await state(id);
    expect(account).toMatchObject({ enabled: false, nickname_hidden: true });
    expect(standing).toEqual({ effective_status: 'DISABLED', nickname_hidden: true });
  });
});
