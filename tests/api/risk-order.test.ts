import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { seedDemoAdmins } from '#server/db/seed/seed-admins';
import { riskScoreOf, type RiskParts } from '#contract/risk';

let s: TestServer;
let agent: string;
let root: string;

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Runs as the social app would: plain SQL, no server in between. */
const app = (statement: ReturnType<typeof sql>) => queryRows<{ id: number }>(s.db, statement);

async function account(nickname: string, registeredDaysAgo: number): Promise<number> {
  const registered = iso(NOW - registeredDaysAgo * DAY);
  const [row] = await app(sql`INSERT INTO accounts (nickname, avatar_url, phone, source, registered_at, created_at)
    VALUES (${nickname}, '/media/avatar/1.svg', '13800000000', 'huawei', ${registered}, ${registered}) RETURNING id`);
  return row!.id;
}

async function moment(accountId: number, text: string, minute: number): Promise<number> {
  const [row] = await app(sql`INSERT INTO moments (account_id, text, created_at)
    VALUES (${accountId}, ${text}, ${iso(NOW + minute * 60_000)}) RETURNING id`);
  return row!.id;
}

async function report(reporterId: number, momentId: number, status: 'OPEN' | 'VALID' | 'INVALID' = 'OPEN') {
  const finished = status === 'OPEN' ? sql`'OPEN', NULL, NULL` : sql`'FINISHED', ${status}, now()`;
  const [row] =
    await app(sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, status, result, finished_at)
    VALUES (${reporterId}, 'moment', ${momentId}, 'spam', ${finished}) RETURNING id`);
  return row!.id;
}

const partsOf = async (table: 'moments' | 'reports', id: number) => {
  const [row] = await queryRows<{ risk_score: number; risk_parts: RiskParts }>(
    s.db,
    sql`SELECT risk_score, risk_parts FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return row!;
};

let w: {
  veteran: number;
  newcomer: number;
  goodReporter: number;
  poorReporter: number;
  calm: number[];
  fresh: number;
  reported: number;
  reportedTwice: number;
};

beforeAll(async () => {
  s = await startServer({}, async (db) => {
    await seedDemoAdmins(db);
  });
  [agent, root] = [await s.login('agent'), await s.login('root')];
  const veteran = await account('veteran', 400);
  const newcomer = await account('newcomer', 0);
  const goodReporter = await account('good-reporter', 300);
  const poorReporter = await account('poor-reporter', 300);
  // Their records: three reports found VALID for one, three INVALID for the other.
  const old = await moment(veteran, 'an old moment', -60 * 24 * 30);
  for (let i = 0; i < 3; i++) {
    await report(goodReporter, old, 'VALID');
    await report(poorReporter, old, 'INVALID');
  }
  await s.db.execute(sql`UPDATE moments SET audit_status = 'APPROVED' WHERE id = ${old}`);

  const calm = [];
  for (let i = 0; i < 7; i++) calm.push(await moment(veteran, `calm ${i}`, i));
  const fresh = await moment(newcomer, 'first post', 10);
  const reported = await moment(veteran, 'buy followers here', 11);
  await report(poorReporter, reported);
  const reportedTwice = await moment(veteran, 'cheap phones', 12);
  await report(goodReporter, reportedTwice);
  await report(poorReporter, reportedTwice);
  w = { veteran, newcomer, goodReporter, poorReporter, calm, fresh, reported, reportedTwice };
});
afterAll(() => s.close());

