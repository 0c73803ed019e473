import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { FINE, SPAM } from './fixtures/classifier-texts';
import { queryRows } from '#server/db/client';
import { riskScoreOf, type RiskParts } from '#contract/risk';

/**
 * The classifier's thresholds per label (ADMIN_ROOT, logged): a score over a label's hold threshold
 * holds the item as a rule's hold does, until the first decision; over the flag threshold it is
 * flagged; a dry run tells what proposed thresholds would have done over the decided history.
 */
let s: TestServer;
let root = '';
let agent = '';
let author = 0;

const moment = async (text: string) => {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, 'PENDING') RETURNING id`,
  );
  return row!.id;
};

async function decide(token: string, ids: number[], auditStatus: 'APPROVED' | 'REJECTED', reasonCode?: 'spam') {
  const reply = await s.call(
    '/admins/update-audit-status',
    { target: 'moment', ids, auditStatus, ...(reasonCode ? { reasonCode } : {}) },
    { token },
  );
  expect(reply.body.code).toBe(200);
}

const stateOf = async (id: number) =>
  (
    await queryRows<{ enabled: boolean; audit_status: string }>(
      s.db,
      sql`SELECT enabled, audit_status FROM moments WHERE id = ${id}`,
    )
  )[0]!;

const hitsOf = async (id: number) =>
  queryRows<{ name: string; action: string; holding: boolean }>(
    s.db,
    sql`SELECT r.name, h.action, h.holding FROM rule_hits h JOIN rules r ON r.id = h.rule_id
         WHERE h.content_kind = 'moment' AND h.content_id = ${id} ORDER BY r.name`,
  );

const save = (thresholds: unknown, token = root) =>
  s.call('/admins/classifier/thresholds-save', { thresholds } as never, { token });

const spamProbability = async (id: number) =>
  (
    await queryRows<{ p: number }>(
      s.db,
      sql`SELECT (probabilities->>'spam')::float AS p FROM classifier_scores WHERE kind = 'moment' AND item_id = ${id}`,
    )
  )[0]!.p;

beforeAll(async () => {
  s = await startServer({}, undefined, { classifier: true });
  root = await s.login('root');
  agent = await s.login('agent');
  author = await seedAccount(s.db, { nickname: 'writer' });
  const spamIds = [];
  const fineIds = [];
  for (const t of SPAM) spamIds.push(await moment(t));
  for (const t of FINE) fineIds.push(await moment(t));
  await decide(agent, spamIds, 'REJECTED', 'spam');
  await decide(agent, fineIds, 'APPROVED');
  expect((await s.call('/admins/classifier/train', {}, { token: root })).body.code).toBe(200);
  await s.classifier!.drained();
});
afterAll(() => s.close());

describe('saving thresholds', () => {
  it('lists every label but fine, off until set', async () => {
    const reply = await s.call('/admins/classifier/thresholds', {}, { token: root });
    expect(reply.body.data.list.map((t) => t.label)).toContain('spam');
    expect(reply.body.data.list.map((t) => t.label)).not.toContain('fine');
    expect(reply.body.data.list.every((t) => t.flag === null && t.hold === null)).toBe(true);
  });

  it('is for ADMIN_ROOT only', async () => {
    const reply = await save([{ label: 'spam', flag: 0.5, hold: 0.9 }], agent);
    expect(reply.status).toBe(403);
  });

  it('refuses bad input naming the field', async () => {
    const over = await save([{ label: 'spam', flag: 1.5, hold: null }]);
    expect(over.body.code).toBe(40000);
    expect(over.body.msg).toMatch(/flag/);
    const under = await save([{ label: 'spam', flag: 0.8, hold: 0.5 }]);
    expect(under.body.code).toBe(40000);
    expect(under.body.msg).toMatch(/hold/);
    const fine = await save([{ label: 'fine', flag: 0.5, hold: null }]);
    expect(fine.body.code).toBe(40000);
    expect(fine.body.msg).toMatch(/label/);
    const twice = await save([
      { label: 'spam', flag: 0.5, hold: null },
      { label: 'spam', flag: 0.6, hold: null },
    ]);
    expect(twice.body.code).toBe(40000);
    expect(twice.body.msg).toMatch(/thresholds/);
  });

  it('saves them, logged per label changed with before and after', async () => {
    const reply = await save([{ label: 'fraud', flag: 0.4, hold: 0.95 }]);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.list.find((t) => t.label === 'fraud')).toEqual({ label: 'fraud', flag: 0.4, hold: 0.95 });
    const again = await save([{ label: 'fraud', flag: 0.4, hold: 0.95 }]);
    expect(again.body.code).toBe(200);
    const logged = (await actionLogRows(s.db, 'classifier.thresholds')).filter((r) => r.target_id === 'fraud');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ before: { flag: null, hold: null }, after: { flag: 0.4, hold: 0.95 } });
    expect(logged[0]!.admin_id).not.toBeNull();
    await save([{ label: 'fraud', flag: null, hold: null }]);
  });
});

describe('acting on scores', () => {
  it('holds a plain-SQL insert scored over the hold threshold, as a rule hold does; a decision ends the hold', async () => {
    // Probe the text's score first, then set the hold threshold just under it.
    const text = '兼职日赚五百，详情看主页 DM me';
    const probe = await moment(text);
    await s.classifier!.drained();
    const p = await spamProbability(probe);
    expect(p).toBeGreaterThan(0.5);
    expect((await save([{ label: 'spam', flag: null, hold: Math.floor(p * 100) / 100 }])).body.code).toBe(200);

    const id = await moment(text);
    await s.classifier!.drained();
    expect(await stateOf(id)).toEqual({ enabled: false, audit_status: 'PENDING' });
    expect(await hitsOf(id)).toEqual([{ name: 'classifier-spam', action: 'hold', holding: true }]);
    const logged = (await actionLogRows(s.db, 'rule.hold')).filter((r) => r.target_id === String(id));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.admin_id).toBeNull();
    expect(logged[0]!.reason).toMatch(/classifier-spam/);

    // The first decision ends the hold: approving shows the item again.
    await decide(agent, [id], 'APPROVED');
    expect(await stateOf(id)).toEqual({ enabled: true, audit_status: 'APPROVED' });
    expect((await hitsOf(id))[0]!.holding).toBe(false);
  });

  it('leaves an item scored under the thresholds alone', async () => {
    expect((await save([{ label: 'spam', flag: null, hold: 0.99 }])).body.code).toBe(200);
    const id = await moment('Lovely sunset at the beach with friends');
    await s.classifier!.drained();
    expect(await spamProbability(id)).toBeLessThan(0.99);
    expect(await stateOf(id)).toEqual({ enabled: true, audit_status: 'PENDING' });
    expect(await hitsOf(id)).toEqual([]);
  });

  it('flags, visible, an item over the flag threshold and under the hold threshold', async () => {
    const text = 'Earn money from home, DM me now';
    const probe = await moment(text);
    await s.classifier!.drained();
    const p = await spamProbability(probe);
    expect((await save([{ label: 'spam', flag: Math.floor(p * 100) / 100, hold: null }])).body.code).toBe(200);
    const id = await moment(text);
    await s.classifier!.drained();
    expect(await stateOf(id)).toEqual({ enabled: true, audit_status: 'PENDING' });
    expect(await hitsOf(id)).toEqual([{ name: 'classifier-spam', action: 'flag', holding: false }]);
  });

  it('holds a flagged item once a later score (a new version) goes over the hold threshold', async () => {
    const text = 'Earn money from home, DM me now';
    const probe = await moment(text);
    await s.classifier!.drained();
    const p = await spamProbability(probe);
    await save([{ label: 'spam', flag: Math.floor(p * 100) / 100, hold: null }]);
    const id = await moment(text);
    await s.classifier!.drained();
    expect(await hitsOf(id)).toEqual([{ name: 'classifier-spam', action: 'flag', holding: false }]);
    await save([{ label: 'spam', flag: Math.floor(p * 100) / 100, hold: Math.floor(p * 100) / 100 }]);
    // A new version puts what waits back in line; the same text scores the same.
    expect((await s.call('/admins/classifier/train', {}, { token: root })).body.code).toBe(200);
    await s.classifier!.drained();
    expect(await stateOf(id)).toEqual({ enabled: false, audit_status: 'PENDING' });
    expect(await hitsOf(id)).toEqual([{ name: 'classifier-spam', action: 'hold', holding: true }]);
  });

  it('does nothing once the label is turned off', async () => {
    await save([{ label: 'spam', flag: null, hold: null }]);
    const id = await moment('兼职日赚五百，详情看主页 DM me');
    await s.classifier!.drained();
    expect(await stateOf(id)).toEqual({ enabled: true, audit_status: 'PENDING' });
    expect(await hitsOf(id)).toEqual([]);
  });
});

describe('dry run', () => {
  it('counts what proposed thresholds would have flagged and held over the decided history, with precision', async () => {
    const reply = await s.call(
      '/admins/classifier/dry-run',
      { thresholds: [{ label: 'spam', flag: 0.3, hold: 0.999999 }] },
      { token: root },
    );
    expect(reply.body.code).toBe(200);
    const { data } = reply.body;
    expect(data.modelVersion).not.toBeNull();
    expect(data.scored).toBeGreaterThanOrEqual(SPAM.length + FINE.length);
    const spam = data.list.find((l) => l.label === 'spam')!;
    expect(spam.decided).toBe(SPAM.length);
    expect(spam.flag!.items).toBeGreaterThanOrEqual(spam.flag!.correct);
    expect(spam.flag!.correct).toBeGreaterThanOrEqual(SPAM.length - 1);
    expect(spam.flag!.precision).toBeCloseTo(spam.flag!.correct / spam.flag!.items);
    expect(spam.hold!.items).toBeLessThanOrEqual(spam.flag!.items);
    expect(data.list.find((l) => l.label === 'fraud')).toMatchObject({ flag: null, hold: null });
    // Nothing is saved by a dry run.
    const saved = await s.call('/admins/classifier/thresholds', {}, { token: root });
    expect(saved.body.data.list.find((t) => t.label === 'spam')).toMatchObject({ flag: null, hold: null });
  });

  it('scores decided items that have no score with the model in use', async () => {
    await s.db.execute(sql`DELETE FROM classifier_scores`);
    const reply = await s.call(
      '/admins/classifier/dry-run',
      { thresholds: [{ label: 'spam', flag: 0.5, hold: null }] },
      { token: root },
    );
    expect(reply.body.data.scored).toBeGreaterThanOrEqual(SPAM.length + FINE.length);
    expect(reply.body.data.list.find((l) => l.label === 'spam')!.flag!.correct).toBeGreaterThan(0);
  });
});

describe('risk score', () => {
  it('takes in the most probable label other than fine, from the scorer, as the contract sums it', async () => {
    const id = await moment('兼职日赚五百，详情看主页，DM me now');
    await s.classifier!.drained();
    const p = await spamProbability(id);
    const [row] = await queryRows<{ risk_score: number; risk_parts: RiskParts }>(
      s.db,
      sql`SELECT risk_score, risk_parts FROM moments WHERE id = ${id}`,
    );
    expect(row!.risk_parts.classifier).toEqual({ label: 'spam', probability: p });
    expect(row!.risk_score).toBeGreaterThanOrEqual(Math.round(40 * p));
    expect(row!.risk_score).toBe(riskScoreOf(row!.risk_parts));
    const { classifier: _, ...rest } = row!.risk_parts;
    expect(row!.risk_score - riskScoreOf(rest)).toBe(Math.round(40 * p));
  });
});
