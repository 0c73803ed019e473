import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { contentChecksum, extraModerators, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { MODERATION_QUEUES } from '#contract/api/moderation-filters';
import type { LeaseBody } from '#contract/api/moderation-queue';

let s: TestServer;
let w: World;
let agent: string;
let root: string;
let promote: string;
let ids: { agent: number; root: number };

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  [agent, root, promote] = [await s.login('agent'), await s.login('root'), await s.login('promote')];
  const admins = await queryRows<{ id: number; username: string }>(s.db, sql`SELECT id, username FROM admins`);
  ids = { agent: admins.find((a) => a.username === 'agent')!.id, root: admins.find((a) => a.username === 'root')!.id };
});
afterAll(() => s.close());

const lease = async (body: LeaseBody, token = agent) => ok(await s.call('/admins/queue/lease', body, { token }));
const idsOf = (r: { list: { id: number }[] }) => r.list.map((i) => i.id);
const pendingMoments = () =>
  queryRows<{ id: number }>(
    s.db,
    sql`SELECT id FROM moments WHERE audit_status = 'PENDING' ORDER BY created_at, id`,
  ).then((r) => r.map((x) => x.id));
const leases = (queue: string) =>
  queryRows<{ item_id: number; admin_id: number; live: boolean; secs: number }>(
    s.db,
    sql`SELECT item_id, admin_id, expires_at > now() AS live, extract(epoch FROM expires_at - now())::int AS secs
              FROM queue_leases WHERE queue = ${queue} ORDER BY item_id`,
  );

