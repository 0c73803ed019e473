import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import { ok } from './fixtures/content';

/**
 * The queue by a label's score (issue 41): the highest probability for the label the "Classifier
 * says" filter names first, the oldest first among equal scores; refused without that filter.
 * Scores are written as the scorer writes them, so the order is read against known figures.
 */
let s: TestServer;
let agent = '';
const ids: Record<string, number> = {};

/** spam probability, harassment probability per moment. */
const SCORES: Record<string, [number, number]> = {
  low: [0.55, 0.4],
  high: [0.97, 0.01],
  middle: [0.8, 0.15],
  tieOlder: [0.7, 0.2],
  tieNewer: [0.7, 0.9],
  harassing: [0.05, 0.93],
};

beforeAll(async () => {
  s = await startServer();
  agent = await s.login('agent');
  const author = await seedAccount(s.db, { nickname: 'poster' });
  const [model] = await queryRows<{ version: number }>(
    s.db,
    sql`INSERT INTO classifier_models (examples, train_ms, model, quality) VALUES (10, 1, '{}', '{}') RETURNING version`,
  );
  for (const [name, [spam, harassment]] of Object.entries(SCORES)) {
    const [row] = await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${`a post called ${name}`}, 'PENDING') RETURNING id`,
    );
    ids[name] = row!.id;
    const probabilities = { fine: 1 - spam, spam, harassment };
    const top = spam >= harassment ? ['spam', spam] : ['harassment', harassment];
    await s.db.execute(
      sql`INSERT INTO classifier_scores (kind, item_id, model_version, probabilities, top_label, top_probability, drivers)
          VALUES ('moment', ${row!.id}, ${model!.version}, ${JSON.stringify(probabilities)}::jsonb, ${top[0]}, ${top[1]}, '[]'::jsonb)`,
    );
  }
});
afterAll(() => s.close());

describe('the queue by a label score', () => {
  it('hands out the filtered label’s highest scores first, the oldest first at a tie', async () => {
    const hand = ok(
      await s.call(
        '/admins/queue/lease',
        { queue: 'moment', order: 'label', filters: { classifierLabel: 'spam' }, count: 10, holder: 'tab-a' },
        { token: agent },
      ),
    );
    expect(hand.list.map((r) => r.id)).toEqual([ids.high, ids.middle, ids.tieOlder, ids.tieNewer, ids.low]);
    ok(await s.call('/admins/queue/release', { queue: 'moment', holder: 'tab-a' }, { token: agent }));
  });

  it('orders by the label named, not by the top label', async () => {
    const hand = ok(
      await s.call(
        '/admins/queue/lease',
        {
          queue: 'moment',
          order: 'label',
          filters: { classifierLabel: 'harassment', classifierMin: 0.1 },
          count: 10,
          holder: 'tab-b',
        },
        { token: agent },
      ),
    );
    expect(hand.list.map((r) => r.id)).toEqual([ids.harassing, ids.tieNewer, ids.low, ids.tieOlder, ids.middle]);
  });

  it('is refused without a label to order by, naming the field, and leases nothing', async () => {
    const reply = await s.call(
      '/admins/queue/lease',
      { queue: 'moment', order: 'label', count: 5, holder: 'tab-c' },
      { token: agent },
    );
    expect(reply.body.code).toBe(40000);
    expect(reply.body.msg).toMatch(/order/);
    const [held] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM queue_leases WHERE holder = 'tab-c'`,
    );
    expect(held!.n).toBe(0);
  });
});
