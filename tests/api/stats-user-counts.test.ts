import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import {
  DAY,
  addDays,
  insertAccounts,
  rng,
  shanghaiDate,
  shanghaiMidnight,
  todayIn,
  type AccountSpec,
} from './stats-fixtures';

let s: TestServer;
let token = '';
let today = '';
let rows: (AccountSpec & { id: number; lastActiveAt: number })[] = [];

/** insertAccounts makes lastActiveAt default to registeredAt; the expectations do the same. */
const withId = (spec: AccountSpec, id: number) => ({
  ...spec,
  lastActiveAt: spec.lastActiveAt ?? spec.registeredAt,
  id,
});

beforeAll(async () => {
  s = await startServer();
  token = await s.login('root');
  today = todayIn('Asia/Shanghai');
  const m = shanghaiMidnight(today);
  const random = rng(5);
  const specs: AccountSpec[] = [];
  for (let i = 0; i < 500; i++) {
    const registeredAt = m - 45 * DAY + Math.floor(random() * 46 * DAY);
    specs.push({
      registeredAt,
      lastActiveAt: registeredAt + Math.floor(random() * (m + DAY - registeredAt)),
      certified: random() < 0.3,
      vip: random() < 0.1,
      status: random() < 0.05 ? 'BANNED' : random() < 0.05 ? 'DELETED' : 'NORMAL',
    });
  }
  // Activity and registration edges: each "since" boundary and the millisecond before it.
  for (const days of [0, 6, 29]) {
    const since = shanghaiMidnight(addDays(today, -days));
    specs.push(
      { registeredAt: since - 40 * DAY, lastActiveAt: since },
      { registeredAt: since - 40 * DAY, lastActiveAt: since - 1 },
    );
  }
  specs.push({ registeredAt: m }, { registeredAt: m - 1 }, { registeredAt: shanghaiMidnight(addDays(today, -29)) - 1 });
  const ids = await insertAccounts(s.db, specs);
  rows = specs.map((spec, i) => withId(spec, ids[i]!));
});
afterAll(() => s.close());

function expected() {
  const since = (days: number) => shanghaiMidnight(addDays(today, -days));
  const labels = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
  return {
    timeZone: 'Asia/Shanghai',
    today,
    total: rows.length,
    newToday: rows.filter((r) => shanghaiDate(r.registeredAt) === today).length,
    activeToday: rows.filter((r) => r.lastActiveAt >= since(0)).length,
    active7d: rows.filter((r) => r.lastActiveAt >= since(6)).length,
    active30d: rows.filter((r) => r.lastActiveAt >= since(29)).length,
    certified: rows.filter((r) => r.certified).length,
    vip: rows.filter((r) => r.vip).length,
    banned: rows.filter((r) => r.status === 'BANNED').length,
    series: {
      labels,
      registered: labels.map((d) => rows.filter((r) => shanghaiDate(r.registeredAt) === d).length),
      total: labels.map((d) => rows.filter((r) => r.registeredAt < shanghaiMidnight(addDays(d, 1))).length),
    },
  };
}

