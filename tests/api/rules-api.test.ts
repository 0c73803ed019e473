import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import type { ApiBody } from '#contract/api';

let s: TestServer;
let root = '';
let author = 0;

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
  author = await seedAccount(s.db, { nickname: 'writer' });
});
afterAll(() => s.close());

const save = (body: ApiBody<'/admins/rules/save'>, token = root) => s.call('/admins/rules/save', body, { token });
const base = { kind: 'term' as const, pattern: 'lottery', contentKinds: ['moment' as const], action: 'flag' as const };

async function insertMoments(texts: string[]) {
  for (const text of texts) await s.db.execute(sql`INSERT INTO moments (account_id, text) VALUES (${author}, ${text})`);
}

async function rulesChecksum() {
  const [row] = await queryRows<{ sum: string }>(
    s.db,
    sql`SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY id), '')) AS sum FROM rules r`,
  );
  return row!.sum;
}

describe('/admins/rules/save', () => {
  it('creates a rule, logs it, and the list shows it with its hit count and maker', async () => {
    const r = await save({ name: 'lottery', note: 'fake prizes', ...base });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      created: true,
      rule: { name: 'lottery', enabled: true, version: 1, hitCount: 0 },
    });
    expect((await actionLogRows(s.db, 'rule.create')).at(-1)).toMatchObject({
      target_type: 'rule',
      after: { name: 'lottery', pattern: 'lottery', action: 'flag' },
    });
    await insertMoments(['win the LOTTERY', 'lottery!', 'lotteryland']);
    const list = await s.call('/admins/rules/list', {}, { token: root });
    expect(list.body.data.list[0]).toMatchObject({ name: 'lottery', hitCount: 2, createdByName: 'root' });
  });

  it('updates at the expected version with before/after in the log; a stale version is a 40900', async () => {
    const [rule] = (await s.call('/admins/rules/list', {}, { token: root })).body.data.list;
    const r = await save({ id: rule!.id, expectedVersion: 1, name: 'lottery', ...base, action: 'hold' });
    expect(r.body.data.rule).toMatchObject({ action: 'hold', version: 2 });
    expect((await actionLogRows(s.db, 'rule.update')).at(-1)).toMatchObject({
      before: { action: 'flag' },
      after: { action: 'hold' },
    });
    const stale = await save({ id: rule!.id, expectedVersion: 1, name: 'lottery', ...base });
    expect([stale.status, stale.body.code]).toEqual([409, 40900]);
  });

  it.each([
    ['([a-z]', 'is not a valid regular expression'],
    ['(\\w)\\1', 'may not use back-references'],
    ['scam(?=.*now)', 'may not use look-ahead'],
    ['(?<!no )scam', 'may not use look-behind'],
    ['(?>scam)', 'may not use atomic groups'],
    ['\\p{Han}+', 'is not supported in the database: Unicode classes'],
    ['a{300}', 'is not supported in the database: a count above 255'],
  ])('refuses the regex %s with a 40000 naming the field, changing nothing', async (pattern, message) => {
    const before = await rulesChecksum();
    const r = await save({ name: 'bad-regex', ...base, kind: 'regex', pattern });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toContain(`pattern: ${message}`);
    expect(r.body.data).toMatchObject({ field: 'pattern' });
    expect(await rulesChecksum()).toBe(before);
    const dry = await s.call(
      '/admins/rules/test',
      { kind: 'regex', pattern, contentKinds: ['moment'] },
      { token: root },
    );
    expect(dry.body.code).toBe(40000);
  });

  it('refuses a duplicate name, no kinds, an unknown kind and unknown keys', async () => {
    expect((await save({ name: 'lottery', ...base })).body.msg).toBe('name: is already used by another rule');
    expect((await save({ name: 'x', ...base, contentKinds: [] })).body.msg).toMatch(/^contentKinds/);
    const raw = await s.raw('/admins/rules/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
      body: JSON.stringify({ name: 'x', ...base, contentKinds: ['message'] }),
    });
    expect(raw.body.code).toBe(40000);
  });

  it('agent and promote are refused every rules endpoint', async () => {
    for (const who of ['agent', 'promote']) {
      const token = await s.login(who);
      const r = await s.call('/admins/rules/list', {}, { token });
      expect([r.status, r.body.code]).toEqual([403, 40300]);
      const w = await save({ name: 'sneaky', ...base }, token);
      expect(w.body.code).toBe(40300);
    }
  });
});

describe('/admins/rules/test (dry run)', () => {
  it('counts the existing items a rule would hit, with samples and their spans', async () => {
    await insertMoments(['Buy 發票 here', '买发票', 'nothing', 'ＢＵＹ发票']);
    const r = await s.call(
      '/admins/rules/test',
      { kind: 'term', pattern: '发票', contentKinds: ['moment', 'question'], samples: 2 },
      { token: root },
    );
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ hits: 3, complete: true });
    expect(r.body.data.byKind).toEqual([
      expect.objectContaining({ contentKind: 'moment', hits: 3 }),
      expect.objectContaining({ contentKind: 'question', hits: 0 }),
    ]);
    expect(r.body.data.samples).toHaveLength(2);
    for (const sample of r.body.data.samples) {
      const [start, end] = sample.spans[0]!;
      expect(['发票', '發票']).toContain(sample.text.slice(start, end));
    }
  });
});

describe('/admins/rules/apply-backlog', () => {
  it('re-matches PENDING content in batches, with progress, holding what it hits', async () => {
    const texts = Array.from({ length: 35 }, (_, i) => (i % 5 === 0 ? `call casino ${i}` : `fine ${i}`));
    await insertMoments(texts);
    const created = await save({
      name: 'casino',
      kind: 'term',
      pattern: 'casino',
      contentKinds: ['moment'],
      action: 'hold',
    });
    const ruleId = created.body.data.rule.id;
    // The rows were written before the rule: nothing matched them yet.
    expect(created.body.data.rule.hitCount).toBe(0);
    const start = await s.call('/admins/rules/apply-backlog', { ruleId, batchSize: 10 }, { token: root });
    expect(start.body.code, start.body.msg).toBe(200);
    expect(start.body.data.run).toMatchObject({ status: 'running', batchSize: 10 });
    let run = start.body.data.run;
    for (let i = 0; i < 100 && run.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await s.call('/admins/rules/backlog-progress', { ruleId }, { token: root })).body.data.run!;
    }
    expect(run).toMatchObject({ status: 'done', matched: 7, kindsLeft: [] });
    expect(run.scanned).toBe(run.total);
    const held = await actionLogRows(s.db, 'rule.hold');
    const mine = held.filter((h) => h.reason === 'rule: casino (backlog)');
    expect(mine).toHaveLength(7);
    const [xacts] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(DISTINCT xact)::int AS n FROM action_log WHERE reason = 'rule: casino (backlog)'`,
    );
    expect(xacts!.n).toBeGreaterThan(1);
    const [hidden] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM moments WHERE text LIKE 'call casino%' AND NOT enabled`,
    );
    expect(hidden!.n).toBe(7);
    // Applying again starts a new run that finds nothing new to change.
    await s.call('/admins/rules/apply-backlog', { ruleId, batchSize: 10 }, { token: root });
    for (let i = 0; i < 100; i++) {
      run = (await s.call('/admins/rules/backlog-progress', { ruleId }, { token: root })).body.data.run!;
      if (run.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await actionLogRows(s.db, 'rule.hold')).filter((h) => h.reason === 'rule: casino (backlog)')).toHaveLength(
      7,
    );
  });
});
