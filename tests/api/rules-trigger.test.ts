import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

let s: TestServer;
let author = 0;
let root = '';

beforeAll(async () => {
  s = await startServer();
  author = await seedAccount(s.db, { nickname: 'writer' });
  root = await s.login('root');
});
afterAll(() => s.close());

/** A rule written with plain SQL: the derived patterns and probes come from the database itself. */
async function addRule(name: string, kind: 'term' | 'regex', pattern: string, action: string, kinds = '{moment}') {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES (${name}, ${kind}, ${pattern}, ${action}, ${kinds}::text[]) RETURNING id`,
  );
  return row!.id;
}

type Row = { id: number; enabled: boolean; audit_status: string; version: number };

/** Inserts a moment the way the social app does: plain SQL, one statement, its own transaction. */
async function insertMoment(text: string): Promise<Row> {
  const [row] = await queryRows<Row>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, 'APPROVED') RETURNING id, enabled, audit_status, version`,
  );
  return row!;
}

async function hitsOf(kind: string, id: number) {
  return queryRows<{ rule_id: number; action: string; holding: boolean }>(
    s.db,
    sql`SELECT rule_id, action, holding FROM rule_hits WHERE content_kind = ${kind} AND content_id = ${id} ORDER BY rule_id`,
  );
}

