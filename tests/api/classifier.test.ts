import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { FINE, SPAM } from './fixtures/classifier-texts';
import { queryRows } from '#server/db/client';

/**
 * The classifier on the server: trained from the team's decisions on demand (ADMIN_ROOT, logged),
 * kept in the database by version, and scoring every item that arrives, plain SQL included.
 */
let s: TestServer;
let root = '';
let agent = '';
let author = 0;

const moment = async (text: string, status = 'PENDING') => {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, ${status}) RETURNING id`,
  );
  return row!.id;
};

async function decide(
  token: string,
  ids: number[],
  auditStatus: 'APPROVED' | 'REJECTED',
  reasonCode?: 'spam' | 'harassment',
) {
  const reply = await s.call(
    '/admins/update-audit-status',
    { target: 'moment', ids, auditStatus, ...(reasonCode ? { reasonCode } : {}) },
    { token },
  );
  expect(reply.body.code).toBe(200);
}

const scoreOf = async (id: number) =>
  (
    await queryRows<{
      model_version: number;
      top_label: string;
      top_probability: number;
      drivers: { feature: string; span: [number, number] }[];
    }>(
      s.db,
      sql`SELECT model_version, top_label, top_probability, drivers FROM classifier_scores WHERE kind = 'moment' AND item_id = ${id}`,
    )
  )[0];

const fineIds: number[] = [];

beforeAll(async () => {
  s = await startServer({}, undefined, { classifier: true, metrics: true });
  root = await s.login('root');
  agent = await s.login('agent');
  author = await seedAccount(s.db, { nickname: 'writer' });
  const spamIds = [];
  for (const t of SPAM) spamIds.push(await moment(t));
  for (const t of FINE) fineIds.push(await moment(t));
  await decide(agent, spamIds, 'REJECTED', 'spam');
  await decide(agent, fineIds, 'APPROVED');
});
afterAll(() => s.close());

describe('training on demand', () => {
  it('is for ADMIN_ROOT only', async () => {
    const reply = await s.call('/admins/classifier/train', {}, { token: agent });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(40300);
  });

  it('refuses bad input naming the field', async () => {
    const reply = await s.call('/admins/classifier/train', { heldOutShare: 2 }, { token: root });
    expect(reply.body.code).toBe(40000);
    expect(reply.body.msg).toMatch(/heldOutShare/);
    const extra = await s.call('/admins/classifier/train', { nonsense: 1 } as never, { token: root });
    expect(extra.body.code).toBe(40000);
    expect(extra.body.msg).toMatch(/nonsense/);
  });

  it('trains a version from the decisions, logged in the action log, and every new training is a new version', async () => {
    const first = await s.call('/admins/classifier/train', {}, { token: root });
    expect(first.body.code).toBe(200);
    expect(first.body.data.examples).toBe(SPAM.length + FINE.length);
    expect(first.body.data.labels.map((l) => l.label)).toEqual(['fine', 'spam']);
    const second = await s.call('/admins/classifier/train', {}, { token: root });
    expect(second.body.data.version).toBeGreaterThan(first.body.data.version);
    const logged = await actionLogRows(s.db, 'classifier.train');
    expect(logged.map((r) => r.target_id).slice(-2)).toEqual([
      String(first.body.data.version),
      String(second.body.data.version),
    ]);
    expect(logged.at(-1)!.admin_id).not.toBeNull();
  });
});

describe('scoring on arrival', () => {
  it('scores an item inserted with plain SQL, with the version in use and the spans that drove it', async () => {
    const trained = await s.call('/admins/classifier/train', {}, { token: root });
    const text = '兼职日赚五百，详情看主页 DM me';
    const id = await moment(text);
    await s.classifier!.drained();
    const score = await scoreOf(id);
    expect(score).toMatchObject({ model_version: trained.body.data.version, top_label: 'spam' });
    expect(score!.top_probability).toBeGreaterThan(0.5);
    expect(score!.drivers.length).toBeGreaterThan(0);
    for (const d of score!.drivers) {
      expect(d.span[0]).toBeGreaterThanOrEqual(0);
      expect(d.span[1]).toBeLessThanOrEqual(text.length);
    }
    const queued = await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM classifier_unscored`);
    expect(queued[0]!.n).toBe(0);
  });

  it('stamps a decision with the version of the score its item carried, every writer alike', async () => {
    const trained = await s.call('/admins/classifier/train', {}, { token: root });
    const scored = await moment('兼职日赚五百，详情看主页 DM me now');
    const alsoScored = await moment('cheap followers, message me for the price list');
    await s.classifier!.drained();
    expect((await scoreOf(scored))!.model_version).toBe(trained.body.data.version);
    // One item goes through the team figures' row-by-row path, several through its set-based one.
    await decide(agent, [scored], 'REJECTED', 'spam');
    await decide(agent, [alsoScored, scored], 'APPROVED');
    // An item without a score (its score taken away once the scorer is done with it) records none.
    const unscored = { id: await moment('brand new words here') };
    await s.classifier!.drained();
    await s.db.execute(sql`DELETE FROM classifier_scores WHERE kind = 'moment' AND item_id = ${unscored.id}`);
    await decide(agent, [unscored.id], 'APPROVED');
    const stamped = await queryRows<{ target_id: number; model_version: number | null }>(
      s.db,
      sql`SELECT target_id, model_version FROM team_decisions
           WHERE queue = 'moment' AND target_id IN (${scored}, ${alsoScored}, ${unscored.id}) ORDER BY log_id`,
    );
    expect(stamped).toEqual([
      { target_id: scored, model_version: trained.body.data.version },
      { target_id: scored, model_version: trained.body.data.version },
      { target_id: alsoScored, model_version: trained.body.data.version },
      { target_id: unscored.id, model_version: null },
    ]);
  });

  it('scores a text again when it changes, and a decision on the item queues nothing', async () => {
    await s.call('/admins/classifier/train', {}, { token: root });
    const id = await moment('Lovely sunset at the beach today');
    await s.classifier!.drained();
    expect((await scoreOf(id))!.top_label).toBe('fine');
    const waiting = async () =>
      (
        await queryRows<{ n: number }>(
          s.db,
          sql`SELECT count(*)::int AS n FROM classifier_unscored WHERE item_id = ${id}`,
        )
      )[0]!.n;
    await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [id], auditStatus: 'APPROVED' },
      { token: agent },
    );
    await queryRows(s.db, sql`UPDATE moments SET enabled = false WHERE id = ${id}`);
    expect(await waiting()).toBe(0);
    await queryRows(s.db, sql`UPDATE moments SET text = ${'兼职日赚五百，详情看主页 DM me'} WHERE id = ${id}`);
    expect(await waiting()).toBe(1);
    await s.classifier!.drained();
    expect((await scoreOf(id))!.top_label).toBe('spam');
  });

  it('gives the list rows their score', async () => {
    const id = await moment('兼职日赚五百，详情看主页');
    await s.classifier!.drained();
    const reply = await s.call('/admins/moment-list/get', { pageSize: 200 }, { token: agent });
    const row = reply.body.data.list.find((r) => r.id === id)!;
    expect(row.classifier).toMatchObject({ label: 'spam', modelVersion: (await scoreOf(id))!.model_version });
    expect(row.classifier!.drivers[0]!.span).toHaveLength(2);
  });

  it('filters a list by the probability of a label', async () => {
    const spam = await moment('兼职日赚五百，详情看主页，DM me');
    const fine = await moment('Lovely sunset at the beach with friends');
    await s.classifier!.drained();
    const ids = async (filters: Record<string, unknown>) =>
      (await s.call('/admins/moment-list/get', { pageSize: 200, filters }, { token: agent })).body.data.list.map(
        (r) => r.id,
      );
    const spammy = await ids({ classifierLabel: 'spam' });
    expect(spammy).toContain(spam);
    expect(spammy).not.toContain(fine);
    expect(await ids({ classifierLabel: 'fine', classifierMin: 0.5 })).toContain(fine);
    expect(await ids({ classifierLabel: 'spam', classifierMin: 0 })).toEqual(expect.arrayContaining([spam, fine]));
    const bad = await s.call('/admins/moment-list/get', { filters: { classifierMin: 2 } }, { token: agent });
    expect(bad.body.code).toBe(40000);
    expect(bad.body.msg).toMatch(/classifierMin/);
  });

  it('rescores what still waits with a new version', async () => {
    const id = await moment('Lovely day at the beach');
    await s.classifier!.drained();
    const before = await scoreOf(id);
    const trained = await s.call('/admins/classifier/train', {}, { token: root });
    await s.classifier!.drained();
    expect(before!.model_version).toBeLessThan(trained.body.data.version);
    expect((await scoreOf(id))!.model_version).toBe(trained.body.data.version);
  });

  it('shows the model in /metrics', async () => {
    const text = await s.metrics!.registry.metrics();
    expect(text).toMatch(/^backoffice_classifier_model_version \d+$/m);
    expect(text).toMatch(/^backoffice_classifier_recall\{label="spam"\}/m);
    expect(text).toMatch(/^backoffice_classifier_scored_total [1-9]/m);
  });
});

describe('training data', () => {
  it('relabels an item whose decision was overturned', async () => {
    const before = await s.call('/admins/classifier/train', {}, { token: root });
    expect(before.body.data.labels.map((l) => l.label)).not.toContain('harassment');
    // Another moderator overturns the agent's approval, with a reason.
    await decide(root, [fineIds[0]!, fineIds[1]!], 'REJECTED', 'harassment');
    const after = await s.call('/admins/classifier/train', {}, { token: root });
    expect(after.body.data.examples).toBe(before.body.data.examples);
    expect(after.body.data.labels.map((l) => l.label)).toEqual(['fine', 'harassment', 'spam']);
    const fine = (r: typeof after) => r.body.data.labels.find((l) => l.label === 'fine')!;
    expect(fine(after).support + 2).toBeGreaterThanOrEqual(fine(before).support);
  });
});
