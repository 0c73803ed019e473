import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok } from './fixtures/content';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import { WaveWriter } from '#server/simulate/wave-writer';
import { CampaignTexts } from '#server/simulate/campaign-texts';
import { fingerprint, fingerprintText } from '#server/services/waves/fingerprint';

let s: TestServer;
let agent = '';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

beforeAll(async () => {
  s = await startServer();
  agent = await s.login('agent');
});
afterAll(() => s.close());

/** Estimated similarity of two fingerprints: the share of MinHash slots that agree. */
function similarity(a: string, b: string): number {
  const x = fingerprint(a)!.signature;
  const y = fingerprint(b)!.signature;
  let same = 0;
  for (let i = 0; i < x.length; i++) if (x[i] === y[i]) same += 1;
  return same / x.length;
}

describe('the simulator’s waves', () => {
  it('a campaign’s posts are edits of one scam: near each other, most sharing the exact wave key', () => {
    for (const zh of [false, true]) {
      const texts = new CampaignTexts(pick, chance, zh);
      const posts = Array.from({ length: 200 }, () => texts.next());
      expect(new Set(posts).size).toBeGreaterThan(50);
      const keys = new Map<string, number>();
      for (const p of posts) keys.set(fingerprintText(p), (keys.get(fingerprintText(p)) ?? 0) + 1);
      // No word swapped in about a third of the posts (0.7^3): those share the scam's own key.
      expect(Math.max(...keys.values())).toBeGreaterThan(30);
      const near = posts.filter((p) => similarity(posts[0]!, p) >= 0.3).length;
      expect(near / posts.length).toBeGreaterThan(0.9);
    }
  });

  it('writes a campaign from fresh accounts through plain SQL, and a report wave the report rows show', async () => {
    const old = await seedAccount(s.db, { registeredAt: new Date(Date.now() - 90 * 86_400_000) });
    await s.db.execute(sql`INSERT INTO moments (account_id, text) VALUES (${old}, 'an ordinary post about lunch')`);
    const waves = new WaveWriter(s.db, pick, chance);
    const campaign = await waves.startCampaign({ posts: 40, accounts: 8, spanSeconds: 1 });
    expect(await waves.postDue(campaign, campaign.startedAt + 2_000)).toBe(40);
    const [written] = await queryRows<{ n: number; authors: number; fresh: boolean }>(
      s.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT m.account_id)::int AS authors,
                 bool_and(a.registered_at > now() - interval '1 hour') AS fresh
            FROM moments m JOIN accounts a ON a.id = m.account_id WHERE m.account_id = ANY(${sql.param(campaign.accounts)}::int[])`,
    );
    expect(written).toMatchObject({ n: 40, fresh: true });
    expect(written!.authors).toBeGreaterThan(1);

    const reported = await waves.reportWave(6);
    expect(reported).not.toBeNull();
    const list = ok(
      await s.call(
        '/admins/report-list/get',
        { filters: { targetId: reported!.target, status: 'OPEN' } },
        { token: agent },
      ),
    ).list;
    expect(list).toHaveLength(6);
    expect(list[0]!.reportWave).toMatchObject({ reports: 6, accounts: 6 });
  });
});
