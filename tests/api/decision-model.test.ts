import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok } from './fixtures/content';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

/**
 * The decision model (README): an act on an author taken from an item decides the item in the
 * same transaction, an overturned appeal gives back what its enforcement took down, and the team's
 * figures count acts on people. Each case here failed before the model.
 */
let s: TestServer;
let agent = '';
let root = '';
let shortener = 0;

beforeAll(async () => {
  s = await startServer();
  agent = await s.login('agent');
  root = await s.login('root');
  const [rule] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO rules (name, kind, pattern, action, content_kinds)
        VALUES ('shorteners', 'domain', 'bit.ly', 'hold', '{moment}') RETURNING id`,
  );
  shortener = rule!.id;
});
afterAll(() => s.close());

type Item = { enabled: boolean; audit_status: string; version: number };
const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.db, q))[0]!;
const momentOf = (id: number) => one<Item>(sql`SELECT enabled, audit_status, version FROM moments WHERE id = ${id}`);
const holding = async (id: number) =>
  (
    await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM rule_hits WHERE content_kind = 'moment' AND content_id = ${id} AND holding`,
    )
  ).n > 0;
const leases = async (id: number) =>
  (
    await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM queue_leases WHERE queue = 'moment' AND item_id = ${id}`,
    )
  ).n;

/** A fresh author and a moment of theirs the shortener rule holds (as the app writes it: plain SQL). */
async function heldMoment(text = 'see http://bit.ly/x1') {
  const author = await seedAccount(s.db, { nickname: 'writer' });
  const m = await one<{ id: number }>(
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, 'APPROVED') RETURNING id`,
  );
  return { author, id: m.id };
}

async function visibleMoment() {
  const author = await seedAccount(s.db, { nickname: 'writer' });
  const m = await one<{ id: number }>(
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, 'hello there', 'PENDING') RETURNING id`,
  );
  return { author, id: m.id };
}

const enforceFrom = async (
  token: string,
  accountId: number,
  id: number,
  kind: 'warn' | 'suspend' | 'ban',
  disable: boolean,
  extra: Record<string, unknown> = {},
) =>
  ok(
    await s.call(
      '/admins/account/enforce',
      {
        accountId,
        kind,
        reasonCode: 'fraud',
        ...(kind === 'suspend' ? { days: 3 } : {}),
        content: { kind: 'moment', id, disable, expectedVersion: (await momentOf(id)).version },
        ...extra,
      },
      { token },
    ),
  );

describe('an act on the author taken from an item decides the item', () => {
  it('the issue: a held scam link, its author suspended with the content disabled; a later approval publishes nothing', async () => {
    const { author, id } = await heldMoment();
    expect(await momentOf(id)).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect(await holding(id)).toBe(true);
    ok(await s.call('/admins/queue/lease', { queue: 'moment', count: 100 }, { token: agent }));
    expect(await leases(id)).toBe(1);

    const reply = await enforceFrom(agent, author, id, 'suspend', true);
    expect(reply.content).toMatchObject({ kind: 'moment', id, enabled: false, auditStatus: 'REJECTED' });
    expect(await momentOf(id)).toMatchObject({ enabled: false, audit_status: 'REJECTED' });
    expect(await holding(id)).toBe(false);
    expect(await leases(id)).toBe(0);
    // In no queue: the default queue filter is "pending".
    const queue = ok(await s.call('/admins/queue/lease', { queue: 'moment', count: 100 }, { token: root }));
    expect(queue.list.map((r: { id: number }) => r.id)).not.toContain(id);
    const log = await one<{ after: { content: { decided: string; holdsEnded: number[] } } }>(
      sql`SELECT after FROM action_log WHERE action = 'account.suspend' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.after.content).toMatchObject({ decided: 'REJECTED', holdsEnded: [shortener] });

    // Approving it afterwards is a decision of its own on a decided item: its status, not its visibility.
    const approved = ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    expect(approved.updated.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await momentOf(id)).toMatchObject({ enabled: false, audit_status: 'APPROVED' });
    const shown = await queryRows(
      s.db,
      sql`SELECT 1 FROM action_log WHERE target_type = 'moment' AND target_id = ${String(id)} AND reason LIKE 'hold released%'`,
    );
    expect(shown).toEqual([]);
  });

  it('warn without disabling: a visible item is APPROVED and stays up; a held one is REJECTED and stays hidden', async () => {
    const up = await visibleMoment();
    const r1 = await enforceFrom(agent, up.author, up.id, 'warn', false);
    expect(r1.content).toMatchObject({ enabled: true, auditStatus: 'APPROVED' });
    expect(await momentOf(up.id)).toMatchObject({ enabled: true, audit_status: 'APPROVED' });

    const held = await heldMoment('http://bit.ly/warned');
    const r2 = await enforceFrom(agent, held.author, held.id, 'warn', false);
    expect(r2.content).toMatchObject({ enabled: false, auditStatus: 'REJECTED' });
    expect(await holding(held.id)).toBe(false);
  });

  it('ban with the content disabled decides it too', async () => {
    const { author, id } = await visibleMoment();
    await enforceFrom(agent, author, id, 'ban', true);
    expect(await momentOf(id)).toMatchObject({ enabled: false, audit_status: 'REJECTED' });
  });

  it('the undo puts the item back exactly: pending, hidden, held again', async () => {
    const { author, id } = await heldMoment('http://bit.ly/undo');
    const before = await momentOf(id);
    const reply = await enforceFrom(agent, author, id, 'suspend', true);
    const back = ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        {
          id: reply.enforcement.id,
          expectedVersion: reply.enforcement.version,
          content: { enabled: false, expectedVersion: reply.content!.version },
        },
        { token: agent },
      ),
    );
    expect(back.content).toMatchObject({ enabled: false, auditStatus: 'PENDING' });
    expect(await momentOf(id)).toMatchObject({ enabled: before.enabled, audit_status: before.audit_status });
    expect(await holding(id)).toBe(true);
  });

  it('a suspension may be given in hours', async () => {
    const { author } = await visibleMoment();
    const r = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: author, kind: 'suspend', hours: 6, reasonCode: 'spam' },
        {
          token: agent,
        },
      ),
    );
    const span = Date.parse(r.enforcement.endsAt!) - Date.parse(r.enforcement.startsAt);
    expect(span).toBe(6 * 3_600_000);
    const bad = await s.call(
      '/admins/account/enforce',
      { accountId: author, kind: 'warn', hours: 6, reasonCode: 'spam' },
      { token: agent },
    );
    expect(bad.body.code).toBe(40000);
    expect(JSON.stringify(bad.body)).toContain('hours');
  });
});