describe('risk scores kept by the database', () => {
  it('scores a moment written by plain SQL from its author age at writing', async () => {
    expect(await partsOf('moments', w.fresh)).toEqual({ risk_score: 15, risk_parts: { accountAgeDays: 0 } });
    expect(await partsOf('moments', w.calm[0]!)).toEqual({ risk_score: 0, risk_parts: { accountAgeDays: 400 } });
  });

  it("weighs each open report by its reporter's record when filed", async () => {
    const [good, poor] = await queryRows<{ reporter_accuracy: number }>(
      s.db,
      sql`SELECT reporter_accuracy FROM reports WHERE target_id = ${w.reportedTwice} ORDER BY reporter_id`,
    );
    // (3 valid + 1) / (3 finished + 2) = 80 %; (0 + 1) / (3 + 2) = 20 %.
    expect([good?.reporter_accuracy, poor?.reporter_accuracy]).toEqual([80, 20]);
    expect(await partsOf('moments', w.reportedTwice)).toEqual({
      risk_score: 26 + 14,
      risk_parts: { accountAgeDays: 400, reports: 2, reportPoints: 26 + 14 },
    });
    expect(await partsOf('moments', w.reported)).toEqual({
      risk_score: 14,
      risk_parts: { accountAgeDays: 400, reports: 1, reportPoints: 14 },
    });
  });

  it("gives a target's open reports the target's score, so they sit together in the report queue", async () => {
    const reports = await queryRows<{ risk_score: number }>(
      s.db,
      sql`SELECT risk_score FROM reports WHERE target_id = ${w.reportedTwice} AND status = 'OPEN'`,
    );
    expect(reports.map((r) => r.risk_score)).toEqual([40, 40]);
  });

  it('drops the report part when the reports are finished, and the contract adds the parts up the same way', async () => {
    const open = ok(
      await s.call('/admins/report-list/get', { filters: { targetId: w.reported }, pageSize: 10 }, { token: agent }),
    );
    expect(open.list).toHaveLength(1);
    const r = open.list[0]!;
    ok(
      await s.call(
        '/admins/update-report-finish',
        { ids: [r.id], expectedVersions: { [r.id]: r.version }, result: 'INVALID' },
        { token: agent },
      ),
    );
    expect(await partsOf('moments', w.reported)).toEqual({ risk_score: 0, risk_parts: { accountAgeDays: 400 } });
    ok(await s.call('/admins/update-report-reopen', { ids: [r.id] }, { token: agent }));
    expect((await partsOf('moments', w.reported)).risk_score).toBe(14);

    const all = await queryRows<{ risk_score: number; risk_parts: RiskParts }>(
      s.db,
      sql`SELECT risk_score, risk_parts FROM moments UNION ALL SELECT risk_score, risk_parts FROM reports WHERE status = 'OPEN'`,
    );
    expect(all.length).toBeGreaterThan(10);
    for (const row of all) expect(row.risk_score).toBe(riskScoreOf(row.risk_parts));
  });
});

describe('the queue by risk', () => {
  it('hands out the riskiest first, the oldest first at an equal score, with the parts on each item', async () => {
    const r = ok(await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 4 }, { token: agent }));
    expect(r.list.map((m) => m.id)).toEqual([w.reportedTwice, w.fresh, w.reported, w.calm[0]]);
    expect(r.list[0]).toMatchObject({ riskScore: 40, riskParts: { reports: 2, reportPoints: 40 } });
    ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }));
  });

  it('keeps two moderators apart as the oldest-first order does', async () => {
    const mine = ok(
      await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 3 }, { token: agent }),
    );
    const theirs = ok(
      await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 3 }, { token: root }),
    );
    expect(mine.list.map((m) => m.id)).toEqual([w.reportedTwice, w.fresh, w.reported]);
    expect(theirs.list.map((m) => m.id)).toEqual([w.calm[0], w.calm[1], w.calm[2]]);
    expect(theirs.heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
    for (const token of [agent, root]) ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token }));
  });

  it('pages the list exactly in risk order by cursor, both ways, past ties', async () => {
    const expected = (
      await queryRows<{ id: number }>(
        s.db,
        sql`SELECT id FROM moments WHERE audit_status = 'PENDING' ORDER BY risk_score DESC, id`,
      )
    ).map((r) => r.id);
    for (const order of ['desc', 'asc'] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const page = ok(
          await s.call(
            '/admins/moment-list/get',
            {
              filters: { auditStatus: 'PENDING' },
              pageSize: 3,
              sort: { field: 'risk', order },
              ...(cursor ? { cursor } : {}),
            },
            { token: agent },
          ),
        );
        seen.push(...page.list.map((m) => m.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(order === 'desc' ? expected : [...expected].reverse());
    }
  });

  it('refuses a cursor whose score is not a whole number', async () => {
    const cursor = Buffer.from(JSON.stringify({ v: '2026-01-01T00:00:00.000Z', id: 3 })).toString('base64url');
    const r = await s.call(
      '/admins/moment-list/get',
      { pageSize: 3, sort: { field: 'risk', order: 'desc' }, cursor },
      { token: agent },
    );
    expect(r.body.code).toBe(40000);
    expect(r.body.msg).toMatch(/cursor/);
  });
});

