import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

/**
 * The decision model's invariants (README) under random sequences of acts on one moment and its
 * author: two moderators' content decisions, acts on the author from the item, the app editing the
 * moment (a hold rule fires) and appealing, appeal decisions, and the undo of an act. After each
 * step: the item waits exactly when no decision stands, a hold never outlives a decision, the
 * app's standing agrees with the enforcements in force, and each act that changed something
 * wrote its action-log and team-statistics rows. 25 runs of up to 12 acts, a fixed seed (~15–20 s on PGlite).
 */
let s: TestServer;
const tokens: Record<'A' | 'B', string> = { A: '', B: '' };

beforeAll(async () => {
  s = await startServer();
  tokens.A = await s.login('agent');
  tokens.B = await s.login('root');
  await s.db.execute(
    sql`INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES ('shorteners', 'domain', 'bit.ly', 'hold', '{moment}')`,
  );
});
afterAll(() => s.close());

type Who = 'A' | 'B';
type Act =
  | { t: 'audit'; who: Who; status: 'APPROVED' | 'REJECTED' }
  | { t: 'enforce'; who: Who; kind: 'warn' | 'suspend' | 'ban'; disable: boolean }
  | { t: 'appEdit' }
  | { t: 'appeal'; who: Who; decision: 'uphold' | 'overturn' }
  | { t: 'undo' };

const who = fc.constantFrom<Who>('A', 'B');
const act: fc.Arbitrary<Act> = fc.oneof(
  fc.record({
    t: fc.constant('audit' as const),
    who,
    status: fc.constantFrom('APPROVED' as const, 'REJECTED' as const),
  }),
  fc.record({
    t: fc.constant('enforce' as const),
    who,
    kind: fc.constantFrom('warn' as const, 'suspend' as const, 'ban' as const),
    disable: fc.boolean(),
  }),
  fc.constant({ t: 'appEdit' as const }),
  fc.record({
    t: fc.constant('appeal' as const),
    who,
    decision: fc.constantFrom('uphold' as const, 'overturn' as const),
  }),
  fc.constant({ t: 'undo' as const }),
);

const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.db, q))[0]!;
type Item = { enabled: boolean; audit_status: string; version: number };
const itemOf = (id: number) => one<Item>(sql`SELECT enabled, audit_status, version FROM moments WHERE id = ${id}`);
const counts = () =>
  one<{ log: number; decisions: number }>(
    sql`SELECT (SELECT count(*)::int FROM action_log) AS log, (SELECT count(*)::int FROM team_decisions) AS decisions`,
  );

interface Done {
  enforcementId: number;
  version: number;
  /** The item's version the act left, and whether a decision stood on it before the act. */
  itemVersion: number;
  decidedBefore: boolean;
  revoked: boolean;
}

interface Model {
  author: number;
  item: number;
  decided: boolean;
  edits: number;
  acts: Done[];
}