describe('appeals', () => {
  async function appealed(token: string) {
    const { author, id } = await visibleMoment();
    const reply = await enforceFrom(token, author, id, 'suspend', true);
    // The app writes the appeal itself, with plain SQL.
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'not me', appealed_at = now(), version = version + 1
          WHERE id = ${reply.enforcement.id}`,
    );
    const e = await one<{ version: number }>(sql`SELECT version FROM enforcements WHERE id = ${reply.enforcement.id}`);
    return { author, id, enforcementId: reply.enforcement.id, version: e.version };
  }

  it('an appeal the app writes leaves an action-log row whose actor is the app', async () => {
    const { enforcementId } = await appealed(agent);
    const row = await one<{ admin_id: number | null; request_id: string; after: { by: string }; reason: string }>(
      sql`SELECT admin_id, request_id, after, reason FROM action_log
          WHERE action = 'enforcement.appeal_open' AND target_id = ${String(enforcementId)}`,
    );
    expect(row).toMatchObject({ admin_id: null, request_id: 'app', after: { by: 'app' }, reason: 'not me' });
  });

  it('the console opening an appeal logs it once, as its admin', async () => {
    const { author, id } = await visibleMoment();
    const reply = await enforceFrom(agent, author, id, 'warn', false);
    ok(await s.call('/admins/appeal/open', { id: reply.enforcement.id, text: 'by phone' }, { token: root }));
    const rows = await queryRows<{ admin_id: number | null }>(
      s.db,
      sql`SELECT admin_id FROM action_log WHERE action = 'enforcement.appeal_open' AND target_id = ${String(reply.enforcement.id)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.admin_id).not.toBeNull();
  });

  it('an overturn gives back the content the enforcement took down, and says so in the log', async () => {
    const { author, id, enforcementId, version } = await appealed(agent);
    ok(
      await s.call(
        '/admins/appeal/decide',
        { id: enforcementId, expectedVersion: version, decision: 'overturn' },
        {
          token: root,
        },
      ),
    );
    expect(await momentOf(id)).toMatchObject({ enabled: true, audit_status: 'APPROVED' });
    const standing = await one<{ effective_status: string }>(
      sql`SELECT effective_status FROM app_account_standing WHERE account_id = ${author}`,
    );
    expect(standing.effective_status).toBe('NORMAL');
    const log = await one<{ after: { content: { restored: boolean; why: string } } }>(
      sql`SELECT after FROM action_log WHERE action = 'enforcement.appeal_overturn' AND target_id = ${String(enforcementId)}`,
    );
    expect(log.after.content).toMatchObject({ kind: 'moment', id, restored: true, why: 'restored' });
  });

  it("the decision's reply names the content as the decision left it: given back on an overturn, as it was on an uphold", async () => {
    const over = await appealed(agent);
    const overturned = ok(
      await s.call(
        '/admins/appeal/decide',
        { id: over.enforcementId, expectedVersion: over.version, decision: 'overturn' },
        { token: root },
      ),
    );
    expect(overturned.cause).toMatchObject({
      kind: 'moment',
      id: over.id,
      exists: true,
      enabled: true,
      auditStatus: 'APPROVED',
    });
    // Its undo takes the overturn back; the reply says how that left the content.
    const reopened = ok(
      await s.call(
        '/admins/appeal/reopen',
        { id: over.enforcementId, expectedVersion: overturned.version },
        { token: root },
      ),
    );
    const now = await momentOf(over.id);
    expect(reopened.cause).toMatchObject({
      kind: 'moment',
      id: over.id,
      enabled: now.enabled,
      auditStatus: now.audit_status,
    });

    const kept = await appealed(agent);
    const upheld = ok(
      await s.call(
        '/admins/appeal/decide',
        { id: kept.enforcementId, expectedVersion: kept.version, decision: 'uphold' },
        { token: root },
      ),
    );
    expect(upheld.cause).toMatchObject({ kind: 'moment', id: kept.id, enabled: false, auditStatus: 'REJECTED' });
  });

  it('unless someone decided the content since: that decision stands, and the log says so', async () => {
    const { id, enforcementId, version } = await appealed(agent);
    // Someone else's later word on it (approved, left hidden) changes it: that decision stands.
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    const before = await momentOf(id);
    expect(before).toMatchObject({ enabled: false, audit_status: 'APPROVED' });
    ok(
      await s.call(
        '/admins/appeal/decide',
        { id: enforcementId, expectedVersion: version, decision: 'overturn' },
        {
          token: root,
        },
      ),
    );
    expect(await momentOf(id)).toEqual(before);
    const log = await one<{ after: { content: { restored: boolean; why: string } } }>(
      sql`SELECT after FROM action_log WHERE action = 'enforcement.appeal_overturn' AND target_id = ${String(enforcementId)}`,
    );
    expect(log.after.content).toMatchObject({ restored: false, why: 'decided later' });
  });
});

