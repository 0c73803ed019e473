import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { openStream, ticketFor, type LiveStream } from './live-stream';

let s: TestServer;
let w: World;
let agent: string;
let root: string;
let promote: string;
let rootId: number;
const open: LiveStream[] = [];

beforeAll(async () => {
  s = await startServer({}, undefined, { liveHeartbeatMs: 300 });
  w = await seedWorld(s.db);
  [agent, root, promote] = [await s.login('agent'), await s.login('root'), await s.login('promote')];
  const [r] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'root'`);
  rootId = r!.id;
});
afterAll(async () => {
  for (const st of open) st.close();
  await s.close();
});

async function stream(token: string, options: { lastEventId?: string } = {}) {
  const st = await openStream(s.url, await ticketFor(s, token), options);
  open.push(st);
  return st;
}

const pendingMoment = async () => {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`SELECT id FROM moments WHERE audit_status = 'PENDING' AND id = ANY(${sql.param(w.moments)}::int[]) ORDER BY id LIMIT 1`,
  );
  return row!.id;
};

describe('the live event stream', () => {
  it('delivers a decision made by another admin, with who made it, and the new counts', async () => {
    const st = await stream(agent);
    expect(st.status).toBe(200);
    const id = await pendingMoment();
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    const decided = await st.next('items-decided', (d: { ids: number[] }) => d.ids.includes(id));
    expect(decided.data).toEqual({ queue: 'moment', ids: [id], by: { id: rootId, name: expect.any(String) } });
    expect((decided.data as { by: { name: string } }).by.name).not.toBe('');
    const [waiting] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM moments WHERE audit_status = 'PENDING'`,
    );
    await st.next('counts', (d: { queues: Record<string, number> }) => d.queues.moment === waiting!.n);
  });

  it('announces content the social app inserts with plain SQL', async () => {
    const st = await stream(agent);
    const [row] = await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO moments (account_id, text, media) VALUES (${w.accounts[0]!}, 'from the app', '[]'::jsonb) RETURNING id`,
    );
    await st.next(
      'items-entered',
      (d: { queue: string; ids: number[] }) => d.queue === 'moment' && d.ids.includes(row!.id),
    );
  });

  it('does not send queue events to a role that cannot open the queues, but sends its own messages', async () => {
    const st = await stream(promote);
    const id = await pendingMoment();
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'REJECTED' },
        { token: agent },
      ),
    );
    const [p] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'promote'`);
    await s.db.execute(sql`INSERT INTO notifications (admin_id, type, title) VALUES (${p!.id}, 'notice', 'hello')`);
    await st.next('notifications');
    expect(st.frames.map((f) => f.event)).not.toContain('items-decided');
    expect(st.frames.map((f) => f.event)).not.toContain('counts');
  });

  it('takes a ticket once, and not when it has expired or is made up', async () => {
    const ticket = await ticketFor(s, agent);
    const first = await openStream(s.url, ticket);
    open.push(first);
    expect(first.status).toBe(200);
    const again = await fetch(`${s.url}/admins/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: number }).code).toBe(401);
    const stale = await ticketFor(s, agent);
    await s.db.execute(sql`UPDATE live_tickets SET expires_at = now() - interval '1 second'`);
    expect((await fetch(`${s.url}/admins/events?ticket=${stale}`)).status).toBe(401);
    expect((await fetch(`${s.url}/admins/events?ticket=${'x'.repeat(43)}`)).status).toBe(401);
    expect((await fetch(`${s.url}/admins/events`)).status).toBe(401);
    // The long-lived token is not a ticket.
    expect((await fetch(`${s.url}/admins/events?ticket=${agent}`)).status).toBe(401);
  });

  it('replays what a reconnecting tab missed, and tells a tab from elsewhere to resync', async () => {
    const first = await stream(agent);
    const id = await pendingMoment();
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    const seen = await first.next('items-decided', (d: { ids: number[] }) => d.ids.includes(id));
    first.close();
    // Another tab shows when this process has heard the decision made while the first was away.
    const watcher = await stream(root);
    const missed = await pendingMoment();
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [missed], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    await watcher.next('items-decided', (d: { ids: number[] }) => d.ids.includes(missed));
    const back = await stream(agent, { lastEventId: seen.id! });
    await back.next('items-decided', (d: { ids: number[] }) => d.ids.includes(missed));
    expect(
      back.frames.find((f) => f.event === 'items-decided' && (f.data as { ids: number[] }).ids.includes(id)),
    ).toBeUndefined();
    const elsewhere = await stream(agent, { lastEventId: '0badbeef-1' });
    await elsewhere.next('resync');
  });

  it('ends the stream with session-ended when the session is revoked', async () => {
    const token = await s.login('agent');
    const st = await stream(token);
    const sessions = ok(await s.call('/admins/sessions/mine', {}, { token }));
    const current = sessions.list.find((x) => x.current)!;
    const [a] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`);
    ok(await s.call('/admins/admin/session-revoke', { adminId: a!.id, sessionId: current.id }, { token: root }));
    const ended = await st.next('session-ended');
    // With what ended it: revoked from a sessions list.
    expect(ended.data).toEqual({ reason: 'revoked', why: 'REVOKED' });
    await st.ended;
  });

  it('ends the stream of a session that went idle, without the stream keeping it alive', async () => {
    const token = await s.login('agent');
    const st = await stream(token);
    await s.db.execute(
      sql`UPDATE admin_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = (SELECT max(id) FROM admin_sessions)`,
    );
    expect((await st.next('session-ended')).data).toEqual({ reason: 'expired' });
    await st.ended;
  });

  it('shows who is in a queue and on which item, to moderators, until their presence lapses', async () => {
    const st = await stream(root);
    const id = await pendingMoment();
    expect(ok(await s.call('/admins/presence/set', { queue: 'moment', itemId: id }, { token: agent }))).toEqual({
      people: [],
    });
    const here = await st.next('presence', (d: { people: { itemId: number | null }[] }) =>
      d.people.some((p) => p.itemId === id),
    );
    expect(here.data).toEqual({
      queue: 'moment',
      people: [{ id: expect.any(Number), name: expect.any(String), itemId: id }],
    });
    const seen = ok(await s.call('/admins/presence/set', { queue: 'moment', itemId: null }, { token: root }));
    expect(seen.people.map((p) => p.itemId)).toEqual([id]);
    // A tab that goes silent: its row passes the TTL and the next heartbeat sweeps it.
    await s.db.execute(sql`UPDATE live_presence SET seen_at = now() - interval '1 minute'`);
    await st.next('presence', (d: { people: unknown[] }) => d.people.length === 0);
    const none = ok(await s.call('/admins/presence/set', { queue: null }, { token: agent }));
    expect(none).toEqual({ people: [] });
    expect(
      (await s.call('/admins/presence/set', { queue: 'moment', itemId: null }, { token: promote })).body.code,
    ).toBe(40300);
  });

  it('announces items a moderator hands back, and who, so that one waiting on them leases again at once', async () => {
    const st = await stream(agent);
    const lease = { queue: 'moment' as const, count: 3, holder: 'tab-1' };
    const hand = ok(await s.call('/admins/queue/lease', lease, { token: root }));
    expect(hand.list.length).toBeGreaterThan(0);
    const release = { queue: 'moment' as const, holder: 'tab-1' };
    expect(ok(await s.call('/admins/queue/release', release, { token: root })).released).toBe(hand.list.length);
    const freed = await st.next('items-released');
    // The tab that let them go is named: root's other tabs lease again as another moderator's would.
    expect(freed.data).toEqual({ queue: 'moment', count: hand.list.length, by: rootId, holder: 'tab-1' });
    // Nothing held, nothing handed back: nothing said.
    ok(await s.call('/admins/queue/release', release, { token: root }));
    await new Promise((r) => setTimeout(r, 300));
    expect(st.frames.filter((f) => f.event === 'items-released')).toHaveLength(1);
  });

  it('closes every stream when the process shuts down', async () => {
    const st = await stream(agent);
    const before = s.live.size;
    expect(before).toBeGreaterThan(0);
    await s.live.close();
    await st.ended;
    expect(s.live.size).toBe(0);
  });
});
