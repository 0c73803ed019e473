import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import { seedDemo } from '#server/db/seed/seed-demo';

/**
 * The seed and moderation agree on what `moments.comment_count` counts (enabled comments): a
 * seeded counter is right before any moderation, and stays right through a disable and an enable
 * done over HTTP by the real server on the demo data set.
 */
let s: TestServer;
let agent: string;

beforeAll(async () => {
  s = await startServer({}, async (db) => {
    await seedDemo(db, { scale: 'demo', progress: false, now: new Date('2026-03-14T05:26:53.000Z') });
  });
  agent = await s.login('agent');
}, 300_000);
afterAll(() => s?.close());

interface MomentCounts {
  stored: number;
  enabled: number;
  all: number;
}

async function countsOf(momentId: number): Promise<MomentCounts> {
  const [row] = await queryRows<MomentCounts>(
    s.db,
    sql`SELECT m.comment_count AS stored,
          (SELECT count(*)::int FROM moment_comments c WHERE c.moment_id = m.id AND c.enabled) AS enabled,
          (SELECT count(*)::int FROM moment_comments c WHERE c.moment_id = m.id) AS "all"
        FROM moments m WHERE m.id = ${momentId}`,
  );
  if (!row) throw new Error(`no moment ${momentId}`);
  return row;
}

describe('seeded comment counters under moderation', () => {
  it('comment_count equals the enabled comments after the seed, a disable and a re-enable', async () => {
    // An enabled comment on a moment that also has a comment the seed disabled, so counting all
    // rows would give a different figure than counting enabled ones.
    const [pick] = await queryRows<{ id: number; version: number; moment_id: number }>(
      s.db,
      sql`SELECT c.id, c.version, c.moment_id FROM moment_comments c
          WHERE c.enabled AND EXISTS (SELECT 1 FROM moment_comments d WHERE d.moment_id = c.moment_id AND NOT d.enabled)
          ORDER BY c.id LIMIT 1`,
    );
    expect(pick, 'a seeded moment with enabled and disabled comments').toBeDefined();
    const { id, version, moment_id: momentId } = pick!;

    const seeded = await countsOf(momentId);
    expect(seeded.stored).toBe(seeded.enabled);
    expect(seeded.all).toBeGreaterThan(seeded.enabled);

    const off = await s.call(
      '/admins/update-moment-comment-enabled',
      { ids: [id], enabled: false, expectedVersions: { [String(id)]: version }, reason: 'seed counter check' },
      { token: agent },
    );
    expect(off.body.code).toBe(200);
    expect(off.body.data?.updated.map((r) => r.id)).toEqual([id]);
    const disabled = await countsOf(momentId);
    expect(disabled.enabled).toBe(seeded.enabled - 1);
    expect(disabled.stored).toBe(disabled.enabled);

    const newVersion = off.body.data.updated[0]!.version;
    const on = await s.call(
      '/admins/update-moment-comment-enabled',
      { ids: [id], enabled: true, expectedVersions: { [String(id)]: newVersion }, reason: 'seed counter check' },
      { token: agent },
    );
    expect(on.body.code).toBe(200);
    expect(on.body.data?.updated.map((r) => r.id)).toEqual([id]);
    const enabled = await countsOf(momentId);
    expect(enabled.enabled).toBe(seeded.enabled);
    expect(enabled.stored).toBe(enabled.enabled);

    const log = await actionLogRows(s.db, 'moment_comment.set_enabled');
    expect(log.map((r) => r.target_id)).toEqual([String(id), String(id)]);
  });
});
