import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLogRows, startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { loggedIn, newAdmin, STAFF_PASSWORD } from './fixtures/staff';
import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from '#contract/password-policy';

let s: TestServer;
let root = '';
beforeAll(async () => {
  s = await startServer();
  root = await loginWithStepUp(s, 'root');
});
afterAll(() => s.close());

/** Patterned passwords the breached lists do not hold: a word repeated, a sequence, a leet password and a year. */
const PATTERNED = ['letmeinletmein', 'trustno1trustno1', 'abcdabcdabcd', 'P@ssw0rd2024!'];

function expectTooWeak(r: { status: number; body: { code: number; data: unknown } }, field: string) {
  expect([r.status, r.body.code]).toEqual([400, 40000]);
  const data = r.body.data as {
    field: string;
    rule: string;
    feedback: { score: number; warning: string | null; suggestions: string[] };
  };
  expect(data).toMatchObject({ field, rule: 'too_weak' });
  expect(data.feedback.score).toBeLessThan(3);
  if (data.feedback.warning !== null) expect(PASSWORD_WARNINGS).toContain(data.feedback.warning);
  for (const suggestion of data.feedback.suggestions) expect(PASSWORD_SUGGESTIONS).toContain(suggestion);
  expect(data.feedback.warning !== null || data.feedback.suggestions.length > 0).toBe(true);
}

describe("zxcvbn's score on top of the breached lists", () => {
  it.each(PATTERNED)('refuses %s as a new own password, saying why, and keeps the old one', async (password) => {
    const admin = await newAdmin(s);
    const ip = nextIp();
    const token = await loggedIn(s, admin.username, { ip });
    const r = await s.call(
      '/admins/password/change',
      { oldPassword: STAFF_PASSWORD, newPassword: password },
      { token, ip },
    );
    expectTooWeak(r, 'newPassword');
    expect(
      (await actionLogRows(s.db, 'admin.password_change')).filter((l) => l.target_id === String(admin.id)),
    ).toEqual([]);
  });

  it('refuses them when an ADMIN_ROOT creates an admin or resets a password', async () => {
    for (const password of PATTERNED) {
      expectTooWeak(
        await s.call('/admins/admin/create', { username: 'weakling', password, roles: ['PROMOTE'] }, { token: root }),
        'password',
      );
    }
    const admin = await newAdmin(s);
    expectTooWeak(
      await s.call(
        '/admins/admin/reset-password',
        { adminId: admin.id, password: 'trustno1trustno1' },
        { token: root },
      ),
      'password',
    );
  });

  it('takes a long unguessable passphrase', async () => {
    const made = await s.call(
      '/admins/admin/create',
      { username: 'strongling', password: 'violet-kettle-harbour-91', roles: ['PROMOTE'] },
      { token: root },
    );
    expect(made.body.code, made.body.msg).toBe(200);
  });
});