describe('queue leases', () => {
  it('hands out the oldest pending items, as full rows, leased to the caller for five minutes', async () => {
    const pending = await pendingMoments();
    const r = await lease({ queue: 'moment', count: 3 });
    expect(r.queue).toBe('moment');
    expect(idsOf(r)).toEqual(pending.slice(0, 3));
    expect(r.list[0]).toMatchObject({
      auditStatus: 'PENDING',
      author: { nickname: expect.any(String) },
      version: expect.any(Number),
    });
    expect(r.total).toBe(pending.length);
    expect(Date.parse(r.expiresAt) - Date.now()).toBeGreaterThan(290_000);
    const held = await leases('moment');
    expect(held.map((l) => [l.item_id, l.admin_id])).toEqual(pending.slice(0, 3).map((id) => [id, ids.agent]));
    expect(held.every((l) => l.secs > 290 && l.secs <= 300)).toBe(true);
  });

  it('skips items leased to someone else', async () => {
    const pending = await pendingMoments();
    const r = await lease({ queue: 'moment', count: 3 }, root);
    expect(idsOf(r)).toEqual(pending.slice(3, 6));
    // The total is the queue's, whoever holds its items; the agent's three are held by another.
    expect(r.total).toBe(pending.length);
    expect(r.heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
    // From the agent's seat, root's three are the ones held by another.
    expect((await lease({ queue: 'moment', count: 3 })).heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
  });

  it("calling again renews the caller's leases and gives the same hand", async () => {
    await s.db.execute(
      sql`UPDATE queue_leases SET expires_at = now() + interval '10 seconds' WHERE admin_id = ${ids.agent}`,
    );
    const pending = await pendingMoments();
    const r = await lease({ queue: 'moment', count: 3 });
    expect(idsOf(r)).toEqual(pending.slice(0, 3));
    const mine = (await leases('moment')).filter((l) => l.admin_id === ids.agent);
    expect(mine.every((l) => l.secs > 290)).toBe(true);
  });

  it('a decided item leaves the hand, its lease is released, and the next free one is claimed', async () => {
    const pending = await pendingMoments();
    const decided = pending[0]!;
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [decided], auditStatus: 'APPROVED' },
        { token: agent },
      ),
    );
    const r = await lease({ queue: 'moment', count: 3 });
    // pending[1], pending[2] are still agent's; pending[3..5] are root's; so pending[6] is next.
    expect(idsOf(r)).toEqual([pending[1], pending[2], pending[6]]);
    expect((await leases('moment')).some((l) => l.item_id === decided)).toBe(false);
  });

  it('items the caller is done with leave the hand though they still match, and are not handed out again', async () => {
    const hand = idsOf(await lease({ queue: 'moment', count: 3 }));
    // Enabling a pending moment leaves it PENDING: it still matches the queue's filter.
    const enabled = hand[0]!;
    ok(await s.call('/admins/update-moment-enabled', { ids: [enabled], enabled: true }, { token: agent }));
    expect(idsOf(await lease({ queue: 'moment', count: 3 }))).toEqual(hand);

    const r = idsOf(await lease({ queue: 'moment', count: 3, done: [enabled] }));
    expect(r).toHaveLength(3);
    expect(r).not.toContain(enabled);
    expect(r).toEqual(expect.arrayContaining(hand.slice(1)));
    const held = await leases('moment');
    expect(held.some((l) => l.item_id === enabled)).toBe(false);
    expect(held.find((l) => l.item_id === r.find((id) => !hand.includes(id)))?.admin_id).toBe(ids.agent);
  });

  it("an expired lease is anybody's", async () => {
    await s.db.execute(
      sql`UPDATE queue_leases SET expires_at = now() - interval '1 second' WHERE admin_id = ${ids.root}`,
    );
    const pending = await pendingMoments();
    const r = await lease({ queue: 'moment', count: 20 });
    expect(idsOf(r)).toEqual(pending);
    expect((await leases('moment')).every((l) => l.admin_id === ids.agent)).toBe(true);
    const rootHand = await lease({ queue: 'moment', count: 5 }, root);
    expect(rootHand.list).toEqual([]);
    expect(rootHand.total).toBe(pending.length);
  });

  it("releases the caller's leases, some or all, and never another's", async () => {
    const before = await leases('moment');
    const first = before[0]!.item_id;
    expect(ok(await s.call('/admins/queue/release', { queue: 'moment', ids: [first] }, { token: root }))).toEqual({
      released: 0,
    });
    expect(ok(await s.call('/admins/queue/release', { queue: 'moment', ids: [first] }, { token: agent }))).toEqual({
      released: 1,
    });
    expect(ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }))).toEqual({
      released: before.length - 1,
    });
    expect(await leases('moment')).toEqual([]);
  });

  it('four moderators leasing in turn get disjoint hands until the queue runs dry', async () => {
    const mods = await extraModerators(s, 4);
    const pending = await pendingMoments();
    const hands: number[][] = [];
    for (const m of mods) hands.push(idsOf(await lease({ queue: 'moment', count: 3 }, m.token)));
    expect(hands.flat()).toEqual(pending.slice(0, 12));
    expect(new Set(hands.flat()).size).toBe(hands.flat().length);
    for (const m of mods) await s.call('/admins/queue/release', { queue: 'moment' }, { token: m.token });
  });

  it('takes filters and order like the list; reports default to the open ones', async () => {
    const mine = await lease({
      queue: 'moment',
      filters: { accountId: w.accounts[1]!, enabled: true },
      count: 50,
      order: 'desc',
    });
    const expected = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT id FROM moments WHERE account_id = ${w.accounts[1]!} AND enabled AND audit_status = 'PENDING'
          ORDER BY created_at DESC, id DESC`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(mine)).toEqual(expected.map((r) => r.id));
    const reports = await lease({ queue: 'report', count: 50 });
    expect(reports.list.every((r) => 'status' in r && r.status === 'OPEN')).toBe(true);
    expect(reports.list).toHaveLength(8);
  });

  it('other filters narrow what waits, never widen it; a status named in the filters is the queue’s', async () => {
    // The words of an approved moment: the list finds it by them, the queue must not.
    const [approvedOne] = await queryRows<{ text: string }>(
      s.db,
      sql`SELECT text FROM moments WHERE audit_status = 'APPROVED' AND length(text) > 6 ORDER BY id LIMIT 1`,
    );
    const text = await lease({ queue: 'moment', filters: { text: approvedOne!.text.slice(0, 6) }, count: 50 });
    expect(text.list.every((r) => 'auditStatus' in r && r.auditStatus === 'PENDING')).toBe(true);
    const reports = await lease({ queue: 'report', filters: { reason: 'spam' }, count: 50 });
    expect(reports.list.every((r) => 'status' in r && r.status === 'OPEN')).toBe(true);
    await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent });
    const approved = await lease({ queue: 'moment', filters: { auditStatus: 'APPROVED' }, count: 5 });
    expect(approved.list.length).toBeGreaterThan(0);
    expect(approved.list.every((r) => 'auditStatus' in r && r.auditStatus === 'APPROVED')).toBe(true);
    for (const queue of ['moment', 'report'] as const)
      await s.call('/admins/queue/release', { queue }, { token: agent });
  });

  it.each(MODERATION_QUEUES)('%s: a lease answers the rows of that list', async (queue) => {
    const r = await lease({ queue, filters: {}, count: 2 }, root);
    expect(r.queue).toBe(queue);
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((row) => typeof row.id === 'number' && typeof row.version === 'number')).toBe(true);
    await s.call('/admins/queue/release', { queue }, { token: root });
  });

  it.each([
    ['unknown queue', { queue: 'messages' }, /^queue: /],
    ['filter of another list', { queue: 'moment', filters: { status: 'OPEN' } }, /^filters\.status: unknown key/],
    ['bad filter value', { queue: 'report', filters: { reason: 'boredom' } }, /^filters\.reason: /],
    ['count 0', { queue: 'moment', count: 0 }, /^count: /],
    ['count 101', { queue: 'moment', count: 101 }, /^count: /],
    ['done not ids', { queue: 'moment', done: ['x'] }, /^done\.0: /],
    ['done too long', { queue: 'moment', done: Array.from({ length: 2_001 }, (_, i) => i + 1) }, /^done: /],
    ['unknown key', { queue: 'moment', steal: true }, /^steal: unknown key/],
  ])('%s → 40000, nothing leased', async (_name, body, msg) => {
    const sum = await contentChecksum(s.db);
    const r = await s.raw('/admins/queue/lease', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${agent}` },
      body: JSON.stringify(body),
    });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(msg);
    expect(await contentChecksum(s.db)).toBe(sum);
  });

  it('PROMOTE may neither lease nor release', async () => {
    const sum = await contentChecksum(s.db);
    for (const path of ['/admins/queue/lease', '/admins/queue/release'] as const) {
      const r = await s.call(path, { queue: 'moment' }, { token: promote });
      expect([r.status, r.body.code]).toEqual([403, 40300]);
    }
    expect(await contentChecksum(s.db)).toBe(sum);
  });
});