describe("an account's standing reads the same in the console and the app", () => {
  it('a suspension in force is named on the account row of the list and of account info, as app_account_standing has it', async () => {
    const { author, id } = await visibleMoment();
    const reply = await enforceFrom(agent, author, id, 'suspend', true);
    const standing = await one<{ effective_status: string; suspended_until: string }>(
      sql`SELECT effective_status, suspended_until FROM app_account_standing WHERE account_id = ${author}`,
    );
    expect(standing.effective_status).toBe('SUSPENDED');
    const list = ok(await s.call('/admins/account-list/get', { filters: { id: author } }, { token: agent }));
    // The status stays what a moderator set (the status filter matches it); the suspension beside it.
    expect(list.list[0]).toMatchObject({ id: author, status: 'NORMAL', suspendedUntil: reply.enforcement.endsAt });
    const info = ok(await s.call('/admins/account-info/get', { accountId: author }, { token: agent }));
    expect(info.account).toMatchObject({ status: 'NORMAL', suspendedUntil: reply.enforcement.endsAt });
    expect(new Date(info.account.suspendedUntil!).getTime()).toBe(new Date(standing.suspended_until).getTime());

    // Taken back: no suspension in force, in the app or the console.
    ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        { id: reply.enforcement.id, expectedVersion: reply.enforcement.version },
        { token: agent },
      ),
    );
    const after = ok(await s.call('/admins/account-list/get', { filters: { id: author } }, { token: agent }));
    expect(after.list[0]).toMatchObject({ status: 'NORMAL', suspendedUntil: null });
  });
});

