import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { at, extraModerators, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { reports } from '#server/db/schema/reports';
import { LEASE_TARGET_REPORTS_MAX, type LeaseBody } from '#contract/api/moderation-queue';
import type { ReportReason, ReportTargetType } from '#contract/entities';

/**
 * The report queue leases by target (issue 14): the reports against one target that match the
 * filters are one moderator's, all of them in one hand. The world's own reports are filed at
 * minutes 130 to 139; the ones these tests file come first in the queue.
 */
let s: TestServer;
let w: World;
let agent: string;
let root: string;
let ids: { agent: number; root: number };

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  [agent, root] = [await s.login('agent'), await s.login('root')];
  const admins = await queryRows<{ id: number; username: string }>(s.db, sql`SELECT id, username FROM admins`);
  ids = { agent: admins.find((a) => a.username === 'agent')!.id, root: admins.find((a) => a.username === 'root')!.id };
});
afterAll(() => s.close());

// Each test files its own reports and starts with nobody holding anything.
beforeEach(async () => {
  await s.db.execute(sql`DELETE FROM queue_leases`);
  await s.db.execute(sql`DELETE FROM reports WHERE detail LIKE 'grp %'`);
});

type Lease = Extract<LeaseBody, { queue: 'report' }>;
const lease = async (body: Omit<Lease, 'queue'>, token = agent) =>
  ok(await s.call('/admins/queue/lease', { queue: 'report', ...body }, { token }));
const idsOf = (r: { list: { id: number }[] }) => r.list.map((i) => i.id);

/** Files a report against the target at each of `minutes` (after T0); answers their ids. */
async function file(
  type: ReportTargetType,
  targetId: number,
  minutes: number[],
  reason: (i: number) => ReportReason = () => 'spam',
) {
  const rows = await s.db
    .insert(reports)
    .values(
      minutes.map((m, i) => ({
        reporterId: w.accounts[i % 4]!,
        targetType: type,
        targetId,
        reason: reason(i),
        detail: `grp ${type} ${targetId} ${i}`,
        createdAt: at(m),
      })),
    )
    .returning({ id: reports.id });
  return rows.map((r) => r.id);
}