describe('rules act on rows written with plain SQL, in the same statement', () => {
  let flag = 0;
  let hold = 0;
  let block = 0;
  beforeAll(async () => {
    flag = await addRule('spam-word', 'term', 'free money', 'flag');
    hold = await addRule('insult-cn', 'term', '傻逼', 'hold');
    block = await addRule('scam-links', 'regex', 'https?://[a-z0-9.-]*scam', 'block');
  });

  it('flag: to PENDING, still visible, hit recorded; logged only when it changed what the writer sent', async () => {
    const m = await insertMoment('get FREE  Money now');
    expect(m).toMatchObject({ enabled: true, audit_status: 'PENDING', version: 1 });
    expect(await hitsOf('moment', m.id)).toEqual([{ rule_id: flag, action: 'flag', holding: false }]);
    expect((await actionLogRows(s.db, 'rule.flag')).at(-1)).toMatchObject({
      admin_id: null,
      target_id: String(m.id),
      before: { auditStatus: 'APPROVED' },
      after: { auditStatus: 'PENDING', enabled: true },
    });
    const before = (await actionLogRows(s.db)).length;
    const [pending] = await queryRows<Row>(
      s.db,
      sql`INSERT INTO moments (account_id, text) VALUES (${author}, 'free money') RETURNING id, enabled, audit_status, version`,
    );
    expect(await hitsOf('moment', pending!.id)).toHaveLength(1);
    expect((await actionLogRows(s.db)).length).toBe(before);
  });

  it('a Latin term matches whole words only; width and case fold', async () => {
    expect((await insertMoment('freemoney is one word')).audit_status).toBe('APPROVED');
    expect((await insertMoment('free moneys')).audit_status).toBe('APPROVED');
    expect((await insertMoment('ＦＲＥＥ　ＭＯＮＥＹ!')).audit_status).toBe('PENDING');
    expect((await insertMoment('是free money吗')).audit_status).toBe('PENDING');
  });

  it('hold: a CJK term matches inside text, in either script; hidden and holding', async () => {
    const simplified = await insertMoment('你这个傻逼');
    const traditional = await insertMoment('你這個傻逼啊');
    for (const m of [simplified, traditional]) {
      expect(m).toMatchObject({ enabled: false, audit_status: 'PENDING' });
      expect(await hitsOf('moment', m.id)).toEqual([{ rule_id: hold, action: 'hold', holding: true }]);
    }
    const log = (await actionLogRows(s.db, 'rule.hold')).at(-1);
    expect(log).toMatchObject({
      admin_id: null,
      target_type: 'moment',
      target_id: String(traditional.id),
      before: { enabled: true, auditStatus: 'APPROVED' },
      after: { enabled: false, auditStatus: 'PENDING', rules: [{ id: hold, name: 'insult-cn', action: 'hold' }] },
    });
  });

  it('block: disabled at once and logged by the system, naming the rule; the strongest action wins', async () => {
    const b = await insertMoment('free money at https://ＳＣＡＭ.example');
    expect(b).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect((await hitsOf('moment', b.id)).map((h) => h.rule_id)).toEqual([flag, block]);
    const log = (await actionLogRows(s.db, 'rule.block')).at(-1);
    expect(log).toMatchObject({ admin_id: null, target_id: String(b.id), reason: 'rule: spam-word, scam-links' });
  });

  it('an edit is matched again; the version moves and the counter follows', async () => {
    const m = await insertMoment('harmless');
    const [acc0] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT moment_count AS n FROM accounts WHERE id = ${author}`,
    );
    await s.db.execute(sql`UPDATE moments SET text = 'visit http://scam.example' WHERE id = ${m.id}`);
    const [row] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status, version FROM moments WHERE id = ${m.id}`,
    );
    expect(row).toMatchObject({ enabled: false, audit_status: 'PENDING', version: 2 });
    const [acc1] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT moment_count AS n FROM accounts WHERE id = ${author}`,
    );
    expect(acc1!.n).toBe(acc0!.n - 1);
    // An update that does not touch the text does not match again.
    await s.db.execute(sql`UPDATE moments SET like_count = 3 WHERE id = ${m.id}`);
    expect(await hitsOf('moment', m.id)).toHaveLength(1);
  });

  it('a failed insert leaves no hit and no log', async () => {
    const before = (await actionLogRows(s.db)).length;
    await expect(
      s.db.execute(sql`INSERT INTO moments (account_id, text) VALUES (-5, 'http://scam.example')`),
    ).rejects.toThrow();
    expect((await actionLogRows(s.db)).length).toBe(before);
  });

  it('other kinds: questions (title and text), nicknames, about answers', async () => {
    await addRule(
      'nick-scam',
      'term',
      'scammer',
      'flag',
      '{account,question,about_answer,moment_comment,question_reply,reply_comment}',
    );
    const acc = await seedAccount(s.db, { nickname: 'TheScammer', auditStatus: 'APPROVED' });
    const [a] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status, version FROM accounts WHERE id = ${acc}`,
    );
    expect(a!.audit_status).toBe('APPROVED');
    await s.db.execute(sql`UPDATE accounts SET nickname = 'the scammer' WHERE id = ${acc}`);
    const [a2] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status, version FROM accounts WHERE id = ${acc}`,
    );
    expect(a2).toMatchObject({ audit_status: 'PENDING', enabled: true });
    const [q] = await queryRows<Row>(
      s.db,
      sql`INSERT INTO questions (account_id, title, text, audit_status) VALUES (${author}, 'Is he a Scammer?', 'asking', 'APPROVED') RETURNING id, enabled, audit_status, version`,
    );
    expect(q!.audit_status).toBe('PENDING');
    const [ab] = await queryRows<Row>(
      s.db,
      sql`INSERT INTO about_answers (account_id, question, answer, audit_status) VALUES (${author}, 'scammer?', 'no', 'APPROVED') RETURNING id, enabled, audit_status, version`,
    );
    expect(ab!.audit_status).toBe('APPROVED');
  });

  it('approving a held row shows it again (logged); rejecting or disabling by hand ends the hold', async () => {
    const held = await insertMoment('傻逼');
    const rejected = await insertMoment('傻逼 again');
    const r = await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [held.id], auditStatus: 'APPROVED' },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    const [row] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status, version FROM moments WHERE id = ${held.id}`,
    );
    expect(row).toMatchObject({ enabled: true, audit_status: 'APPROVED' });
    const log = (await actionLogRows(s.db, 'moment.set_enabled')).at(-1);
    expect(log).toMatchObject({ target_id: String(held.id), reason: 'hold released on approval (rule: insult-cn)' });
    expect((await hitsOf('moment', held.id))[0]!.holding).toBe(false);

    await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [rejected.id], auditStatus: 'REJECTED' },
      { token: root },
    );
    await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [rejected.id], auditStatus: 'APPROVED' },
      { token: root },
    );
    const [still] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status, version FROM moments WHERE id = ${rejected.id}`,
    );
    expect(still).toMatchObject({ enabled: false, audit_status: 'APPROVED' });
  });

  it('disabling a held row, by hand or through a valid report, ends the hold: a later approval leaves it hidden', async () => {
    const byHand = await insertMoment('傻逼 by hand');
    const reported = await insertMoment('傻逼 reported');
    const off = await s.call(
      '/admins/update-moment-enabled',
      { ids: [byHand.id], enabled: false, reason: 'stays hidden' },
      { token: root },
    );
    expect(off.body.code, off.body.msg).toBe(200);
    const [report] = await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (${author}, 'moment', ${reported.id}, 'abuse') RETURNING id`,
    );
    const finished = await s.call(
      '/admins/update-report-finish',
      { ids: [report!.id], result: 'VALID', disableTarget: true },
      { token: root },
    );
    expect(finished.body.code, finished.body.msg).toBe(200);
    for (const m of [byHand, reported]) {
      expect((await hitsOf('moment', m.id))[0]!.holding, `moment ${m.id}`).toBe(false);
      await s.call(
        '/admins/update-audit-status',
        { target: 'moment', ids: [m.id], auditStatus: 'APPROVED' },
        { token: root },
      );
      const [row] = await queryRows<Row>(
        s.db,
        sql`SELECT id, enabled, audit_status, version FROM moments WHERE id = ${m.id}`,
      );
      expect(row, `moment ${m.id}`).toMatchObject({ enabled: false, audit_status: 'APPROVED' });
    }
  });

  it('list rows carry their hits, and the lists filter by matched rule', async () => {
    const r = await s.call('/admins/moment-list/get', { pageSize: 50, filters: { ruleId: block } }, { token: root });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.list.length).toBeGreaterThanOrEqual(2);
    for (const row of r.body.data.list) {
      expect(row.ruleHits?.map((h) => h.name)).toContain('scam-links');
    }
    const c = await s.call('/admins/moment-comment-list/get', { filters: { ruleId: block } }, { token: root });
    expect(c.body.data.list).toEqual([]);
  });

  it('with every rule disabled, nothing matches', async () => {
    await s.db.execute(sql`UPDATE rules SET enabled = false`);
    expect((await insertMoment('http://scam.example free money 傻逼')).audit_status).toBe('APPROVED');
    await s.db.execute(sql`UPDATE rules SET enabled = true`);
    expect((await insertMoment('http://scam.example')).enabled).toBe(false);
  });
});
