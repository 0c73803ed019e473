import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';
import { fingerprintText } from '#server/services/waves/fingerprint';

let s: TestServer;
let root = '';

beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
});
afterAll(() => s.close());

interface Velocity {
  velocity_items?: number;
  velocity_minutes?: number;
  duplicate_items?: number;
  duplicate_minutes?: number;
  velocity_all_kinds?: boolean;
}

/** A velocity rule written with plain SQL (kind `author`: the condition stands alone). */
async function addRule(name: string, action: string, v: Velocity, kinds = '{moment}') {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO rules (name, kind, pattern, action, content_kinds, velocity_items, velocity_minutes,
                           duplicate_items, duplicate_minutes, velocity_all_kinds)
        VALUES (${name}, 'author', '', ${action}, ${kinds}::text[], ${v.velocity_items ?? null}, ${v.velocity_minutes ?? null},
                ${v.duplicate_items ?? null}, ${v.duplicate_minutes ?? null}, ${v.velocity_all_kinds ?? false})
        RETURNING id`,
  );
  return row!.id;
}

type Row = { id: number; enabled: boolean; audit_status: string };

/** Inserts a moment as the social app does: plain SQL, its own statement. */
async function insertMoment(account: number, text: string, at = new Date()): Promise<Row> {
  const [row] = await queryRows<Row>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status, created_at) VALUES (${account}, ${text}, 'APPROVED', ${at.toISOString()})
        RETURNING id, enabled, audit_status`,
  );
  return row!;
}

async function insertComment(account: number, momentId: number, text: string): Promise<Row> {
  const [row] = await queryRows<Row>(
    s.db,
    sql`INSERT INTO moment_comments (account_id, moment_id, text, audit_status) VALUES (${account}, ${momentId}, ${text}, 'APPROVED')
        RETURNING id, enabled, audit_status`,
  );
  return row!;
}

async function hitsOf(kind: string, id: number) {
  return queryRows<{ rule_id: number; action: string; holding: boolean }>(
    s.db,
    sql`SELECT rule_id, action, holding FROM rule_hits WHERE content_kind = ${kind} AND content_id = ${id} ORDER BY rule_id`,
  );
}

beforeEach(async () => {
  await s.db.execute(sql`UPDATE rules SET enabled = false WHERE builtin IS NULL`);
});