const leasesOf = (adminId: number) =>
  queryRows<{ item_id: number }>(
    s.db,
    sql`SELECT item_id FROM queue_leases WHERE queue = 'report' AND admin_id = ${adminId} AND expires_at > now() ORDER BY item_id`,
  ).then((r) => r.map((x) => x.item_id));
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('the report queue leases by target', () => {
  it('a target with three open reports comes whole in a hand of one, leased to the caller', async () => {
    const a = await file('moment', w.moments[3]!, [100, 102, 104]);
    await file('moment', w.moments[4]!, [101, 103]);
    const r = await lease({ count: 1 });
    expect(idsOf(r)).toEqual(a);
    expect(await leasesOf(ids.agent)).toEqual(sorted(a));
  });

  it("a target's reports follow its first one, and count never cuts a target", async () => {
    const a = await file('moment', w.moments[3]!, [100, 102, 104]);
    const b = await file('moment', w.moments[4]!, [101, 103]);
    // Oldest first is a1 b1 a2 b2 a3; each target comes together, where its first report is.
    expect(idsOf(await lease({ count: 2 }))).toEqual([...a, ...b]);
    await s.call('/admins/queue/release', { queue: 'report' }, { token: agent });
    expect(idsOf(await lease({ count: 4 }))).toEqual([...a, ...b]);
    // Newest first: a's last report is the newest, so a comes first, in that order.
    await s.call('/admins/queue/release', { queue: 'report' }, { token: agent });
    const newest = await lease({ count: 1, order: 'desc', filters: { text: 'grp ' } });
    expect(idsOf(newest)).toEqual([...a].reverse());
    // Holding both, a hand of one shows the first target whole; the other stays leased.
    await lease({ count: 4 });
    expect(idsOf(await lease({ count: 1 }))).toEqual(a);
    expect(await leasesOf(ids.agent)).toEqual(sorted([...a, ...b]));
  });

  it('a target is its type and its id: a moment and an account with the same id are two', async () => {
    const moment = await file('moment', 424_242, [100, 102]);
    await file('account', 424_242, [101]);
    expect(idsOf(await lease({ count: 1 }))).toEqual(moment);
  });

  it('another admin gets no report of a target one holds, not even one filed since; its holder does', async () => {
    const a = await file('moment', w.moments[3]!, [100, 102, 104]);
    const b = await file('moment', w.moments[4]!, [101, 103]);
    expect(idsOf(await lease({ count: 1 }))).toEqual(a);
    // Filed late but dated before b's, so it would be the next free report if reports went one by one.
    const [late] = await file('moment', w.moments[3]!, [100.5]);
    const rootHand = await lease({ count: 1 }, root);
    expect(idsOf(rootHand)).toEqual(b);
    expect(rootHand.heldByOthers).toEqual({ items: 4, moderators: 1, ownTabs: 0 });
    expect(await leasesOf(ids.root)).toEqual(sorted(b));
    // The holder's next call takes it with the rest of its target.
    expect(idsOf(await lease({ count: 1 }))).toEqual([a[0], late, a[1], a[2]]);
    expect((await lease({ count: 1 }, root)).heldByOthers).toEqual({ items: 4, moderators: 1, ownTabs: 0 });
  });

  it('filters narrow a group, and holding part of one keeps the rest from others', async () => {
    // a[1] is abuse, the others spam.
    const a = await file('moment', w.moments[3]!, [100, 102, 104], (i) => (i === 1 ? 'abuse' : 'spam'));
    const spam = await lease({ count: 1, filters: { reason: 'spam' } });
    expect(idsOf(spam)).toEqual([a[0], a[2]]);
    // Root takes every reason: a[1] is free, but a spam report of its target is the agent's.
    const rootHand = await lease({ count: 50 }, root);
    expect(idsOf(rootHand)).not.toContain(a[1]);
    expect(idsOf(rootHand)).toHaveLength(8);
    expect(rootHand.heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
    // A group is what the filters take: to a queue of abuse reports alone, a[1] is a target's only one.
    await s.call('/admins/queue/release', { queue: 'report' }, { token: root });
    expect(idsOf(await lease({ count: 1, filters: { reason: 'abuse', text: 'grp ' } }, root))).toEqual([a[1]]);
  });

  it('done reports leave the hand and are not taken back; the target stays with its holder until all are', async () => {
    const a = await file('moment', w.moments[3]!, [100, 102, 104]);
    const b = await file('moment', w.moments[4]!, [101, 103]);
    expect(idsOf(await lease({ count: 1 }))).toEqual(a);
    expect(idsOf(await lease({ count: 1, done: [a[1]!] }))).toEqual([a[0], a[2]]);
    expect(await leasesOf(ids.agent)).toEqual(sorted([a[0]!, a[2]!]));
    expect(idsOf(await lease({ count: 1 }, root))).toEqual(b);
    // Done with all three (skipped, still open): the target goes back to the pool, whole.
    expect(idsOf(await lease({ count: 1, done: a, filters: { text: 'grp ' } }))).toEqual([]);
    await s.call('/admins/queue/release', { queue: 'report' }, { token: root });
    expect(idsOf(await lease({ count: 1 }, root))).toEqual(a);
  });

  it('decided reports leave the group; a group larger than a hand holds comes in parts, to its holder', async () => {
    const big = await file(
      'moment',
      w.moments[3]!,
      Array.from({ length: LEASE_TARGET_REPORTS_MAX + 5 }, (_, i) => 100 + i / 100),
    );
    const b = await file('moment', w.moments[4]!, [103]);
    const first = idsOf(await lease({ count: 1 }));
    expect(first).toEqual(big.slice(0, LEASE_TARGET_REPORTS_MAX));
    const rootHand = await lease({ count: 1 }, root);
    expect(idsOf(rootHand)).toEqual(b);
    expect(rootHand.heldByOthers.items).toBe(big.length);
    ok(await s.call('/admins/update-report-finish', { ids: first.slice(0, 10), result: 'INVALID' }, { token: agent }));
    expect(idsOf(await lease({ count: 1 }))).toEqual(big.slice(10));
  });

  it('other queues still lease item by item', async () => {
    const pending = await queryRows<{ id: number; account_id: number }>(
      s.db,
      sql`SELECT id, account_id FROM moments WHERE audit_status = 'PENDING' ORDER BY created_at, id`,
    );
    const r = ok(await s.call('/admins/queue/lease', { queue: 'moment', count: 1 }, { token: agent }));
    expect(r.list.map((m) => m.id)).toEqual([pending[0]!.id]);
    // The first moment's author has other pending moments: they are not pulled in with it.
    expect(pending.filter((m) => m.account_id === pending[0]!.account_id).length).toBeGreaterThan(1);
    await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent });
  });
});