async function play(m: Model, a: Act): Promise<void> {
  const before = await counts();
  const expectWrote = async () => {
    const after = await counts();
    expect(after.log).toBeGreaterThan(before.log);
  };
  const expectNothing = async () => expect((await counts()).log).toBe(before.log);

  if (a.t === 'audit') {
    const r = await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [m.item], auditStatus: a.status },
      { token: tokens[a.who] },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    m.decided = true;
    if (r.body.data.updated.length > 0) {
      await expectWrote();
      expect((await counts()).decisions).toBeGreaterThan(before.decisions);
    } else await expectNothing();
  } else if (a.t === 'enforce') {
    const decidedBefore = m.decided;
    const r = await s.call(
      '/admins/account/enforce',
      {
        accountId: m.author,
        kind: a.kind,
        reasonCode: 'fraud',
        ...(a.kind === 'suspend' ? { hours: 6 } : {}),
        content: { kind: 'moment', id: m.item, disable: a.disable },
      },
      { token: tokens[a.who] },
    );
    if (r.body.code !== 200) {
      // Already banned, or a suspension already in force: refused, and nothing written.
      expect([42200], r.body.msg).toContain(r.body.code);
      await expectNothing();
      return;
    }
    m.decided = true;
    const e = r.body.data.enforcement;
    m.acts.push({
      enforcementId: e.id,
      version: e.version,
      itemVersion: r.body.data.content!.version,
      decidedBefore,
      revoked: false,
    });
    await expectWrote();
    const row = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM team_decisions WHERE enforcement_id = ${e.id}`,
    );
    expect(row.n).toBe(1);
  } else if (a.t === 'appEdit') {
    m.edits += 1;
    await s.db.execute(sql`UPDATE moments SET text = ${`again http://bit.ly/e${m.edits}`} WHERE id = ${m.item}`);
    m.decided = false;
  } else if (a.t === 'appeal') {
    const target = m.acts.findLast((d) => !d.revoked);
    if (!target) return;
    const e = await one<{ appeal_state: string; version: number }>(
      sql`SELECT appeal_state, version FROM enforcements WHERE id = ${target.enforcementId}`,
    );
    if (e.appeal_state !== 'none') return;
    // The app writes the appeal; the console decides it.
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'not me', appealed_at = now(), version = version + 1
          WHERE id = ${target.enforcementId}`,
    );
    const app = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM action_log WHERE action = 'enforcement.appeal_open' AND admin_id IS NULL
          AND target_id = ${String(target.enforcementId)}`,
    );
    expect(app.n).toBe(1);
    const mid = await counts();
    const itemBefore = await itemOf(m.item);
    const r = await s.call(
      '/admins/appeal/decide',
      { id: target.enforcementId, expectedVersion: e.version + 1, decision: a.decision },
      { token: tokens[a.who] },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect((await counts()).decisions).toBeGreaterThan(mid.decisions);
    const item = await itemOf(m.item);
    if (a.decision === 'overturn') {
      target.revoked = true;
      const d = await one<{ took_down: boolean }>(
        sql`SELECT NOT (content_decision->'after'->>'enabled')::boolean
                 AND ((content_decision->'before'->>'enabled')::boolean OR jsonb_array_length(content_decision->'holds') > 0)
                 AS took_down
            FROM enforcements WHERE id = ${target.enforcementId}`,
      );
      if (d.took_down && itemBefore.version === target.itemVersion) {
        // Given back: what the enforcement took down is shown and approved.
        expect(item).toMatchObject({ enabled: true, audit_status: 'APPROVED' });
        m.decided = true;
      } else expect(item).toEqual(itemBefore);
    } else expect(item).toEqual(itemBefore);
  } else {
    const target = m.acts.findLast((d) => !d.revoked);
    if (!target) return;
    const current = await one<{ version: number }>(
      sql`SELECT version FROM enforcements WHERE id = ${target.enforcementId}`,
    );
    const r = await s.call(
      '/admins/account/enforcement-revoke',
      { id: target.enforcementId, expectedVersion: current.version, content: { expectedVersion: target.itemVersion } },
      { token: tokens.A },
    );
    if (r.body.code !== 200) {
      // The item moved since the act: the undo is refused whole.
      expect(r.body.code, r.body.msg).toBe(40900);
      await expectNothing();
      return;
    }
    target.revoked = true;
    m.decided = target.decidedBefore;
    await expectWrote();
    const reversed = await one<{ reversal: string | null }>(
      sql`SELECT reversal FROM team_decisions WHERE enforcement_id = ${target.enforcementId}`,
    );
    expect(reversed.reversal).not.toBeNull();
  }
}

async function checkInvariants(m: Model): Promise<void> {
  const item = await itemOf(m.item);
  // Waiting in the queue exactly when no decision stands.
  expect(item.audit_status === 'PENDING').toBe(!m.decided);
  // A hold never outlives a decision: only a waiting, hidden item is held.
  const held = await one<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM rule_hits WHERE content_kind = 'moment' AND content_id = ${m.item} AND holding`,
  );
  if (held.n > 0) expect(item).toMatchObject({ audit_status: 'PENDING', enabled: false });
  if (item.audit_status !== 'PENDING') {
    const leased = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM queue_leases WHERE queue = 'moment' AND item_id = ${m.item}`,
    );
    expect(leased.n).toBe(0);
  }
  // The app's one answer agrees with the enforcements in force.
  const st = await one<{ effective_status: string; banned: boolean; suspended: boolean }>(
    sql`SELECT v.effective_status,
          EXISTS (SELECT 1 FROM enforcements e WHERE e.account_id = v.account_id AND e.kind = 'ban' AND e.revoked_at IS NULL) AS banned,
          EXISTS (SELECT 1 FROM enforcements e WHERE e.account_id = v.account_id AND e.kind = 'suspend'
                    AND e.revoked_at IS NULL AND e.ends_at > now()) AS suspended
        FROM app_account_standing v WHERE v.account_id = ${m.author}`,
  );
  expect(st.effective_status).toBe(st.banned ? 'BANNED' : st.suspended ? 'SUSPENDED' : 'NORMAL');
}

describe('the decision model under random acts', () => {
  it('keeps its invariants after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(act, { minLength: 1, maxLength: 12 }), async (heldAtStart, acts) => {
        const author = await seedAccount(s.db, { nickname: 'writer' });
        const text = heldAtStart ? 'see http://bit.ly/start' : 'hello';
        const { id } = await one<{ id: number }>(
          sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, 'PENDING') RETURNING id`,
        );
        const m: Model = { author, item: id, decided: false, edits: 0, acts: [] };
        await checkInvariants(m);
        for (const a of acts) {
          await play(m, a);
          await checkInvariants(m);
        }
      }),
      { numRuns: 25, seed: 37 },
    );
  }, 120_000);
});
