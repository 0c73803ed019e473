import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { FINE, SPAM } from './fixtures/classifier-texts';
import { queryRows } from '#server/db/client';

/**
 * The classifier's quality screen (ADMIN_ROOT): the model in use with its held-out figures, and
 * the decided items where the team's label is not the model's, the model's most confident first.
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

async function decide(ids: number[], auditStatus: 'APPROVED' | 'REJECTED', reasonCode?: 'spam') {
  const reply = await s.call(
    '/admins/update-audit-status',
    { target: 'moment', ids, auditStatus, ...(reasonCode ? { reasonCode } : {}) },
    { token: agent },
  );
  expect(reply.body.code).toBe(200);
}

const quality = (body: object = {}, token = root) => s.call('/admins/classifier/quality', body, { token });

let approvedSpam = 0;
let rejectedSpam = 0;

beforeAll(async () => {
  s = await startServer({}, undefined, { classifier: true });
  root = await s.login('root');
  agent = await s.login('agent');
  author = await seedAccount(s.db, { nickname: 'writer' });
  const spamIds = [];
  const fineIds = [];
  for (const t of SPAM) spamIds.push(await moment(t));
  for (const t of FINE) fineIds.push(await moment(t));
  await decide(spamIds, 'REJECTED', 'spam');
  await decide(fineIds, 'APPROVED');
  expect((await s.call('/admins/classifier/train', {}, { token: root })).body.code).toBe(200);
  approvedSpam = await moment('Earn money from home, DM me now');
  rejectedSpam = await moment('兼职日赚五百，详情看主页');
  await s.classifier!.drained();
  await decide([approvedSpam], 'APPROVED');
  await decide([rejectedSpam], 'REJECTED', 'spam');
});
afterAll(() => s.close());

describe('the classifier quality report', () => {
  it('is for ADMIN_ROOT only', async () => {
    expect((await quality({}, agent)).status).toBe(403);
  });

  it('refuses bad input naming the field', async () => {
    const reply = await quality({ pageSize: 0 });
    expect(reply.body.code).toBe(40000);
    expect(JSON.stringify(reply.body)).toContain('pageSize');
  });

  it('gives the model in use with its held-out figures', async () => {
    const reply = await quality();
    expect(reply.body.code).toBe(200);
    const model = reply.body.data.model!;
    expect(model.version).toBeGreaterThan(0);
    expect(model.examples).toBe(SPAM.length + FINE.length);
    expect(model.trainedBy?.name).toBe('root');
    expect(model.oldestDecisionAt).not.toBeNull();
    expect(model.labels.map((l) => l.label).sort()).toEqual(['fine', 'spam']);
    expect(model.confusion.reduce((n, c) => n + c.items, 0)).toBe(model.heldOut);
    expect(model.calibration.reduce((n, b) => n + b.items, 0)).toBe(model.heldOut);
  });

  it('lists an item approved but scored spam, and not one where they agree', async () => {
    const { disagreements } = (await quality()).body.data;
    const approved = disagreements.list.find((d) => d.id === approvedSpam);
    expect(approved).toMatchObject({
      kind: 'moment',
      teamLabel: 'fine',
      modelLabel: 'spam',
      decidedBy: { name: 'agent' },
    });
    expect(approved!.probability).toBeGreaterThan(0.5);
    const [agreeing] = await queryRows<{ top_label: string }>(
      s.db,
      sql`SELECT top_label FROM classifier_scores WHERE kind = 'moment' AND item_id = ${rejectedSpam}`,
    );
    expect(agreeing?.top_label).toBe('spam');
    expect(disagreements.list.some((d) => d.id === rejectedSpam)).toBe(false);
    expect(disagreements.total).toBe(disagreements.list.length);
  });

  it('pages the list', async () => {
    const { disagreements } = (await quality({ page: 2, pageSize: 1 })).body.data;
    expect(disagreements).toMatchObject({ page: 2, pageSize: 1 });
    expect(disagreements.list.length).toBeLessThanOrEqual(1);
  });
});
