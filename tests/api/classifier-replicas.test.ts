import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import { createLogger } from '#server/logger';
import { startClassifier, type ClassifierWorker } from '#server/services/classifier/classifier-worker';
import { trainModel } from '#server/services/classifier/train-model';

/**
 * Two replicas' classifier work on one database (on PostgreSQL, each on its own connections):
 * the arrival line is shared with SKIP LOCKED, so every item is scored once, and the schedule
 * trains one version however many replicas tick at once.
 */
let s: TestServer;
let other: ClassifierWorker;
let author = 0;
const counted = { first: 0, second: 0 };
const recorder = (key: keyof typeof counted) => ({
  scored: (latencies: readonly number[]) => {
    counted[key] += latencies.length;
  },
});

beforeAll(async () => {
  s = await startServer({}, undefined, { classifier: false });
  author = await seedAccount(s.db, { nickname: 'writer' });
  const agent = await s.login('agent');
  const texts = [
    '兼职日赚五百，详情看主页',
    'Earn $500/day from home, DM me',
    '今天和朋友去海边',
    'Lovely day at the beach',
  ];
  const ids = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO moments (account_id, text) SELECT ${author}, t FROM unnest(${sql.param(texts)}::text[]) t RETURNING id`,
  );
  for (const [i, status] of [
    [0, 'REJECTED'],
    [1, 'REJECTED'],
    [2, 'APPROVED'],
    [3, 'APPROVED'],
  ] as const) {
    const reply = await s.call(
      '/admins/update-audit-status',
      {
        target: 'moment',
        ids: [ids[i]!.id],
        auditStatus: status,
        ...(status === 'REJECTED' ? { reasonCode: 'spam' } : {}),
      },
      { token: agent },
    );
    expect(reply.body.code).toBe(200);
  }
});
afterAll(async () => {
  await other?.close();
  await s.close();
});

const versions = async () =>
  (await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM classifier_models`))[0]!.n;

it('trains one version when two replicas tick at once', async () => {
  const tick = () =>
    trainModel(s.db, { actor: null, wait: false, heldOutShare: 0.2, rescorePending: false, unlessNewerThanMs: 60_000 });
  const outcomes = await Promise.all([tick(), tick()]);
  expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
  expect(await versions()).toBe(1);
});

it('scores each arriving item once between two scorers', async () => {
  const log = createLogger('silent');
  const scorer = (name: 'first' | 'second') =>
    startClassifier({
      db: s.db,
      log,
      trainMinutes: 60,
      pollMs: 5,
      idlePollMaxMs: 5,
      batchSize: 25,
      recorder: recorder(name),
    });
  const first = scorer('first');
  other = scorer('second');
  try {
    await Promise.all([first.drained(), other.drained()]);
    const before = counted.first + counted.second;
    await s.db.execute(
      sql`INSERT INTO moments (account_id, text) SELECT ${author}, 'item ' || g || ' 详情看主页' FROM generate_series(1, 400) g`,
    );
    await Promise.all([first.drained(), other.drained()]);
    expect(counted.first + counted.second - before).toBe(400);
    const [row] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM classifier_scores s JOIN moments m ON m.id = s.item_id AND s.kind = 'moment'
           WHERE m.text LIKE 'item %'`,
    );
    expect(row!.n).toBe(400);
  } finally {
    await first.close();
  }
});
