import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { actionCount, contentChecksum, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let w: World;
let agent: string;
let agentId: number;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  agent = await s.login('agent');
  agentId = (await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`))[0]!.id;
});
afterAll(() => s.close());

const finish = (body: ApiBody<'/admins/update-report-finish'>) =>
  s.call('/admins/update-report-finish', body, { token: agent });
const reopen = (body: ApiBody<'/admins/update-report-reopen'>) =>
  s.call('/admins/update-report-reopen', body, { token: agent });
const report = async (id: number) =>
  (
    await queryRows<{
      status: string;
      result: string | null;
      note: string | null;
      finished_by: number | null;
      finished_at: string | null;
      version: number;
    }>(s.db, sql`SELECT status, result, note, finished_by, finished_at, version FROM reports WHERE id = ${id}`)
  )[0]!;
const enabledOf = async (table: string, id: number) =>
  (
    await queryRows<{ enabled: boolean; version: number }>(
      s.db,
      sql`SELECT enabled, version FROM ${sql.identifier(table)} WHERE id = ${id}`,
    )
  )[0]!;

describe('finishing reports', () => {
  it('finishes open reports with result, note, finisher and time, and logs each', async () => {
    const id = w.reports[3]!;
    const reply = ok(
      await finish({ ids: [id], result: 'INVALID', note: 'not a violation', expectedVersions: { [id]: 1 } }),
    );
    expect(reply.updated).toMatchObject([
      { id, version: 2, status: 'FINISHED', result: 'INVALID', note: 'not a violation', finishedBy: agentId },
    ]);
    expect(reply.updated[0]!.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(await report(id)).toMatchObject({ status: 'FINISHED', result: 'INVALID', finished_by: agentId, version: 2 });
    expect((await actionLogRows(s.db, 'report.finish')).at(-1)).toMatchObject({
      admin_id: agentId,
      target_type: 'report',
      target_id: String(id),
      before: { status: 'OPEN', result: null, note: null, version: 1 },
      after: { status: 'FINISHED', result: 'INVALID', note: 'not a violation', version: 2 },
    });
  });

  it('refuses an already finished report with 42200 and changes nothing, even beside open ones', async () => {
    const finished = w.reports[3]!;
    const open = w.reports[4]!;
    const [sum, logged] = [await contentChecksum(s.db), await actionCount(s.db)];
    const r = await finish({ ids: [open, finished], result: 'VALID' });
    expect([r.status, r.body.code]).toEqual([422, 42200]);
    expect(r.body.data).toEqual({ why: 'REPORT_FINISHED', finished: [finished] });
    expect([await contentChecksum(s.db), await actionCount(s.db)]).toEqual([sum, logged]);
  });

  it('a stale version of a finished report is a conflict, not a refusal', async () => {
    const finished = w.reports[3]!;
    const reply = ok(await finish({ ids: [finished], result: 'VALID', expectedVersions: { [finished]: 1 } }));
    expect(reply).toMatchObject({
      updated: [],
      conflicts: [finished],
      current: [{ id: finished, status: 'FINISHED', result: 'INVALID' }],
    });
  });

  it('Shift+d: disables each target in the same transaction, logged as its own change, counters kept', async () => {
    const onMoment = w.reports[1]!;
    const onAccount = w.reports[0]!;
    const onGone = w.reports[7]!;
    const moment = w.moments[1]!;
    const author = w.accounts[1]!;
    await s.db.execute(sql`UPDATE accounts SET enabled = true WHERE id = ${w.accounts[3]!}`);
    const momentCount = async () =>
      (await queryRows<{ n: number }>(s.db, sql`SELECT moment_count AS n FROM accounts WHERE id = ${author}`))[0]!.n;
    const [countBefore, momentBefore] = [await momentCount(), await enabledOf('moments', moment)];
    expect(momentBefore.enabled).toBe(true);

    const reply = ok(
      await finish({ ids: [onMoment, onAccount, onGone], result: 'VALID', disableTarget: true, reason: 'hate speech' }),
    );
    expect(reply.updated.map((r) => r.id).sort()).toEqual([onMoment, onAccount, onGone].sort());
    const byId = new Map(reply.updated.map((r) => [r.id, r]));
    expect(byId.get(onMoment)!.target).toMatchObject({
      type: 'moment',
      id: moment,
      enabled: false,
      version: momentBefore.version + 1,
    });
    expect(byId.get(onAccount)!.target).toMatchObject({ type: 'account', id: w.accounts[3], enabled: false });
    expect(byId.get(onGone)!.target).toMatchObject({ exists: false });

    expect(await enabledOf('moments', moment)).toEqual({ enabled: false, version: momentBefore.version + 1 });
    expect((await enabledOf('accounts', w.accounts[3]!)).enabled).toBe(false);
    expect(await momentCount()).toBe(countBefore - 1);
    expect((await actionLogRows(s.db, 'moment.set_enabled')).at(-1)).toMatchObject({
      target_id: String(moment),
      before: { enabled: true },
      after: { enabled: false },
      reason: `hate speech (valid report ${onMoment})`,
    });
    expect((await actionLogRows(s.db, 'account.set_enabled')).at(-1)).toMatchObject({
      target_id: String(w.accounts[3]),
      after: { enabled: false },
    });

    // The undo of Shift+d: reopen the report and enable the target at the version the reply gave.
    const undone = ok(await reopen({ ids: [onMoment], expectedVersions: { [onMoment]: byId.get(onMoment)!.version } }));
    expect(undone.updated).toMatchObject([
      { id: onMoment, status: 'OPEN', result: null, note: null, finishedBy: null, finishedAt: null },
    ]);
    const target = byId.get(onMoment)!.target;
    const enabled = ok(
      await s.call(
        '/admins/update-moment-enabled',
        { ids: [moment], enabled: true, expectedVersions: { [moment]: target.version! } },
        { token: agent },
      ),
    );
    expect(enabled.updated).toMatchObject([{ id: moment, enabled: true }]);
    expect(await momentCount()).toBe(countBefore);
    expect((await actionLogRows(s.db, 'report.reopen')).at(-1)).toMatchObject({
      target_id: String(onMoment),
      before: { status: 'FINISHED', result: 'VALID' },
      after: { status: 'OPEN', result: null },
    });
  });

  it('Shift+d on a reported message is refused (a message cannot be disabled) and changes nothing', async () => {
    const onMessage = w.reports[6]!;
    const [sum, logged] = [await contentChecksum(s.db), await actionCount(s.db)];
    const r = await finish({ ids: [onMessage], result: 'VALID', disableTarget: true });
    expect([r.status, r.body.code, r.body.data]).toEqual([
      422,
      42200,
      { why: 'MESSAGE_NOT_DISABLEABLE', messages: [onMessage] },
    ]);
    expect([await contentChecksum(s.db), await actionCount(s.db)]).toEqual([sum, logged]);
  });

  it('reopening an open report leaves it unchanged; missing ids are listed', async () => {
    const open = w.reports[5]!;
    const reply = ok(await reopen({ ids: [open, 777_777] }));
    expect(reply).toMatchObject({
      updated: [],
      unchanged: [open],
      missing: [777_777],
      current: [{ id: open, status: 'OPEN' }],
    });
  });

  it.each([
    [
      'disableTarget with INVALID',
      { ids: [1], result: 'INVALID', disableTarget: true },
      /^disableTarget: only with result VALID/,
    ],
    ['no result', { ids: [1] }, /^result: /],
    ['bad result', { ids: [1], result: 'MAYBE' }, /^result: /],
    ['note too long', { ids: [1], result: 'VALID', note: 'n'.repeat(501) }, /^note: /],
  ])('%s → 40000, nothing changed', async (_name, body, msg) => {
    const [sum, logged] = [await contentChecksum(s.db), await actionCount(s.db, 'request.refused')];
    const r = await s.raw('/admins/update-report-finish', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${agent}` },
      body: JSON.stringify(body),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(msg);
    // Nothing decided; the refusal itself is logged (once a minute per field).
    expect([await contentChecksum(s.db), await actionCount(s.db, 'request.refused')]).toEqual([sum, logged]);
    expect(
      (await actionLogRows(s.db, 'request.refused')).some((x) => x.target_id === '/admins/update-report-finish'),
    ).toBe(true);
  });
});
