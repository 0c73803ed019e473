import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';
import { HOUR, insertAccounts, shanghaiMidnight } from './stats-fixtures';
import { insertMoments } from './workplace-fixtures';

// A Monday in Asia/Shanghai (the default business zone). T0 = 01:00 there: every item enters then.
const DAY = '2026-03-02';
const BASE = shanghaiMidnight(DAY);
const T0 = BASE + HOUR;
const MIN = 60_000;

let s: TestServer;
let root = '';
let agent = '';
let rootId = 0;
let agentId = 0;
let accountId = 0;
/** Reopened by root on the test day, so it still waits in the report queue. */
let r1 = 0;

async function adminId(username: string) {
  const [row] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = ${username}`);
  return row!.id;
}

/** One action-log row shaped as the write core writes it (services/core/change-rows.ts), at a chosen time. */
async function log(
  admin: number,
  action: string,
  targetId: number,
  before: object,
  after: object,
  at: number,
  reason?: string,
) {
  await s.db.execute(sql`INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, at)
    VALUES (${admin}, ${action}, ${action.split('.')[0]!}, ${String(targetId)}, ${JSON.stringify(before)}::jsonb,
            ${JSON.stringify(after)}::jsonb, ${reason ?? null}, ${new Date(at).toISOString()}::timestamptz)`);
}

async function insertReport(createdAt: number, targetId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at, updated_at)
        VALUES (${accountId}, 'moment', ${targetId}, 'spam', ${new Date(createdAt).toISOString()}::timestamptz, now())
        RETURNING id`,
  );
  return row!.id;
}

const audit = (from: string, to: string, v: number): [object, object] => [
  { auditStatus: from, version: v },
  { auditStatus: to, version: v + 1 },
];
const enabled = (from: boolean, v: number): [object, object] => [
  { enabled: from, version: v },
  { enabled: !from, version: v + 1 },
];

beforeAll(async () => {
  s = await startServer();
  [root, agent] = [await s.login('root'), await s.login('agent')];
  [rootId, agentId] = [await adminId('root'), await adminId('agent')];
  accountId = (await insertAccounts(s.db, [{ registeredAt: Date.parse('2025-01-01T00:00:00Z') }]))[0]!;
  const [m1, m2, m3, m4] = await insertMoments(
    s.db,
    [T0, T0, T0, BASE - 3 * HOUR].map((createdAt) => ({ accountId: accountId, createdAt, media: [] })),
  );
  r1 = await insertReport(T0, m1!);

  // The agent: approve m1, m2 and reject m3 within the first hour, undo the reject, approve m3
  // three hours later (its wait starts again at the undo), then disable m1.
  await log(agentId, 'moment.set_audit_status', m1!, ...audit('PENDING', 'APPROVED', 1), T0 + 10 * MIN); // 600 s
  await log(agentId, 'moment.set_audit_status', m2!, ...audit('PENDING', 'APPROVED', 1), T0 + 20 * MIN); // 1 200 s
  await log(agentId, 'moment.set_audit_status', m3!, ...audit('PENDING', 'REJECTED', 1), T0 + 40 * MIN); // 2 400 s
  await log(agentId, 'moment.set_audit_status', m3!, ...audit('REJECTED', 'PENDING', 2), T0 + 41 * MIN); // the undo
  await log(agentId, 'moment.set_audit_status', m3!, ...audit('PENDING', 'APPROVED', 3), T0 + 180 * MIN); // 8 340 s
  await log(agentId, 'moment.set_enabled', m1!, ...enabled(true, 2), T0 + 185 * MIN); // 11 100 s
  // Root: finishes r1 and takes it back, re-enables m1 and rejects m2 (overturning the agent twice).
  await log(
    rootId,
    'report.finish',
    r1,
    { status: 'OPEN', result: null, note: null, version: 1 },
    { status: 'FINISHED', result: 'VALID', note: null, version: 2 },
    T0 + 120 * MIN,
  ); // 7 200 s
  await log(
    rootId,
    'report.reopen',
    r1,
    { status: 'FINISHED', result: 'VALID', note: null, version: 2 },
    { status: 'OPEN', result: null, note: null, version: 3 },
    T0 + 121 * MIN,
  );
  // A report's target disabled with it is part of the report decision, not one of its own.
  await log(rootId, 'moment.set_enabled', m4!, ...enabled(true, 1), T0 + 121 * MIN, 'valid report 99');
  await log(rootId, 'moment.set_enabled', m1!, ...enabled(false, 3), T0 + 300 * MIN); // 18 000 s
  await log(rootId, 'moment.set_audit_status', m2!, ...audit('APPROVED', 'REJECTED', 2), T0 + 360 * MIN); // 21 600 s
  // Outside the day: the evening before and the next midnight.
  await log(agentId, 'moment.set_audit_status', m4!, ...audit('PENDING', 'APPROVED', 1), BASE - 1);
  await log(rootId, 'moment.set_audit_status', m4!, ...audit('APPROVED', 'REJECTED', 2), BASE + 24 * HOUR);
});

