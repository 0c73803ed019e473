import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { extraModerators, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';

/**
 * Races between moderators. They are real on PostgreSQL (TEST_DB=postgres), where requests run on
 * separate connections; PGlite runs one statement at a time, so there they pass trivially.
 */
let s: TestServer;
let w: World;
let mods: { adminId: number; token: string }[];

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  await s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
    SELECT 1 + g % 4, 'race ' || g, '2026-02-01'::timestamptz + g * interval '1 second' FROM generate_series(1, 300) g`);
  await s.db.execute(
    sql`UPDATE accounts a SET moment_count = (SELECT count(*) FROM moments m WHERE m.account_id = a.id AND m.enabled)`,
  );
  mods = await extraModerators(s, 8);
});
afterAll(() => s.close());

const filters = { text: 'race ' };

describe('concurrent moderators', () => {
  it('leasing the same queue at once never hands one item to two of them', async () => {
    const hands = new Map<number, Set<number>>(mods.map((m) => [m.adminId, new Set<number>()]));
    // Three rounds of everyone at once: 8 × 50 > 300, so the later rounds fight over the tail.
    for (const count of [20, 35, 50]) {
      const replies = await Promise.all(
        mods.map((m) => s.call('/admins/queue/lease', { queue: 'moment', filters, count }, { token: m.token })),
      );
      const round = replies.map((r) => ok(r).list.map((i) => i.id));
      const all = round.flat();
      expect(new Set(all).size).toBe(all.length);
      mods.forEach((m, i) => {
        for (const id of round[i]!) hands.get(m.adminId)!.add(id);
      });
    }
    const everything = [...hands.values()].flatMap((h) => [...h]);
    // Each hand kept its earlier items (renewed), so across rounds no item moved between moderators.
    expect(new Set(everything).size).toBe(everything.length);
    expect(everything.length).toBe(300);
    const rows = await queryRows<{ item_id: number; admin_id: number }>(
      s.db,
      sql`SELECT item_id, admin_id FROM queue_leases WHERE queue = 'moment'`,
    );
    for (const r of rows) expect(hands.get(r.admin_id)!.has(r.item_id)).toBe(true);
    await Promise.all(mods.map((m) => s.call('/admins/queue/release', { queue: 'moment' }, { token: m.token })));
  });

  it('the same bulk update sent by many at once with the same versions: exactly one wins per row', async () => {
    const ids = (
      await queryRows<{ id: number }>(s.db, sql`SELECT id FROM moments WHERE text LIKE 'race %' ORDER BY id LIMIT 100`)
    ).map((r) => r.id);
    const expectedVersions = Object.fromEntries(ids.map((id) => [id, 1]));
    const replies = await Promise.all(
      mods.map((m) =>
        s.call('/admins/update-moment-enabled', { ids, enabled: false, expectedVersions }, { token: m.token }),
      ),
    );
    const data = replies.map(ok);
    const wins = new Map<number, number>();
    for (const d of data) {
      for (const r of d.updated) wins.set(r.id, (wins.get(r.id) ?? 0) + 1);
      expect(d.updated.length + d.conflicts.length).toBe(ids.length);
    }
    expect([...wins.values()].every((n) => n === 1)).toBe(true);
    expect(wins.size).toBe(ids.length);
    const versions = await queryRows<{ version: number; enabled: boolean }>(
      s.db,
      sql`SELECT version, enabled FROM moments WHERE id = ANY(${sql.param(ids)}::int[])`,
    );
    expect(versions.every((v) => v.version === 2 && !v.enabled)).toBe(true);
    const logged = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int n FROM action_log WHERE action = 'moment.set_enabled'`,
    );
    expect(logged[0]!.n).toBe(ids.length);
  });

  it('overlapping bulk updates in every order finish without deadlock errors and keep counters exact', async () => {
    const ids = (
      await queryRows<{ id: number }>(s.db, sql`SELECT id FROM moments WHERE text LIKE 'race %' ORDER BY id`)
    ).map((r) => r.id);
    const shuffled = (seed: number) => [...ids].sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
    const replies = await Promise.all(
      mods.flatMap((m, i) => [
        s.call(
          '/admins/update-moment-enabled',
          { ids: shuffled(i).slice(0, 200), enabled: i % 2 === 0 },
          { token: m.token },
        ),
        s.call(
          '/admins/update-audit-status',
          { target: 'moment', ids: shuffled(i + 50).slice(0, 150), auditStatus: 'APPROVED' },
          { token: m.token },
        ),
      ]),
    );
    for (const r of replies) expect(r.body.code).toBe(200);
    const drift = await queryRows<{ id: number; stored: number; actual: number }>(
      s.db,
      sql`
      SELECT a.id, a.moment_count AS stored, (SELECT count(*)::int FROM moments m WHERE m.account_id = a.id AND m.enabled) AS actual
      FROM accounts a WHERE a.moment_count <> (SELECT count(*) FROM moments m WHERE m.account_id = a.id AND m.enabled)`,
    );
    expect(drift).toEqual([]);
  });

  it('finishing the same reports at once: one finishes each, the others are refused or conflict', async () => {
    const open = w.reports.slice(0, 6);
    const replies = await Promise.all(
      mods.map((m) =>
        s.call(
          '/admins/update-report-finish',
          { ids: open, result: 'INVALID', expectedVersions: Object.fromEntries(open.map((id) => [id, 1])) },
          { token: m.token },
        ),
      ),
    );
    const winners = replies.filter((r) => r.body.code === 200 && r.body.data.updated.length > 0);
    expect(winners).toHaveLength(1);
    for (const r of replies) {
      if (r !== winners[0]) expect(r.body.code === 200 ? r.body.data.conflicts.sort() : []).toEqual([...open].sort());
    }
    const finished = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int n FROM action_log WHERE action = 'report.finish'`,
    );
    expect(finished[0]!.n).toBe(open.length);
  });
});