describe('leases belong to a tab (a holder), issue 38', () => {
  const inTab = (holder: string, count = 3, token = agent) => lease({ queue: 'moment', count, holder }, token);
  const releaseAll = async () => {
    await s.db.execute(sql`DELETE FROM queue_leases`);
  };

  it('two tabs of one moderator get disjoint hands, each counting the other as another holder', async () => {
    await releaseAll();
    const pending = await pendingMoments();
    const a = await inTab('tab-a');
    const b = await inTab('tab-b');
    expect(idsOf(a)).toEqual(pending.slice(0, 3));
    expect(idsOf(b)).toEqual(pending.slice(3, 6));
    // Held by the same moderator's other tab: no other moderator (issue 38's leases are per tab).
    expect(b.heldByOthers).toEqual({ items: 3, moderators: 0, ownTabs: 1 });
    // Each renews its own hand, not the other's.
    expect(idsOf(await inTab('tab-a'))).toEqual(pending.slice(0, 3));
    expect(idsOf(await inTab('tab-b'))).toEqual(pending.slice(3, 6));
    const held = await queryRows<{ item_id: number; admin_id: number; holder: string }>(
      s.db,
      sql`SELECT item_id, admin_id, holder FROM queue_leases WHERE queue = 'moment' ORDER BY item_id`,
    );
    expect(held.map((l) => [l.item_id, l.admin_id, l.holder])).toEqual([
      ...pending.slice(0, 3).map((id) => [id, ids.agent, 'tab-a']),
      ...pending.slice(3, 6).map((id) => [id, ids.agent, 'tab-b']),
    ]);
  });

  it('a tab releases only its own leases, as a moderator releases only theirs', async () => {
    const held = (await leases('moment')).map((l) => l.item_id);
    const call = (holder: string, ids?: number[]) =>
      s.call('/admins/queue/release', { queue: 'moment', holder, ...(ids ? { ids } : {}) }, { token: agent });
    expect(ok(await call('tab-b', [held[0]!]))).toEqual({ released: 0 });
    expect(ok(await call('tab-b'))).toEqual({ released: 3 });
    expect((await leases('moment')).map((l) => l.item_id)).toEqual(held.slice(0, 3));
    // A caller naming no holder is a holder of its own (''), holding none of the tabs' leases.
    expect(ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }))).toEqual({ released: 0 });
  });

  it('a decision on the other tab’s item is refused as changed meanwhile, exactly as another moderator’s', async () => {
    await releaseAll();
    const [first, second] = idsOf(await inTab('tab-a', 2));
    const b = await inTab('tab-b', 2);
    expect(idsOf(b)).not.toContain(first);
    const [row] = await queryRows<{ version: number }>(s.db, sql`SELECT version FROM moments WHERE id = ${first!}`);
    const decide = async (id: number, auditStatus: 'APPROVED' | 'REJECTED', version: number, token: string) =>
      ok(
        await s.call(
          '/admins/update-audit-status',
          { target: 'moment', ids: [id], auditStatus, expectedVersions: { [id]: version } },
          { token },
        ),
      );
    // Tab A decides its item; tab B, which saw it at the same version, is refused; so is root.
    expect((await decide(first!, 'APPROVED', row!.version, agent)).updated.map((r) => r.id)).toEqual([first]);
    expect((await decide(first!, 'REJECTED', row!.version, agent)).conflicts).toEqual([first]);
    expect((await decide(first!, 'REJECTED', row!.version, root)).conflicts).toEqual([first]);
    // And tab B's next hand does not take tab A's other item.
    expect(idsOf(await inTab('tab-b', 3))).not.toContain(second);
  });

  it('counts the moderators holding items by admin, not by tab, and the caller’s own other tabs apart', async () => {
    await releaseAll();
    expect((await pendingMoments()).length).toBeGreaterThanOrEqual(4);
    await inTab('tab-a', 1);
    await inTab('tab-b', 1);
    expect((await inTab('tab-c', 1)).heldByOthers).toEqual({ items: 2, moderators: 0, ownTabs: 2 });
    // Three tabs of the agent are one moderator to root.
    expect((await inTab('root-tab', 1, root)).heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
    expect((await inTab('tab-a', 1)).heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 2 });
    await releaseAll();
  });
});

