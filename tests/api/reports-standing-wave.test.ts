import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { ok } from './fixtures/content';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

let s: TestServer;
let agent = '';
let writer = 0;

beforeAll(async () => {
  s = await startServer();
  agent = await s.login('agent');
  writer = await seedAccount(s.db, { nickname: 'writer' });
});
afterAll(() => s.close());

async function moment(text: string) {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${writer}, ${text}, 'APPROVED') RETURNING id`,
  );
  return row!.id;
}

interface ReportState {
  id: number;
  status: string;
  result: string | null;
  finished_by: number | null;
  standing_report_id: number | null;
}

/** A report filed as the social app files one: plain SQL. */
async function fileReport(target: number, reason: string, reporter: number, at?: Date): Promise<ReportState> {
  const [row] = await queryRows<ReportState>(
    s.db,
    sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at)
        VALUES (${reporter}, 'moment', ${target}, ${reason}, ${(at ?? new Date()).toISOString()})
        RETURNING id, status, result, finished_by, standing_report_id`,
  );
  return row!;
}

const riskOf = async (id: number) =>
  (
    await queryRows<{ reports: number | null }>(
      s.db,
      sql`SELECT (risk_parts->>'reports')::int AS reports FROM moments WHERE id = ${id}`,
    )
  )[0]!.reports;

const finish = (ids: number[], result: 'VALID' | 'INVALID') =>
  s.call('/admins/update-report-finish', { ids, result }, { token: agent });

describe('a report against an item that stands decided as fine', () => {
  it('is finished INVALID on arrival by the standing decision, grouped with it and logged; a moderator can reopen it', async () => {
    const target = await moment('a photo of my cat');
    const reporter = await seedAccount(s.db, { nickname: 'reporter' });
    const first = await fileReport(target, 'spam', reporter);
    expect(first.status).toBe('OPEN');
    ok(await finish([first.id], 'INVALID'));

    const again = await fileReport(target, 'spam', await seedAccount(s.db, { nickname: 'again' }));
    expect(again).toMatchObject({
      status: 'FINISHED',
      result: 'INVALID',
      finished_by: null,
      standing_report_id: first.id,
    });
    expect((await actionLogRows(s.db, 'report.finish_standing')).at(-1)).toMatchObject({
      admin_id: null,
      target_type: 'report',
      target_id: String(again.id),
      after: { status: 'FINISHED', result: 'INVALID', standingReportId: first.id },
    });
    // It adds nothing to the target's risk while finished.
    expect(await riskOf(target)).toBeNull();

    const list = ok(
      await s.call(
        '/admins/report-list/get',
        { filters: { targetId: target }, sort: { field: 'createdAt', order: 'asc' } },
        { token: agent },
      ),
    );
    expect(list.list.map((r) => [r.id, r.standingReportId])).toEqual([
      [first.id, null],
      [again.id, first.id],
    ]);

    const reopened = ok(await s.call('/admins/update-report-reopen', { ids: [again.id] }, { token: agent }));
    expect(reopened.updated[0]).toMatchObject({ id: again.id, status: 'OPEN', result: null });
    expect(await riskOf(target)).toBe(1);
  });

  it('another reason, a target since disabled, or a VALID finish since: the report stays open', async () => {
    const target = await moment('a review of a phone');
    const first = await fileReport(target, 'spam', await seedAccount(s.db));
    ok(await finish([first.id], 'INVALID'));
    expect((await fileReport(target, 'abuse', await seedAccount(s.db))).status).toBe('OPEN');

    const valid = await fileReport(target, 'abuse', await seedAccount(s.db));
    ok(await finish([valid.id], 'VALID'));
    expect((await fileReport(target, 'spam', await seedAccount(s.db))).status).toBe('OPEN');

    const other = await moment('another review');
    const r = await fileReport(other, 'fraud', await seedAccount(s.db));
    ok(await finish([r.id], 'INVALID'));
    await s.db.execute(sql`UPDATE moments SET enabled = false WHERE id = ${other}`);
    expect((await fileReport(other, 'fraud', await seedAccount(s.db))).status).toBe('OPEN');
  });
});

describe('a wave of reports from fresh accounts', () => {
  const listed = async (target: number) =>
    ok(
      await s.call(
        '/admins/report-list/get',
        { filters: { targetId: target }, sort: { field: 'createdAt', order: 'asc' } },
        { token: agent },
      ),
    ).list;

  it('five reports within ten minutes from accounts younger than seven days are a wave on each report', async () => {
    const target = await moment('a post someone wants gone');
    const t0 = Date.now() - 30 * 60_000;
    for (let i = 0; i < 6; i++) {
      const fresh = await seedAccount(s.db, { registeredAt: new Date(t0 - 86_400_000) });
      await fileReport(target, 'abuse', fresh, new Date(t0 + i * 60_000));
    }
    const rows = await listed(target);
    expect(rows).toHaveLength(6);
    expect(rows[0]!.reportWave).toEqual({ reports: 6, accounts: 6, minutes: 5 });
    // Each report still weighs by its reporter's record in the target's risk.
    expect(await riskOf(target)).toBe(6);
  });

  it('old accounts, or fresh ones spread over hours, are no wave', async () => {
    const target = await moment('a post with ordinary reports');
    const t0 = Date.now() - 10 * 3600_000;
    for (let i = 0; i < 6; i++) {
      await fileReport(
        target,
        'spam',
        await seedAccount(s.db, { registeredAt: new Date(t0 - 30 * 86_400_000) }),
        new Date(t0 + i * 60_000),
      );
    }
    for (let i = 0; i < 5; i++) {
      await fileReport(
        target,
        'spam',
        await seedAccount(s.db, { registeredAt: new Date(t0) }),
        new Date(t0 + i * 3600_000),
      );
    }
    expect((await listed(target)).every((r) => r.reportWave === null)).toBe(true);
  });
});