/**
 * Races between moderators: real on PostgreSQL (TEST_DB=postgres), where requests run on separate
 * connections; PGlite runs one statement at a time, so there it passes trivially.
 */
describe('an undo from a tab’s hand in the report queue', () => {
  const versionOf = async (id: number) =>
    (await queryRows<{ version: number }>(s.db, sql`SELECT version FROM reports WHERE id = ${id}`))[0]!.version;
  const finish = async (id: number) =>
    ok(
      await s.call(
        '/admins/update-report-finish',
        { ids: [id], result: 'INVALID', expectedVersions: { [id]: await versionOf(id) } },
        { token: agent },
      ),
    );
  const reopen = async (id: number) =>
    ok(
      await s.call(
        '/admins/update-report-reopen',
        { ids: [id], expectedVersions: { [id]: await versionOf(id) }, holder: 'tab-a' },
        { token: agent },
      ),
    );

  it('leases the reopened report to the tab, unless another holds an open report of its target', async () => {
    const [mine, theirs] = await file('moment', w.moments[3]!, [100, 102]);
    const [alone] = await file('moment', w.moments[4]!, [101]);
    await finish(mine!);
    await finish(alone!);
    // Root holds the target's other open report: the target is root's card now.
    expect(idsOf(await lease({ count: 1, holder: 'root-tab' }, root))).toEqual([theirs]);

    expect((await reopen(mine!)).heldByOthers).toEqual({ ids: [mine], items: 1, moderators: 1, ownTabs: 0 });
    expect((await reopen(alone!)).heldByOthers).toEqual({ ids: [], items: 0, moderators: 0, ownTabs: 0 });
    expect(await leasesOf(ids.agent)).toEqual([alone]);
    expect(await leasesOf(ids.root)).toEqual([theirs]);
    // Root's next hand takes the target's reopened report with the rest of it; the alone one is the tab's.
    const rootHand = idsOf(await lease({ count: 5, holder: 'root-tab' }, root));
    expect(rootHand).toEqual(expect.arrayContaining([mine, theirs]));
    expect(rootHand).not.toContain(alone);
  });
});

describe('moderators leasing reports at once', () => {
  it('never split a target between them, and each hand holds its targets whole', async () => {
    const mods = await extraModerators(s, 8);
    // 40 targets of 1 to 4 reports, each a few places from the next in the queue, so moderators
    // taking the head at once reach into the same targets.
    for (let t = 0; t < 40; t++)
      await file(
        'moment',
        w.moments[0]! * 1000 + t,
        Array.from({ length: 1 + (t % 4) }, (_, i) => 100 + t + i * 3.5),
      );
    const filters = { text: 'grp ' };
    // Everyone from an empty queue at once, each asking for another count (so for other candidates).
    for (let round = 0; round < 15; round++) {
      await s.db.execute(sql`DELETE FROM queue_leases`);
      const replies = await Promise.all(
        mods.map((m, i) =>
          s.call('/admins/queue/lease', { queue: 'report', filters, count: 1 + ((i + round) % 5) }, { token: m.token }),
        ),
      );
      const split = await queryRows<{ target_id: number }>(
        s.db,
        sql`SELECT r.target_id FROM queue_leases l JOIN reports r ON r.id = l.item_id
            WHERE l.queue = 'report' AND l.expires_at > now()
            GROUP BY r.target_id HAVING count(DISTINCT l.admin_id) > 1`,
      );
      expect(split).toEqual([]);
      for (const [i, m] of mods.entries()) {
        const list = ok(replies[i]!).list.map((r) => r.id);
        // A hand shows every report it holds of the targets it shows.
        const held = await queryRows<{ id: number }>(
          s.db,
          sql`SELECT r.id FROM queue_leases l JOIN reports r ON r.id = l.item_id
              WHERE l.queue = 'report' AND l.admin_id = ${m.adminId}
                AND r.target_id IN (SELECT target_id FROM reports WHERE id = ANY(${sql.param(list)}::int[]))`,
        );
        expect(sorted(list)).toEqual(sorted(held.map((h) => h.id)));
      }
    }
  });
});