describe('an undo from a tab’s hand leases its items back to that tab', () => {
  const inTab = (holder: string, count = 3, token = agent, done: number[] = []) =>
    lease({ queue: 'moment', count, holder, done }, token);
  const versionOf = async (id: number) =>
    (await queryRows<{ version: number }>(s.db, sql`SELECT version FROM moments WHERE id = ${id}`))[0]!.version;
  const holderOf = async (id: number) =>
    (
      await queryRows<{ admin_id: number; holder: string }>(
        s.db,
        sql`SELECT admin_id, holder FROM queue_leases WHERE queue = 'moment' AND item_id = ${id} AND expires_at > now()`,
      )
    )[0] ?? null;
  const setAudit = async (id: number, auditStatus: 'APPROVED' | 'PENDING', holder?: string) =>
    ok(
      await s.call(
        '/admins/update-audit-status',
        {
          target: 'moment',
          ids: [id],
          auditStatus,
          expectedVersions: { [id]: await versionOf(id) },
          ...(holder === undefined ? {} : { holder }),
        },
        { token: agent },
      ),
    );

  it('an undone item waits again held by the tab: another moderator’s lease does not get it, and a release frees it', async () => {
    await s.db.execute(sql`DELETE FROM queue_leases`);
    const [item] = idsOf(await inTab('tab-a', 1));
    await setAudit(item!, 'APPROVED');
    // The decision is done with: the tab's next lease lets it go.
    await inTab('tab-a', 1, agent, [item!]);
    expect(await holderOf(item!)).toBeNull();

    const undone = await setAudit(item!, 'PENDING', 'tab-a');
    expect(undone.updated.map((r) => r.id)).toEqual([item]);
    expect(undone.heldByOthers).toEqual({ ids: [], items: 0, moderators: 0, ownTabs: 0 });
    expect(await holderOf(item!)).toEqual({ admin_id: ids.agent, holder: 'tab-a' });

    // The oldest pending item again, yet root's hand (and the same moderator's other tab) skip it
    // and count it as held.
    const rootHand = await inTab('root-tab', 20, root);
    expect(idsOf(rootHand)).not.toContain(item);
    expect(rootHand.heldByOthers.moderators).toBe(1);
    expect(idsOf(await inTab('tab-b', 20))).not.toContain(item);
    // Renewed with the rest of tab A's hand, and released with it.
    expect(idsOf(await inTab('tab-a', 2))).toContain(item);
    ok(await s.call('/admins/queue/release', { queue: 'moment', holder: 'tab-a' }, { token: agent }));
    expect(await holderOf(item!)).toBeNull();
    await s.db.execute(sql`DELETE FROM queue_leases`);
  });

  it('an undo without a holder (the table) leases nothing', async () => {
    const [item] = idsOf(await inTab('tab-a', 1));
    await setAudit(item!, 'APPROVED');
    await inTab('tab-a', 1, agent, [item!]);
    const undone = await setAudit(item!, 'PENDING');
    expect(undone).not.toHaveProperty('heldByOthers');
    expect(await holderOf(item!)).toBeNull();
    await s.db.execute(sql`DELETE FROM queue_leases`);
  });

  it('an item another moderator took meanwhile is undone all the same and stays theirs', async () => {
    const [item] = idsOf(await inTab('tab-a', 1));
    // Enabling leaves it PENDING: once tab A is done with it, root's next hand may take it.
    ok(
      await s.call(
        '/admins/update-moment-enabled',
        { ids: [item!], enabled: true, expectedVersions: { [item!]: await versionOf(item!) } },
        { token: agent },
      ),
    );
    await inTab('tab-a', 1, agent, [item!]);
    expect(idsOf(await inTab('root-tab', 1, root))).toEqual([item]);

    const undone = ok(
      await s.call(
        '/admins/update-moment-enabled',
        { ids: [item!], enabled: false, expectedVersions: { [item!]: await versionOf(item!) }, holder: 'tab-a' },
        { token: agent },
      ),
    );
    expect(undone.updated.map((r) => r.id)).toEqual([item]);
    expect(undone.heldByOthers).toEqual({ ids: [item], items: 1, moderators: 1, ownTabs: 0 });
    expect(await holderOf(item!)).toEqual({ admin_id: ids.root, holder: 'root-tab' });
    await s.db.execute(sql`DELETE FROM queue_leases`);
  });
});

describe('the queue’s waiting-time target comes with the hand (issue 38)', () => {
  it('is team statistics’ target for the queue, and follows a change of it', async () => {
    const [row] = await queryRows<{ target_minutes: number }>(
      s.db,
      sql`SELECT target_minutes FROM team_queue_targets WHERE queue = 'moment'`,
    );
    expect(row).toBeDefined();
    expect((await lease({ queue: 'moment', count: 1 })).targetMinutes).toBe(row!.target_minutes);
    await s.db.execute(sql`UPDATE team_queue_targets SET target_minutes = 17 WHERE queue = 'report'`);
    expect((await lease({ queue: 'report', count: 1 })).targetMinutes).toBe(17);
  });
});