describe('velocity rules act in the write path on the items past N', () => {
  it('more than N items from one account in M minutes: flags the rest, not the first N, not another account', async () => {
    const rule = await addRule('fast-poster', 'flag', { velocity_items: 3, velocity_minutes: 10 });
    const a = await seedAccount(s.db, { nickname: 'fast' });
    const b = await seedAccount(s.db, { nickname: 'calm' });
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await insertMoment(a, `post number ${i} about my day`));
    expect(rows.map((r) => r.audit_status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'PENDING', 'PENDING']);
    expect(await hitsOf('moment', rows[3]!.id)).toEqual([{ rule_id: rule, action: 'flag', holding: false }]);
    expect(await hitsOf('moment', rows[2]!.id)).toEqual([]);
    expect((await insertMoment(b, 'one post from someone else')).audit_status).toBe('APPROVED');
    expect((await actionLogRows(s.db, 'rule.flag')).at(-1)).toMatchObject({
      admin_id: null,
      target_id: String(rows[4]!.id),
      after: { auditStatus: 'PENDING', rules: [{ id: rule, name: 'fast-poster', action: 'flag' }] },
    });
  });

  it('the window is M minutes of the rows’ own times: posts an hour apart are not a burst', async () => {
    await addRule('slow-burst', 'hold', { velocity_items: 1, velocity_minutes: 5 });
    const a = await seedAccount(s.db, { nickname: 'hourly' });
    const t0 = Date.now() - 3 * 3600_000;
    const rows = [];
    for (let i = 0; i < 3; i++) rows.push(await insertMoment(a, `hourly note ${i}`, new Date(t0 + i * 3600_000)));
    expect(rows.every((r) => r.enabled && r.audit_status === 'APPROVED')).toBe(true);
  });

  it('of a kind, or of all text kinds', async () => {
    await addRule('per-kind', 'flag', { velocity_items: 2, velocity_minutes: 10 }, '{moment,moment_comment}');
    const a = await seedAccount(s.db, { nickname: 'mixer' });
    const m = await insertMoment(a, 'a moment to comment on');
    await insertComment(a, m.id, 'first comment here');
    // Two of each kind: neither kind is past 2.
    expect((await insertComment(a, m.id, 'second comment here')).audit_status).toBe('APPROVED');
    expect((await insertMoment(a, 'another moment today')).audit_status).toBe('APPROVED');
    await s.db.execute(sql`UPDATE rules SET velocity_all_kinds = true WHERE name = 'per-kind'`);
    // All text kinds: this is the fifth item in the window (the arrivals before it were recorded).
    expect((await insertComment(a, m.id, 'third comment here')).audit_status).toBe('PENDING');
  });

  it('hold hides the rest until a decision; block disables it as block rules do', async () => {
    const hold = await addRule('hold-burst', 'hold', { velocity_items: 1, velocity_minutes: 10 });
    const a = await seedAccount(s.db, { nickname: 'holder' });
    await insertMoment(a, 'first of many posts');
    const held = await insertMoment(a, 'second of many posts');
    expect(held).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect(await hitsOf('moment', held.id)).toEqual([{ rule_id: hold, action: 'hold', holding: true }]);
    const approve = await s.call(
      '/admins/update-audit-status',
      { target: 'moment', ids: [held.id], auditStatus: 'APPROVED' },
      { token: root },
    );
    expect(approve.status).toBe(200);
    const [after] = await queryRows<Row>(
      s.db,
      sql`SELECT id, enabled, audit_status FROM moments WHERE id = ${held.id}`,
    );
    expect(after).toMatchObject({ enabled: true, audit_status: 'APPROVED' });

    await s.db.execute(sql`UPDATE rules SET action = 'block' WHERE id = ${hold}`);
    const blocked = await insertMoment(a, 'third of many posts');
    expect(blocked).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect((await actionLogRows(s.db, 'rule.block')).at(-1)).toMatchObject({ target_id: String(blocked.id) });
  });

  it('near-duplicates across accounts: spacing, punctuation, emoji, look-alikes and leet share one key', async () => {
    const rule = await addRule('same-scam', 'hold', { duplicate_items: 3, duplicate_minutes: 10 });
    const texts = [
      'Earn 5000 a day, guaranteed! Add my WeChat now',
      'earn 5000 a day guaranteed add my wechat now 💰💰',
      'E a r n 5000 a day, gu@ranteed!!! Add my WeChat now',
      'Еarn 5000 a dаy — guaranteed. Add my WeChat n0w', // Cyrillic Е and а, leet 0
      'earn  5000  a  day,  guaranteed,  add  my  wechat  now',
    ];
    const keys = new Set(texts.map(fingerprintText));
    expect(keys.size).toBe(1);
    const rows = [];
    for (const t of texts) rows.push(await insertMoment(await seedAccount(s.db, { nickname: 'fresh' }), t));
    expect(rows.map((r) => r.enabled)).toEqual([true, true, true, false, false]);
    expect(await hitsOf('moment', rows[4]!.id)).toEqual([{ rule_id: rule, action: 'hold', holding: true }]);
    // A word swapped is another key: the waves' clusters find that one, not this rule.
    const swapped = await insertMoment(await seedAccount(s.db), 'Make 5000 a day, guaranteed! Add my WeChat now');
    expect(swapped.enabled).toBe(true);
    // Short greetings have no key: "good morning" from many accounts is never a duplicate wave.
    const greetings = [];
    for (const g of ['Good morning everyone!', 'good morning everyone', '早上好，大家好！', '早上好大家好']) {
      for (let i = 0; i < 3; i++) greetings.push(await insertMoment(await seedAccount(s.db), g));
    }
    expect(greetings.every((g) => g.enabled && g.audit_status === 'APPROVED')).toBe(true);
  });

  it('with a term: both must hold — the term in this item, and the author past N items in the window', async () => {
    const [row] = await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO rules (name, kind, pattern, action, content_kinds, velocity_items, velocity_minutes)
          VALUES ('promo-burst', 'term', 'promo code', 'flag', '{moment}', 2, 10) RETURNING id`,
    );
    const a = await seedAccount(s.db, { nickname: 'promoter' });
    expect((await insertMoment(a, 'promo code inside')).audit_status).toBe('APPROVED');
    expect((await insertMoment(a, 'just a photo')).audit_status).toBe('APPROVED');
    expect((await insertMoment(a, 'another photo')).audit_status).toBe('APPROVED');
    const hit = await insertMoment(a, 'my promo code again');
    expect(hit.audit_status).toBe('PENDING');
    expect(await hitsOf('moment', hit.id)).toEqual([{ rule_id: row!.id, action: 'flag', holding: false }]);
  });

  it('the database reads the key as fingerprintText does', async () => {
    const samples = [
      'Earn 5000 a day, guaranteed! Add my WeChat now',
      '稳赚不赔，日入五千，加微信 abc123 💰',
      '穩賺不賠！！日入五千 加微信',
      'Ｆｕｌｌ　ｗｉｄｔｈ text, with ① and Ⅻ',
      'Ça coûte 3 € — très cher, naïve café',
      'ｍ ｏ ｒ ｏ ｎ and r3tard and id1ot',
      'Привет, как дела? Ελληνικά γράμματα',
      'こんにちは、カタカナ and 한국어 텍스트',
    ];
    const rows = await queryRows<{ r: string }>(
      s.db,
      sql`SELECT text_wave_reading(text_fold(x, true)) AS r FROM unnest(${sql.param(samples)}::text[]) WITH ORDINALITY AS u(x, n) ORDER BY n`,
    );
    expect(rows.map((r) => r.r)).toEqual(samples.map(fingerprintText));
  });

  it('nothing is recorded while no velocity rule is on; arrivals are recorded while one is', async () => {
    const a = await seedAccount(s.db, { nickname: 'quiet' });
    const m = await insertMoment(a, 'written with no velocity rule on');
    const count = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          s.db,
          sql`SELECT count(*)::int AS n FROM text_arrivals WHERE content_kind = 'moment' AND content_id = ${id}`,
        )
      )[0]!.n;
    expect(await count(m.id)).toBe(0);
    await addRule('arrivals-on', 'flag', { velocity_items: 50, velocity_minutes: 1 });
    expect(await count((await insertMoment(a, 'written with one on')).id)).toBe(1);
  });
});

describe('the rule editor’s velocity fields', () => {
  const base = {
    name: 'burst-editor',
    kind: 'author' as const,
    pattern: '',
    contentKinds: ['moment' as const],
    action: 'hold' as const,
  };
  const rulesSum = async () =>
    (
      await queryRows<{ sum: string }>(
        s.db,
        sql`SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY id), '')) AS sum FROM rules r`,
      )
    )[0]!.sum;

  it.each([
    [{ velocityItems: 5 }, 'velocityMinutes'],
    [{ duplicateMinutes: 10 }, 'duplicateItems'],
    [{ velocityItems: 0, velocityMinutes: 10 }, 'velocityItems'],
    [{ velocityItems: 5, velocityMinutes: 1441 }, 'velocityMinutes'],
    [
      { duplicateItems: 5, duplicateMinutes: 10, contentKinds: ['moment' as const, 'account' as const] },
      'contentKinds',
    ],
    [{ velocityItems: 5, velocityMinutes: 10, velocityAllKinds: 'yes' }, 'velocityAllKinds'],
  ])('refuses %j with 40000 naming %s, and changes nothing', async (over, field) => {
    const before = await rulesSum();
    const r = await s.raw('/admins/rules/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root}` },
      body: JSON.stringify({ ...base, ...over }),
    });
    expect(r.body.code).toBe(40000);
    expect((r.body.data as { field: string }).field).toBe(field);
    expect(await rulesSum()).toBe(before);
  });

  it('saves one (logged with its velocity fields); has no dry run and no backlog run', async () => {
    const saved = await s.call(
      '/admins/rules/save',
      {
        ...base,
        velocityItems: 20,
        velocityMinutes: 10,
        duplicateItems: 30,
        duplicateMinutes: 5,
        velocityAllKinds: true,
      },
      { token: root },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(saved.body.data.rule).toMatchObject({
      velocityItems: 20,
      velocityMinutes: 10,
      duplicateItems: 30,
      velocityAllKinds: true,
    });
    expect((await actionLogRows(s.db, 'rule.create')).at(-1)).toMatchObject({
      after: {
        velocityItems: 20,
        velocityMinutes: 10,
        duplicateItems: 30,
        duplicateMinutes: 5,
        velocityAllKinds: true,
      },
    });
    const dry = await s.call(
      '/admins/rules/test',
      { kind: 'author', pattern: '', contentKinds: ['moment'], velocityItems: 20, velocityMinutes: 10 },
      { token: root },
    );
    expect(dry.body).toMatchObject({ code: 40000, data: { field: 'velocityItems' } });
    const backlog = await s.call('/admins/rules/apply-backlog', { ruleId: saved.body.data.rule.id }, { token: root });
    expect(backlog.body).toMatchObject({ code: 42200, data: { why: 'RULE_VELOCITY' } });
  });
});