afterAll(async () => {
  await s?.close();
});

const kinds = (k: Record<string, number>) => ({
  approve: 0,
  reject: 0,
  enable: 0,
  disable: 0,
  finish_valid: 0,
  finish_invalid: 0,
  uphold: 0,
  overturn: 0,
  warn: 0,
  suspend: 0,
  ban: 0,
  ...k,
});
const queues = (q: Record<string, number>) => ({
  moment: 0,
  moment_comment: 0,
  question: 0,
  question_reply: 0,
  reply_comment: 0,
  report: 0,
  avatar_cert: 0,
  about_answer: 0,
  account: 0,
  appeal: 0,
  ...q,
});

describe('team statistics of a day', () => {
  it('counts each moderator and the team as computed by hand', async () => {
    const r = await s.call('/admins/team-stats/get', { from: DAY, to: DAY }, { token: root });
    expect(r.body.code).toBe(200);
    const { team, moderators, series, timeZone } = r.body.data;
    expect(timeZone).toBe('Asia/Shanghai');
    // Wait buckets (⌊ln(seconds)/ln 1.1⌋) stand for round(1.1^(b + 0.5)) seconds:
    // 600 s → 67 (→ 622), 1 200 → 74, 2 400 → 81 (→ 2 363), 7 200 → 93 (→ 7 417), 8 340 → 94,
    // 11 100 → 97 (→ 10 859), 18 000 → 102 (→ 17 488), 21 600 → 104 (→ 21 161).
    const [first, second] = moderators;
    expect(first).toEqual({
      adminId: agentId,
      username: 'agent',
      name: expect.any(String),
      decisions: 5,
      byKind: kinds({ approve: 3, reject: 1, disable: 1 }),
      byQueue: queues({ moment: 5 }),
      activeHours: 2, // 01:00–02:00 and 04:00–05:00
      perActiveHour: 2.5,
      waitMedianSeconds: 2363, // 3rd of 67, 74, 81, 94, 97
      waitP90Seconds: 10859, // 5th
      undone: 1, // the reject of m3
      undoRate: 0.2,
      overturned: 2, // the disable of m1 and the approval of m2
      overturnRate: 0.4,
    });
    expect(second).toEqual({
      adminId: rootId,
      username: 'root',
      name: expect.any(String),
      decisions: 3,
      byKind: kinds({ enable: 1, reject: 1, finish_valid: 1 }),
      byQueue: queues({ moment: 2, report: 1 }),
      activeHours: 3, // 03:00, 06:00, 07:00
      perActiveHour: 1,
      waitMedianSeconds: 17488, // 2nd of 93, 102, 104
      waitP90Seconds: 21161, // 3rd
      undone: 1, // the finish of r1
      undoRate: 1 / 3,
      overturned: 0,
      overturnRate: 0,
    });
    expect(moderators).toHaveLength(2);
    expect(team).toMatchObject({
      decisions: 8,
      byKind: kinds({ approve: 3, reject: 2, enable: 1, disable: 1, finish_valid: 1 }),
      byQueue: queues({ moment: 7, report: 1 }),
      activeHours: 5,
      perActiveHour: 1.6,
      waitMedianSeconds: 7417, // 4th of 67, 74, 81, 93, 94, 97, 102, 104
      waitP90Seconds: 21161, // 8th
      undone: 2,
      undoRate: 0.25,
      overturned: 2,
      overturnRate: 0.25,
    });
    expect(series).toEqual({ labels: [DAY], decisions: [8], undone: [2], overturned: [2] });
  });

  it('counts the decisions of the day before and after only in their own days', async () => {
    const r = await s.call('/admins/team-stats/get', { from: '2026-03-01', to: '2026-03-03' }, { token: root });
    expect(r.body.data.series).toEqual({
      labels: ['2026-03-01', DAY, '2026-03-03'],
      decisions: [1, 8, 1],
      undone: [0, 2, 0],
      overturned: [1, 2, 0], // the evening approval of m4 was overturned the next midnight
    });
    // These days are whole UTC days, read from the daily rollups. m4's waits: 3 h (bucket 97) and
    // 27 h (bucket 120) join the day's eight: 67, 74, 81, 93, 94, 97, 97, 102, 104, 120.
    expect(r.body.data.team).toMatchObject({
      decisions: 10,
      waitMedianSeconds: 8158, // 5th: bucket 94
      waitP90Seconds: 21161, // 9th: bucket 104
      undone: 2,
      overturned: 3,
    });
  });

  it('an empty period has no figures to divide', async () => {
    const r = await s.call('/admins/team-stats/get', { from: '2026-01-01', to: '2026-01-07' }, { token: root });
    expect(r.body.data.moderators).toEqual([]);
    expect(r.body.data.team).toMatchObject({
      decisions: 0,
      perActiveHour: null,
      waitMedianSeconds: null,
      undoRate: null,
    });
    expect(r.body.data.series.decisions).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('decisions made through the moderation endpoints', () => {
  it('counts an approval, its undo and a report finish but not the target it disabled', async () => {
    const now = Date.now();
    const [m] = await insertMoments(s.db, [{ accountId, createdAt: now - 2 * HOUR, media: [] }]);
    const report = await insertReport(now - HOUR, m!);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(now));
    const before = (await s.call('/admins/team-stats/get', { from: today, to: today }, { token: root })).body.data;

    const approve = await s.call(
      '/admins/update-audit-status',
      { ids: [m!], target: 'moment', auditStatus: 'APPROVED' },
      { token: agent },
    );
    expect(approve.body.code).toBe(200);
    const version = approve.body.data.updated[0]!.version;
    const undo = await s.call(
      '/admins/update-audit-status',
      { ids: [m!], target: 'moment', auditStatus: 'PENDING', expectedVersions: { [m!]: version } },
      { token: agent },
    );
    expect(undo.body.code).toBe(200);
    const finish = await s.call(
      '/admins/update-report-finish',
      { ids: [report], result: 'VALID', disableTarget: true },
      { token: agent },
    );
    expect(finish.body.code).toBe(200);

    const after = (await s.call('/admins/team-stats/get', { from: today, to: today }, { token: root })).body.data;
    const mine = after.moderators.find((x) => x.adminId === agentId)!;
    const was = before.moderators.find((x) => x.adminId === agentId);
    expect(mine.decisions - (was?.decisions ?? 0)).toBe(2);
    expect(mine.byKind.approve - (was?.byKind.approve ?? 0)).toBe(1);
    expect(mine.byKind.finish_valid - (was?.byKind.finish_valid ?? 0)).toBe(1);
    expect(mine.byKind.disable - (was?.byKind.disable ?? 0)).toBe(0);
    expect(mine.undone - (was?.undone ?? 0)).toBe(1);
    // The action log itself is as the services wrote it: the team statistics add no row to it.
    expect((await actionLogRows(s.db, 'moment.set_enabled')).at(-1)?.reason).toBe(`valid report ${report}`);
  });
});

describe('queue targets', () => {
  let a = 0;
  let b = 0;
  beforeAll(async () => {
    // Two more open reports besides r1: 5 hours and 90 minutes old (the target starts at 4 hours).
    a = await insertReport(Date.now() - 5 * HOUR, 1);
    b = await insertReport(Date.now() - 90 * MIN, 1);
  });

  it('lists each queue against its target with the breaches oldest first', async () => {
    const r = await s.call('/admins/team-stats/targets', {}, { token: root });
    expect(r.body.code).toBe(200);
    const report = r.body.data.queues.find((q) => q.queue === 'report')!;
    expect(report).toMatchObject({ targetMinutes: 240, version: 1, updatedBy: null, waiting: 3, breaches: 2 });
    expect(report.breachList.map((x) => x.id)).toEqual([r1, a]);
    expect(report.oldestSeconds).toBeGreaterThanOrEqual((Date.now() - T0) / 1000 - 5);
    expect(r.body.data.queues.map((q) => q.queue)).toHaveLength(10);
  });

  it('saves a target with its action-log row and refuses a stale version', async () => {
    const r = await s.call(
      '/admins/team-stats/target-save',
      { queue: 'report', targetMinutes: 60, expectedVersion: 1 },
      { token: root },
    );
    expect(r.body.data).toMatchObject({ queue: 'report', targetMinutes: 60, version: 2, updatedBy: 'root' });
    const [row] = (await actionLogRows(s.db, 'team_stats.target_save')).slice(-1);
    expect(row).toMatchObject({
      admin_id: rootId,
      target_type: 'team_queue_target',
      target_id: 'report',
      before: { targetMinutes: 240, version: 1 },
      after: { targetMinutes: 60, version: 2 },
    });
    const report = (await s.call('/admins/team-stats/targets', {}, { token: root })).body.data.queues.find(
      (q) => q.queue === 'report',
    )!;
    expect(report.breachList.map((x) => x.id)).toEqual([r1, a, b]);
    const stale = await s.call(
      '/admins/team-stats/target-save',
      { queue: 'report', targetMinutes: 30, expectedVersion: 1 },
      { token: root },
    );
    expect([stale.status, stale.body.code]).toEqual([409, 40900]);
  });
});

describe('refusals', () => {
  it('answers ADMIN_ROOT only', async () => {
    const promote = await s.login('promote');
    for (const token of [agent, promote]) {
      for (const [path, body] of [
        ['/admins/team-stats/get', { from: DAY, to: DAY }],
        ['/admins/team-stats/targets', {}],
        ['/admins/team-stats/target-save', { queue: 'report', targetMinutes: 10 }],
      ] as const) {
        const r = await s.call(path, body, { token });
        expect([r.status, r.body.code], path).toEqual([403, 40300]);
      }
    }
  });

  it('refuses bad input naming the field', async () => {
    const bad: [string, unknown, RegExp][] = [
      ['/admins/team-stats/get', { from: DAY, to: '2026-03-01' }, /to/],
      ['/admins/team-stats/get', { from: '2026-01-01', to: '2026-06-01' }, /to/],
      ['/admins/team-stats/get', { from: 'yesterday', to: DAY }, /from/],
      ['/admins/team-stats/get', { from: DAY, to: DAY, who: 1 }, /who/],
      ['/admins/team-stats/target-save', { queue: 'message', targetMinutes: 10 }, /queue/],
      ['/admins/team-stats/target-save', { queue: 'report', targetMinutes: 0 }, /targetMinutes/],
      ['/admins/team-stats/target-save', { queue: 'report', targetMinutes: 1.5 }, /targetMinutes/],
    ];
    for (const [path, body, field] of bad) {
      const r = await s.call(path as '/admins/team-stats/get', body as never, { token: root });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, 40000]);
      expect(r.body.msg).toMatch(field);
    }
  });
});