describe('/admins/user-count-stats', () => {
  it('matches counts computed from the inserted accounts', async () => {
    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual(expected());
  });

  it('keeps the tallies exact through updates and deletes of many rows per statement', async () => {
    const pick = (n: number) =>
      rows
        .filter((r) => !r.certified)
        .slice(0, n)
        .map((r) => r.id);
    const certify = pick(40);
    await s.db.execute(sql`UPDATE accounts SET certified = true WHERE id IN ${sql.raw(`(${certify.join(',')})`)}`);
    for (const r of rows) if (certify.includes(r.id)) r.certified = true;

    const ban = rows
      .filter((r) => r.status !== 'BANNED')
      .slice(0, 15)
      .map((r) => r.id);
    const unban = rows
      .filter((r) => r.status === 'BANNED')
      .slice(0, 5)
      .map((r) => r.id);
    await s.db.execute(sql`UPDATE accounts SET status = CASE WHEN status = 'BANNED' THEN 'NORMAL' ELSE 'BANNED' END,
      vip = NOT vip WHERE id IN ${sql.raw(`(${[...ban, ...unban].join(',')})`)}`);
    for (const r of rows) {
      if (ban.includes(r.id)) r.status = 'BANNED';
      else if (unban.includes(r.id)) r.status = 'NORMAL';
      if (ban.includes(r.id) || unban.includes(r.id)) r.vip = !r.vip;
    }

    // An update that changes no tallied column, then deletes.
    await s.db.execute(sql`UPDATE accounts SET moment_count = moment_count + 1`);
    const gone = rows.slice(0, 30).map((r) => r.id);
    await s.db.execute(sql`DELETE FROM accounts WHERE id IN ${sql.raw(`(${gone.join(',')})`)}`);
    rows = rows.filter((r) => !gone.includes(r.id));

    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.data).toEqual(expected());
  });

  it('keeps the tallies exact under concurrent inserts from many connections', async () => {
    const m = shanghaiMidnight(today);
    const batches = Array.from({ length: 12 }, (_, b) =>
      Array.from(
        { length: 10 },
        (_, i): AccountSpec => ({ registeredAt: m - (b * 10 + i) * 60_000, certified: i % 2 === 0, vip: i % 5 === 0 }),
      ),
    );
    const inserted = await Promise.all(batches.map((specs) => insertAccounts(s.db, specs)));
    batches.forEach((specs, b) => specs.forEach((spec, i) => rows.push(withId(spec, inserted[b]![i]!))));
    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.data).toEqual(expected());
    const [check] = await queryRows<{ tallied: number; counted: number }>(
      s.db,
      sql`SELECT (SELECT sum(total) FROM account_tallies)::int AS tallied, (SELECT count(*) FROM accounts)::int AS counted`,
    );
    expect(check?.tallied).toBe(check?.counted);
  });

  it('folds the delta rows into one without changing a figure', async () => {
    await s.db.execute(sql`SELECT stats_tallies_fold('account_tallies')`);
    const [rowsLeft] = await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM account_tallies`);
    expect(rowsLeft?.n).toBe(1);
    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.data).toEqual(expected());
  });

  it('lets transactions touching accounts and moments in opposite orders run at once', async () => {
    const m = shanghaiMidnight(today);
    const [momentAuthor] = await insertAccounts(s.db, [{ registeredAt: m - DAY }]);
    rows.push(withId({ registeredAt: m - DAY }, momentAuthor!));
    const targets = rows.filter((r) => !r.vip).slice(0, 16);
    // Each transaction flips one account's VIP flag and inserts a moment; half do it the other way round.
    await Promise.all(
      targets.map((t, i) =>
        s.db.transaction(async (tx) => {
          const flip = () => tx.execute(sql`UPDATE accounts SET vip = true WHERE id = ${t.id}`);
          const post = () => tx.execute(sql`INSERT INTO moments (account_id, text) VALUES (${momentAuthor!}, 'race')`);
          if (i % 2 === 0) await flip().then(post);
          else await post().then(flip);
        }),
      ),
    );
    for (const t of targets) t.vip = true;
    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.data).toEqual(expected());
    const [online] = await queryRows<{ tallied: number; counted: number }>(
      s.db,
      sql`SELECT (SELECT sum(enabled) FROM content_tallies WHERE source = 'moments')::int AS tallied, (SELECT count(*) FROM moments WHERE enabled)::int AS counted`,
    );
    expect(online?.tallied).toBe(online?.counted);
    expect(online?.counted).toBe(16);
  });

  it('starts again from zero after TRUNCATE', async () => {
    // The cascade reaches the append-only account notes, which refuse TRUNCATE unless their
    // owner switches the guard off first, as here.
    await s.db.execute(sql`ALTER TABLE account_notes DISABLE TRIGGER account_notes_no_truncate`);
    await s.db.execute(sql`TRUNCATE accounts CASCADE`);
    await s.db.execute(sql`ALTER TABLE account_notes ENABLE TRIGGER account_notes_no_truncate`);
    rows = [];
    const spec: AccountSpec = { registeredAt: Date.now() - 1000, certified: true, status: 'BANNED' };
    const ids = await insertAccounts(s.db, [spec]);
    rows.push(withId(spec, ids[0]!));
    const r = await s.call('/admins/user-count-stats', {}, { token });
    expect(r.body.data).toEqual(expected());
    expect(r.body.data).toMatchObject({ total: 1, certified: 1, vip: 0, banned: 1 });
  });

  it('is refused to the support agent and takes no payload', async () => {
    const agent = await s.login('agent');
    const denied = await s.call('/admins/user-count-stats', {}, { token: agent });
    expect([denied.status, denied.body.code]).toEqual([403, 40300]);
    const extra = await s.raw('/admins/user-count-stats', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ date: today }),
    });
    expect([extra.status, extra.body.msg]).toEqual([400, 'date: unknown key, not allowed']);
  });
});