describe('strikes in the score', () => {
  const warn = async (accountId: number) =>
    ok(await s.call('/admins/account/enforce', { accountId, kind: 'warn', reason: 'spam links' }, { token: agent }));

  it("adds the author's warnings in force to their waiting items and to what they write next, and takes them off when revoked", async () => {
    const { enforcement } = await warn(w.veteran);
    expect(await partsOf('moments', w.calm[1]!)).toEqual({
      risk_score: 15,
      risk_parts: { accountAgeDays: 400, strikes: 1 },
    });
    // The reports against one of their items carry the item's new parts.
    const [report] = await queryRows<{ risk_score: number }>(
      s.db,
      sql`SELECT risk_score FROM reports WHERE target_id = ${w.reportedTwice} AND status = 'OPEN' LIMIT 1`,
    );
    expect(report?.risk_score).toBe(40 + 15);
    const fresh = await moment(w.veteran, 'written after the warning', 30);
    expect((await partsOf('moments', fresh)).risk_parts).toEqual({ accountAgeDays: 400, strikes: 1 });

    const lease = ok(
      await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 1 }, { token: agent }),
    );
    expect(lease.list[0]).toMatchObject({ id: w.reportedTwice, riskScore: 55, riskParts: { strikes: 1, reports: 2 } });
    ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }));

    ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        { id: enforcement.id, expectedVersion: enforcement.version },
        { token: agent },
      ),
    );
    expect(await partsOf('moments', w.calm[1]!)).toEqual({ risk_score: 0, risk_parts: { accountAgeDays: 400 } });
  });

  it('leaves out a warning older than the strike expiry', async () => {
    await s.db.execute(sql`INSERT INTO enforcements (account_id, kind, reason, created_at, starts_at)
      VALUES (${w.newcomer}, 'warn', 'long ago', now() - interval '100 days', now() - interval '100 days')`);
    expect(await partsOf('moments', w.fresh)).toEqual({ risk_score: 15, risk_parts: { accountAgeDays: 0 } });
    await warn(w.newcomer);
    expect(await partsOf('moments', w.fresh)).toEqual({
      risk_score: 30,
      risk_parts: { accountAgeDays: 0, strikes: 1 },
    });
  });

  it("drops a strike that expires while its author's items wait, before the next riskiest-first hand", async () => {
    await s.db.execute(sql`INSERT INTO enforcements (account_id, kind, reason, created_at, starts_at)
      VALUES (${w.newcomer}, 'warn', 'about to expire', now() - interval '90 days' + interval '1 hour', now())`);
    expect((await partsOf('moments', w.fresh)).risk_parts.strikes).toBe(2);
    // The clock moves past its expiry: the warning is made older (with the trigger that re-scores
    // on a changed warning off, as time passing fires none) and the last sweep was before that.
    await s.db.execute(sql`ALTER TABLE enforcements DISABLE TRIGGER risk_warnings_changed`);
    await s.db.execute(sql`UPDATE enforcements SET created_at = now() - interval '90 days' - interval '1 second'
      WHERE reason = 'about to expire'`);
    await s.db.execute(sql`ALTER TABLE enforcements ENABLE TRIGGER risk_warnings_changed`);
    await s.db.execute(sql`UPDATE risk_settings SET strikes_swept_at = now() - interval '1 minute'`);
    expect((await partsOf('moments', w.fresh)).risk_parts.strikes).toBe(2);
    ok(await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 1 }, { token: agent }));
    ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }));
    expect(await partsOf('moments', w.fresh)).toEqual({
      risk_score: 30,
      risk_parts: { accountAgeDays: 0, strikes: 1 },
    });
  });
});

describe('rule hits in the score', () => {
  it('puts the rules a row matched into its parts: written, edited, or hit by a later pass over the backlog', async () => {
    const saved = ok(
      await s.call(
        '/admins/rules/save',
        { name: 'scam-links', note: '', kind: 'term', pattern: 'lottery', contentKinds: ['moment'], action: 'flag' },
        { token: root },
      ),
    );
    const hit = await moment(w.veteran, 'you won the lottery', 40);
    expect(await partsOf('moments', hit)).toEqual({
      risk_score: 20,
      risk_parts: { accountAgeDays: 400, rules: [{ name: 'scam-links', action: 'flag' }] },
    });

    // Written before the rule: the backlog finds it and its score follows.
    const older = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM moments WHERE text = 'calm 3'`).then(
      (r) => r[0]!.id,
    );
    await s.db.execute(sql`UPDATE moments SET text = 'calm 3, lottery inside' WHERE id = ${older}`);
    expect((await partsOf('moments', older)).risk_parts.rules).toEqual([{ name: 'scam-links', action: 'flag' }]);

    // A hit recorded outside the rules trigger (the backlog pass, the seed) re-scores its item too.
    const later = w.calm[4]!;
    await s.db.execute(sql`INSERT INTO rule_hits (rule_id, content_kind, content_id, action)
      VALUES (${saved.rule.id}, 'moment', ${later}, 'flag')`);
    expect(await partsOf('moments', later)).toEqual({
      risk_score: 20,
      risk_parts: { accountAgeDays: 400, rules: [{ name: 'scam-links', action: 'flag' }] },
    });
  });
});