describe('team statistics count acts on people', () => {
  const today = () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
  const statsOf = async () => {
    const r = ok(await s.call('/admins/team-stats/get', { from: today(), to: today() }, { token: root }));
    return r as {
      moderators: { username: string; byKind: Record<string, number>; overturned: number; decisions: number }[];
    };
  };
  // The agent has no row of figures until its first decision of the day: count that as nothing.
  const agentIfAny = async () => (await statsOf()).moderators.find((m) => m.username === 'agent');
  /** The agent's figures, once it has decided something today. */
  const agentOf = async () => (await agentIfAny())!;
  const countOf = (m: Awaited<ReturnType<typeof agentIfAny>>, kind: string) => m?.byKind[kind] ?? 0;

  it('warn, suspend and ban are decision kinds; the content rows they write are not counted again', async () => {
    const before = await agentIfAny();
    const { author, id } = await visibleMoment();
    await enforceFrom(agent, author, id, 'suspend', true);
    const after = await agentIfAny();
    expect(countOf(after, 'suspend')).toBe(countOf(before, 'suspend') + 1);
    expect(after?.decisions).toBe((before?.decisions ?? 0) + 1);
    expect(countOf(after, 'reject')).toBe(countOf(before, 'reject'));
    expect(countOf(after, 'disable')).toBe(countOf(before, 'disable'));
  });

  it('warn and ban are decision kinds, an upheld appeal is an uphold by whoever decided it and overturns nothing', async () => {
    // Read from the figures of whoever has any yet: the agent may have none before this test.
    const agentBefore = await agentIfAny();
    const before = {
      warn: agentBefore?.byKind.warn ?? 0,
      ban: agentBefore?.byKind.ban ?? 0,
      decisions: agentBefore?.decisions ?? 0,
      overturned: agentBefore?.overturned ?? 0,
    };
    const rootBefore = (await statsOf()).moderators.find((m) => m.username === 'root');
    const warned = await visibleMoment();
    const reply = await enforceFrom(agent, warned.author, warned.id, 'warn', false);
    const banned = await visibleMoment();
    await enforceFrom(agent, banned.author, banned.id, 'ban', true);
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'no', appealed_at = now(), version = version + 1
          WHERE id = ${reply.enforcement.id}`,
    );
    const v = await one<{ version: number }>(sql`SELECT version FROM enforcements WHERE id = ${reply.enforcement.id}`);
    ok(
      await s.call(
        '/admins/appeal/decide',
        { id: reply.enforcement.id, expectedVersion: v.version, decision: 'uphold' },
        { token: root },
      ),
    );
    const after = await agentOf();
    expect(after.byKind.warn).toBe(before.warn + 1);
    expect(after.byKind.ban).toBe(before.ban + 1);
    expect(after.decisions).toBe(before.decisions + 2);
    expect(after.overturned).toBe(before.overturned);
    const rootAfter = (await statsOf()).moderators.find((m) => m.username === 'root')!;
    expect(rootAfter.byKind.uphold).toBe((rootBefore?.byKind.uphold ?? 0) + 1);
  });

  it("an appeal overturn counts against the original decider's overturn rate", async () => {
    const { author, id } = await visibleMoment();
    const reply = await enforceFrom(agent, author, id, 'warn', true);
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'sorry', appealed_at = now(), version = version + 1
          WHERE id = ${reply.enforcement.id}`,
    );
    const before = await agentOf();
    const v = await one<{ version: number }>(sql`SELECT version FROM enforcements WHERE id = ${reply.enforcement.id}`);
    ok(
      await s.call(
        '/admins/appeal/decide',
        { id: reply.enforcement.id, expectedVersion: v.version, decision: 'overturn' },
        { token: root },
      ),
    );
    const after = await agentOf();
    expect(after.overturned).toBe(before.overturned + 1);
    const rootRow = (await statsOf()).moderators.find((m) => m.username === 'root')!;
    expect(rootRow.byKind.overturn).toBeGreaterThanOrEqual(1);
  });

  it('an approval by someone else after the act overturns the act', async () => {
    const { author, id } = await heldMoment('http://bit.ly/later');
    await enforceFrom(agent, author, id, 'suspend', true);
    const before = await agentOf();
    ok(
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
        { token: root },
      ),
    );
    expect((await agentOf()).overturned).toBe(before.overturned + 1);
  });
});
