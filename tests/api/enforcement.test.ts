import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { actionCount, contentChecksum, extraModerators, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { seedAccount } from './fixtures/commerce';
import type { LeaseBody } from '#contract/api/moderation-queue';

const DAY = 86_400_000;
let s: TestServer;
let w: World;
let agent: string;
let root: string;
let promote: string;
let fresh: number[];
/** The server's clock: tests move it forward to see suspensions end and strikes expire. */
let clock = Date.now();

beforeAll(async () => {
  s = await startServer({}, undefined, { now: () => new Date(clock) });
  w = await seedWorld(s.db);
  agent = await s.login('agent');
  root = await s.login('root');
  promote = await s.login('promote');
  // Accounts of their own for each test, NORMAL, beside the world's (some of which are MUTED or BANNED).
  const made = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO accounts (nickname, avatar_url, phone, source)
      SELECT 'enf' || g, '/media/avatar/1.svg', '1390000' || g, 'huawei' FROM generate_series(1, 10) g RETURNING id`,
  );
  fresh = made.map((r) => r.id);
});
afterAll(() => s.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(s.db, query))[0]!;
const authorOfMoment = async (id: number) =>
  (await one<{ a: number }>(sql`SELECT account_id AS a FROM moments WHERE id = ${id}`)).a;
const momentState = (id: number) =>
  one<{ enabled: boolean; audit_status: string; version: number }>(
    sql`SELECT enabled, audit_status, version FROM moments WHERE id = ${id}`,
  );
const momentCount = async (accountId: number) =>
  (await one<{ n: number }>(sql`SELECT moment_count AS n FROM accounts WHERE id = ${accountId}`)).n;
const standing = (accountId: number) =>
  one<{ status: string; suspended_until: string | null; effective_status: string }>(
    sql`SELECT status, suspended_until::text, effective_status FROM app_account_standing WHERE account_id = ${accountId}`,
  );

describe('enforce', () => {
  it('disables a moment and warns its author in one transaction, logged, and the app reads the strike', async () => {
    const moment = (await one<{ id: number }>(sql`SELECT id FROM moments WHERE enabled ORDER BY id LIMIT 1`)).id;
    const author = await authorOfMoment(moment);
    const before = await momentState(moment);
    const countBefore = await momentCount(author);
    const reply = ok(
      await s.call(
        '/admins/account/enforce',
        {
          accountId: author,
          kind: 'warn',
          reasonCode: 'spam',
          content: { kind: 'moment', id: moment, disable: true, expectedVersion: before.version },
        },
        { token: agent },
      ),
    );
    expect(reply.enforcement).toMatchObject({ kind: 'warn', accountId: author, active: true, reasonCode: 'spam' });
    expect(reply.enforcement.reason).toMatch(/^\[spam\] /);
    // Taken from the item, the act decides it: disabled and REJECTED (a version for each field that moved).
    const decided = before.audit_status === 'REJECTED' ? before.version + 1 : before.version + 2;
    expect(reply.content).toEqual({
      kind: 'moment',
      id: moment,
      version: decided,
      enabled: false,
      auditStatus: 'REJECTED',
    });
    expect(reply.summary.activeStrikes).toBe(1);
    expect(await momentState(moment)).toEqual({ enabled: false, audit_status: 'REJECTED', version: decided });
    expect(await momentCount(author)).toBe(countBefore - 1);
    const strikes = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT id FROM app_account_strikes WHERE account_id = ${author}`,
    );
    expect(strikes.map((r) => r.id)).toContain(reply.enforcement.id);
    const logged = (await actionLogRows(s.db)).filter(
      (r) => r.action === 'account.warn' || r.action === 'moment.set_enabled',
    );
    expect(logged.map((r) => r.action).slice(-2)).toEqual(['moment.set_enabled', 'account.warn']);

    // The undo takes both back: the strike is revoked and the moment enabled again at the version left.
    const undone = ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        {
          id: reply.enforcement.id,
          expectedVersion: reply.enforcement.version,
          content: { enabled: true, expectedVersion: reply.content!.version },
        },
        { token: agent },
      ),
    );
    expect(undone.enforcement.revokedAt).not.toBeNull();
    expect(undone.enforcement.active).toBe(false);
    expect(undone.summary.activeStrikes).toBe(0);
    // …and the moment back as the act found it: enabled, with its audit status of before.
    expect(await momentState(moment)).toEqual({
      enabled: true,
      audit_status: before.audit_status,
      version: before.audit_status === 'REJECTED' ? decided + 1 : decided + 2,
    });
    expect(await momentCount(author)).toBe(countBefore);
    const history = ok(await s.call('/admins/account/enforcements', { accountId: author }, { token: agent }));
    expect(history.list.map((e) => e.id)).toContain(reply.enforcement.id);
  });

  it('refuses a stale content version and writes nothing', async () => {
    const moment = w.moments[1]!;
    const author = await authorOfMoment(moment);
    const sum = await contentChecksum(s.db);
    const logs = await actionCount(s.db);
    const reply = await s.call(
      '/admins/account/enforce',
      {
        accountId: author,
        kind: 'warn',
        reason: 'x',
        content: { kind: 'moment', id: moment, disable: true, expectedVersion: 99 },
      },
      { token: agent },
    );
    expect(reply.body.code).toBe(40900);
    expect(await contentChecksum(s.db)).toBe(sum);
    expect(await actionCount(s.db)).toBe(logs);
  });

  it('refuses bad input with a 40000 naming the field, and changes nothing', async () => {
    const author = fresh[1]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ accountId: author, kind: 'suspend', reason: 'x' }, 'days'],
      [{ accountId: author, kind: 'suspend', reason: 'x', days: 0 }, 'days'],
      [{ accountId: author, kind: 'warn', reason: 'x', days: 3 }, 'days'],
      [{ accountId: author, kind: 'warn' }, 'reason'],
      [{ accountId: author, kind: 'kick', reason: 'x' }, 'kind'],
      [
        { accountId: author, kind: 'warn', reason: 'x', content: { kind: 'message', id: 1, disable: true } },
        'content.disable',
      ],
      [{ accountId: author, kind: 'warn', reason: 'x', extra: 1 }, 'extra'],
      [{ accountId: author, kind: 'suspend', reason: 'x', endsAt: new Date(clock - DAY).toISOString() }, 'endsAt'],
    ];
    const logs = await actionCount(s.db, 'request.refused');
    for (const [body, field] of cases) {
      const reply = await s.raw('/admins/account/enforce', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${agent}` },
        body: JSON.stringify(body),
      });
      expect(reply.body.code, JSON.stringify(body)).toBe(40000);
      expect(reply.body.msg).toContain(field);
    }
    const other = await s.call(
      '/admins/account/enforce',
      {
        accountId: author,
        kind: 'warn',
        reason: 'x',
        content: { kind: 'moment', id: w.moments.find(() => true)!, disable: false },
      },
      { token: agent },
    );
    if ((await authorOfMoment(w.moments[0]!)) !== author) {
      expect(other.body.code).toBe(40000);
      expect(other.body.msg).toContain('content.id');
    }
    const [row] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int n FROM enforcements WHERE account_id = ${author}`,
    );
    expect(row!.n).toBe(other.body.code === 200 ? 1 : 0);
    expect(await actionCount(s.db, 'request.refused')).toBe(logs + (other.body.code === 200 ? 1 : 0));
  });

  it('refuses PROMOTE on every enforcement endpoint', async () => {
    const bodies = [
      ['/admins/account/enforce', { accountId: w.accounts[0]!, kind: 'warn', reason: 'x' }],
      ['/admins/account/enforcements', { accountId: w.accounts[0]! }],
      ['/admins/account/notes', { accountId: w.accounts[0]! }],
      ['/admins/account/note-add', { accountId: w.accounts[0]!, text: 'x' }],
      ['/admins/appeal-list/get', {}],
      ['/admins/appeal/decide', { id: 1, expectedVersion: 1, decision: 'uphold' }],
    ] as const;
    for (const [path, body] of bodies) {
      const reply = await s.raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${promote}` },
        body: JSON.stringify(body),
      });
      expect(reply.body.code, path).toBe(40300);
    }
  });
});

describe('suspension', () => {
  it('ends by itself when the clock passes its end, and the history keeps it', async () => {
    const account = fresh[2]!;
    const reply = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'suspend', days: 3, reasonCode: 'harassment' },
        { token: root },
      ),
    );
    const end = new Date(clock + 3 * DAY).toISOString();
    expect(reply.enforcement.endsAt).toBe(end);
    expect(reply.summary.suspendedUntil).toBe(end);
    expect((await standing(account)).effective_status).toBe('SUSPENDED');
    const status = await one<{ status: string; suspended_until: Date }>(
      sql`SELECT status, suspended_until FROM accounts WHERE id = ${account}`,
    );
    expect(status.status).toBe('NORMAL');
    expect(new Date(status.suspended_until).toISOString()).toBe(end);

    clock += 3 * DAY + 1;
    const after = ok(await s.call('/admins/account/enforcements', { accountId: account }, { token: agent }));
    expect(after.summary.suspendedUntil).toBeNull();
    expect(after.list[0]).toMatchObject({ id: reply.enforcement.id, active: false, revokedAt: null });
    // A new suspension is no replacement now: the old one has ended.
    const again = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'suspend', days: 1, reason: 'again' },
        { token: root },
      ),
    );
    expect(again.replaced).toBeNull();
  });

  it('refuses a second suspension while one is in force unless asked to replace it; undo brings the first back', async () => {
    const account = fresh[3]!;
    const first = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'suspend', days: 7, reason: 'a' },
        { token: agent },
      ),
    );
    const second = await s.call(
      '/admins/account/enforce',
      { accountId: account, kind: 'suspend', days: 30, reason: 'b' },
      { token: agent },
    );
    expect(second.body.code).toBe(42200);
    expect((second.body.data as unknown as { active: { id: number } }).active.id).toBe(first.enforcement.id);
    const replacing = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'suspend', days: 30, reason: 'b', replaceActive: true },
        { token: agent },
      ),
    );
    expect(replacing.replaced).toMatchObject({ id: first.enforcement.id, active: false });
    expect(replacing.summary.suspendedUntil).toBe(replacing.enforcement.endsAt);
    const undo = ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        { id: replacing.enforcement.id, expectedVersion: replacing.enforcement.version },
        { token: agent },
      ),
    );
    expect(undo.summary.suspendedUntil).toBe(first.enforcement.endsAt);
    expect((await actionLogRows(s.db, 'enforcement.restore')).at(-1)?.target_id).toBe(String(first.enforcement.id));
  });

  it('never leaves two suspensions in force when moderators act at once', async () => {
    const account = fresh[4]!;
    const mods = await extraModerators(s, 6);
    const plain = await Promise.all(
      mods.map((m, i) =>
        s.call(
          '/admins/account/enforce',
          { accountId: account, kind: 'suspend', days: i + 1, reason: `m${i}` },
          { token: m.token },
        ),
      ),
    );
    expect(plain.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(plain.filter((r) => r.body.code === 42200)).toHaveLength(5);
    const replacing = await Promise.all(
      mods.map((m, i) =>
        s.call(
          '/admins/account/enforce',
          { accountId: account, kind: 'suspend', days: i + 1, reason: `r${i}`, replaceActive: true },
          { token: m.token },
        ),
      ),
    );
    expect(replacing.every((r) => r.body.code === 200)).toBe(true);
    const active = await queryRows<{ id: number; ends_at: Date }>(
      s.db,
      sql`SELECT id, ends_at FROM enforcements WHERE account_id = ${account} AND kind = 'suspend'
        AND revoked_at IS NULL AND ends_at > ${new Date(clock).toISOString()}::timestamptz`,
    );
    expect(active).toHaveLength(1);
    const stored = await one<{ u: Date }>(sql`SELECT suspended_until AS u FROM accounts WHERE id = ${account}`);
    expect(new Date(stored.u).getTime()).toBe(new Date(active[0]!.ends_at).getTime());
  });
});

describe('ban', () => {
  it('sets BANNED through the status path and its undo gives the previous status back', async () => {
    const account = fresh[5]!;
    const reply = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'ban', reasonCode: 'fraud' },
        { token: agent },
      ),
    );
    expect((await standing(account)).effective_status).toBe('BANNED');
    expect((await actionLogRows(s.db, 'account.set_status')).at(-1)?.after).toMatchObject({ status: 'BANNED' });
    const again = await s.call(
      '/admins/account/enforce',
      { accountId: account, kind: 'ban', reason: 'x' },
      { token: agent },
    );
    expect(again.body.code).toBe(42200);
    ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        { id: reply.enforcement.id, expectedVersion: reply.enforcement.version },
        { token: agent },
      ),
    );
    expect((await standing(account)).status).toBe('NORMAL');
  });
});

describe('enforce from the reports queue', () => {
  it('finishes the reports about the author VALID and warns them in one call; the undo reopens them with it', async () => {
    const author = fresh[0]!;
    const other = fresh[1]!;
    const [moment] = await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO moments (account_id, text) VALUES (${author}, 'buy followers here') RETURNING id`,
    );
    const report = async (type: string, target: number) =>
      (
        await one<{ id: number; version: number }>(
          sql`INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (${other}, ${type}, ${target}, 'spam') RETURNING id, version`,
        )
      ).id;
    const onMoment = [await report('moment', moment!.id), await report('moment', moment!.id)];
    const onAccount = await report('account', author);
    const aboutOther = await report('account', other);
    const reportState = (ids: number[]) =>
      queryRows<{ id: number; status: string; result: string | null; version: number }>(
        s.db,
        sql`SELECT id, status, result, version FROM reports WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`,
      );
    const ids = [...onMoment, onAccount];
    const actionsBefore = await actionCount(s.db);

    // A report about someone else refuses the whole call: nothing is finished, no strike.
    const wrong = await s.call(
      '/admins/account/enforce',
      { accountId: author, kind: 'warn', reasonCode: 'spam', reports: { ids: [onMoment[0]!, aboutOther] } },
      { token: agent },
    );
    expect(wrong.body.code).toBe(40000);
    expect(wrong.body.msg).toContain('reports.ids');
    expect((await reportState([onMoment[0]!])).map((r) => r.status)).toEqual(['OPEN']);
    expect(await actionCount(s.db)).toBe(actionsBefore);

    const versions = Object.fromEntries((await reportState(ids)).map((r) => [String(r.id), r.version]));
    const reply = ok(
      await s.call(
        '/admins/account/enforce',
        {
          accountId: author,
          kind: 'warn',
          reasonCode: 'spam',
          content: { kind: 'moment', id: moment!.id, disable: false },
          reports: { ids, expectedVersions: versions },
        },
        { token: agent },
      ),
    );
    expect(reply.enforcement).toMatchObject({
      kind: 'warn',
      active: true,
      content: { kind: 'moment', id: moment!.id },
    });
    expect(reply.reports.map((r) => [r.id, r.status, r.result])).toEqual(ids.map((id) => [id, 'FINISHED', 'VALID']));
    expect((await reportState(ids)).every((r) => r.status === 'FINISHED' && r.result === 'VALID')).toBe(true);
    const finishes = (await actionLogRows(s.db, 'report.finish')).slice(-3);
    expect(finishes.map((r) => Number(r.target_id)).sort((a, b) => a - b)).toEqual(ids);
    expect((await actionLogRows(s.db, 'account.warn')).at(-1)?.after).toMatchObject({ reportsFinished: ids });

    const back = ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        {
          id: reply.enforcement.id,
          expectedVersion: reply.enforcement.version,
          reports: { ids, expectedVersions: Object.fromEntries(reply.reports.map((r) => [String(r.id), r.version])) },
        },
        { token: agent },
      ),
    );
    expect(back.enforcement.revokedAt).not.toBeNull();
    expect(back.reports.map((r) => r.status)).toEqual(['OPEN', 'OPEN', 'OPEN']);
    expect((await reportState(ids)).every((r) => r.status === 'OPEN' && r.result === null)).toBe(true);
    expect(back.summary.activeStrikes).toBe(0);
  });
});

describe('the undo of an act taken from a queue card, in that tab’s hand', () => {
  const NOBODY = { ids: [], items: 0, moderators: 0, ownTabs: 0 };
  /** A hand of one author's items: the world's other pending items stay out of these tests. */
  const leaseOf = async (token: string, body: LeaseBody) =>
    ok(await s.call('/admins/queue/lease', { count: 10, ...body }, { token }));
  const idsOf = (r: { list: { id: number }[] }) => r.list.map((i) => i.id);
  const holdersOf = (queue: string, ids: number[]) =>
    queryRows<{ item_id: number; holder: string }>(
      s.db,
      sql`SELECT item_id, holder FROM queue_leases
          WHERE queue = ${queue} AND item_id = ANY(${`{${ids.join(',')}}`}::int[]) AND expires_at > now()
          ORDER BY item_id`,
    );
  const newMoment = async (author: number) =>
    (
      await one<{ id: number }>(
        sql`INSERT INTO moments (account_id, text) VALUES (${author}, 'cheap followers, message me') RETURNING id`,
      )
    ).id;
  const warnWith = async (author: number, moment: number) =>
    ok(
      await s.call(
        '/admins/account/enforce',
        {
          accountId: author,
          kind: 'warn',
          reasonCode: 'spam',
          content: { kind: 'moment', id: moment, disable: true, expectedVersion: (await momentState(moment)).version },
        },
        { token: agent },
      ),
    );
  const revoke = async (reply: Awaited<ReturnType<typeof warnWith>>, holder?: string) =>
    ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        {
          id: reply.enforcement.id,
          expectedVersion: reply.enforcement.version,
          content: { enabled: true, expectedVersion: reply.content!.version },
          ...(holder === undefined ? {} : { holder }),
        },
        { token: agent },
      ),
    );

  it('leases the item back to the tab: another moderator’s lease is not handed it', async () => {
    const author = await seedAccount(s.db, { nickname: 'hand-a' });
    const moment = await newMoment(author);
    expect(idsOf(await leaseOf(agent, { queue: 'moment', holder: 'tab-a', filters: { accountId: author } }))).toEqual([
      moment,
    ]);
    const reply = await warnWith(author, moment);
    // The act decided the item and ended its lease: it waits in no queue.
    expect(await holdersOf('moment', [moment])).toEqual([]);

    const undone = await revoke(reply, 'tab-a');
    expect(undone.heldByOthers).toEqual(NOBODY);
    expect(await momentState(moment)).toMatchObject({ enabled: true, audit_status: 'PENDING' });
    expect(await holdersOf('moment', [moment])).toEqual([{ item_id: moment, holder: 'tab-a' }]);
    const rootHand = await leaseOf(root, { queue: 'moment', holder: 'root-tab', filters: { accountId: author } });
    expect(idsOf(rootHand)).toEqual([]);
    expect(rootHand.heldByOthers).toMatchObject({ items: 1, moderators: 1 });
  });

  it('without a holder (the drawer, a table) leases nothing', async () => {
    const author = await seedAccount(s.db, { nickname: 'hand-b' });
    const moment = await newMoment(author);
    const undone = await revoke(await warnWith(author, moment));
    expect(undone).not.toHaveProperty('heldByOthers');
    expect(await holdersOf('moment', [moment])).toEqual([]);
  });

  it('an item another holder took meanwhile is put back all the same and stays theirs', async () => {
    const author = await seedAccount(s.db, { nickname: 'hand-c' });
    const moment = await newMoment(author);
    const reply = await warnWith(author, moment);
    // Root works the rejected items: the decided one is in root's hand.
    expect(
      idsOf(
        await leaseOf(root, {
          queue: 'moment',
          holder: 'root-tab',
          filters: { accountId: author, auditStatus: 'REJECTED' },
        }),
      ),
    ).toEqual([moment]);
    const undone = await revoke(reply, 'tab-a');
    expect(undone.heldByOthers).toEqual({ ids: [moment], items: 1, moderators: 1, ownTabs: 0 });
    expect(await momentState(moment)).toMatchObject({ enabled: true, audit_status: 'PENDING' });
    expect(await holdersOf('moment', [moment])).toEqual([{ item_id: moment, holder: 'root-tab' }]);
  });

  it('from the reports queue, the reports opened again are the tab’s', async () => {
    const author = await seedAccount(s.db, { nickname: 'hand-d' });
    const reporter = await seedAccount(s.db, { nickname: 'hand-d-reporter' });
    const [report] = await queryRows<{ id: number; version: number }>(
      s.db,
      sql`INSERT INTO reports (reporter_id, target_type, target_id, reason)
          VALUES (${reporter}, 'account', ${author}, 'spam') RETURNING id, version`,
    );
    expect(idsOf(await leaseOf(agent, { queue: 'report', holder: 'tab-a', filters: { accountId: reporter } }))).toEqual(
      [report!.id],
    );
    const reply = ok(
      await s.call(
        '/admins/account/enforce',
        {
          accountId: author,
          kind: 'warn',
          reasonCode: 'spam',
          reports: { ids: [report!.id], expectedVersions: { [report!.id]: report!.version } },
        },
        { token: agent },
      ),
    );
    // The tab's next lease names the finished report done and lets it go.
    ok(
      await s.call(
        '/admins/queue/lease',
        { queue: 'report', count: 1, holder: 'tab-a', done: [report!.id], filters: { accountId: reporter } },
        { token: agent },
      ),
    );
    expect(await holdersOf('report', [report!.id])).toEqual([]);

    const back = ok(
      await s.call(
        '/admins/account/enforcement-revoke',
        {
          id: reply.enforcement.id,
          expectedVersion: reply.enforcement.version,
          reports: { ids: [report!.id], expectedVersions: { [report!.id]: reply.reports[0]!.version } },
          holder: 'tab-a',
        },
        { token: agent },
      ),
    );
    expect(back.heldByOthers).toEqual(NOBODY);
    expect(await holdersOf('report', [report!.id])).toEqual([{ item_id: report!.id, holder: 'tab-a' }]);
    expect(
      idsOf(await leaseOf(root, { queue: 'report', holder: 'root-tab', filters: { accountId: reporter } })),
    ).toEqual([]);
  });
});

describe('appeals', () => {
  it('an appeal written by the app joins the queue; overturning lifts the suspension, reopening puts it back', async () => {
    const account = fresh[6]!;
    const e = ok(
      await s.call(
        '/admins/account/enforce',
        { accountId: account, kind: 'suspend', days: 7, reason: 'x' },
        { token: agent },
      ),
    ).enforcement;
    // The social app writes the appeal itself, with plain SQL.
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'not me', appealed_at = now(), version = version + 1 WHERE id = ${e.id}`,
    );
    const page = ok(await s.call('/admins/appeal-list/get', { pageSize: 50 }, { token: agent }));
    const item = page.list.find((i) => i.id === e.id)!;
    expect(item).toMatchObject({ appealState: 'pending', appealText: 'not me', account: { id: account } });
    const over = ok(
      await s.call(
        '/admins/appeal/decide',
        { id: e.id, expectedVersion: item.version, decision: 'overturn' },
        { token: agent },
      ),
    );
    expect(over).toMatchObject({ appealState: 'overturned', active: false });
    expect(over.revokedAt).not.toBeNull();
    expect((await standing(account)).effective_status).toBe('NORMAL');
    expect((await actionLogRows(s.db, 'enforcement.appeal_overturn')).at(-1)?.target_id).toBe(String(e.id));
    const stale = await s.call(
      '/admins/appeal/decide',
      { id: e.id, expectedVersion: item.version, decision: 'uphold' },
      { token: agent },
    );
    expect(stale.body.code).toBe(40900);
    const back = ok(
      await s.call('/admins/appeal/reopen', { id: e.id, expectedVersion: over.version }, { token: agent }),
    );
    expect(back).toMatchObject({ appealState: 'pending', active: true, revokedAt: null });
    expect((await standing(account)).effective_status).toBe('SUSPENDED');
  });

  it('support staff mark an appeal; upholding keeps the strike; the queue pages by cursor', async () => {
    const account = fresh[7]!;
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        ok(
          await s.call(
            '/admins/account/enforce',
            { accountId: account, kind: 'warn', reason: `w${i}` },
            { token: agent },
          ),
        ).enforcement,
      );
    }
    for (const e of made) {
      clock += 1000;
      ok(
        await s.call('/admins/appeal/open', { id: e.id, expectedVersion: e.version, text: 'please' }, { token: agent }),
      );
    }
    const twice = await s.call('/admins/appeal/open', { id: made[0]!.id, text: 'again' }, { token: agent });
    expect(twice.body.code).toBe(42200);
    const first = ok(
      await s.call('/admins/appeal-list/get', { pageSize: 2, filters: { accountId: account } }, { token: agent }),
    );
    expect(first.total).toBe(3);
    expect(first.list.map((i) => i.id)).toEqual([made[0]!.id, made[1]!.id]);
    const next = ok(
      await s.call(
        '/admins/appeal-list/get',
        { pageSize: 2, cursor: first.nextCursor!, filters: { accountId: account } },
        { token: agent },
      ),
    );
    expect(next.list.map((i) => i.id)).toEqual([made[2]!.id]);
    const up = ok(
      await s.call(
        '/admins/appeal/decide',
        { id: made[0]!.id, expectedVersion: first.list[0]!.version, decision: 'uphold', note: 'fair' },
        { token: root },
      ),
    );
    expect(up).toMatchObject({
      appealState: 'upheld',
      active: true,
      appealNote: 'fair',
      appealDecidedBy: { username: 'root' },
    });
    const bad = await s.call('/admins/appeal-list/get', { cursor: 'nope' }, { token: agent });
    expect(bad.body.code).toBe(40000);
    // Well-formed but impossible: month 13, or an id past int4. Refused as 40000, not a 500 from the query.
    for (const forged of [
      { v: '2026-13-45T99:00:00.000Z', id: 1 },
      { v: '2026-01-01T00:00:00.000Z', id: 2 ** 31 },
    ]) {
      const cursor = Buffer.from(JSON.stringify(forged)).toString('base64url');
      const refused = await s.call('/admins/appeal-list/get', { cursor }, { token: agent });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 40000, data: { field: 'cursor' } });
    }
  });

  it('two moderators lease disjoint hands; a decided appeal leaves the hand; a stale decision gets the row back', async () => {
    const account = fresh[9]!;
    const appealed = [];
    for (let i = 0; i < 5; i++) {
      const e = ok(
        await s.call(
          '/admins/account/enforce',
          { accountId: account, kind: 'warn', reason: `l${i}` },
          { token: agent },
        ),
      ).enforcement;
      clock += 1000;
      appealed.push(
        ok(await s.call('/admins/appeal/open', { id: e.id, expectedVersion: e.version, text: 'p' }, { token: agent })),
      );
    }
    const ids = appealed.map((e) => e.id);
    const filters = { accountId: account };
    const lease = async (token: string, count: number) =>
      ok(await s.call('/admins/appeal/lease', { count, filters }, { token }));

    const mine = await lease(agent, 3);
    expect(mine.list.map((i) => i.id)).toEqual(ids.slice(0, 3));
    expect(mine.list[0]).toMatchObject({ appealState: 'pending', account: { id: account } });
    expect(mine).toMatchObject({ total: 5, heldByOthers: { items: 0, moderators: 0, ownTabs: 0 } });
    const theirs = await lease(root, 5);
    expect(theirs.list.map((i) => i.id)).toEqual(ids.slice(3));
    expect(theirs.heldByOthers).toEqual({ items: 3, moderators: 1, ownTabs: 0 });
    // Asking again renews the same hand.
    expect((await lease(agent, 3)).list.map((i) => i.id)).toEqual(ids.slice(0, 3));

    const first = mine.list[0]!;
    ok(
      await s.call(
        '/admins/appeal/decide',
        { id: first.id, expectedVersion: first.version, decision: 'uphold' },
        { token: agent },
      ),
    );
    // The decided appeal is released; nothing else is free, so the hand shrinks.
    expect((await lease(agent, 3)).list.map((i) => i.id)).toEqual(ids.slice(1, 3));
    const held = await queryRows<{ item_id: number; admin_id: number }>(
      s.db,
      sql`SELECT item_id, admin_id FROM queue_leases WHERE queue = 'appeal' AND item_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(held.some((l) => l.item_id === first.id)).toBe(false);

    // Root's hand goes back: agent's next lease takes it up.
    expect(ok(await s.call('/admins/appeal/release', {}, { token: root })).released).toBe(2);
    expect((await lease(agent, 5)).list.map((i) => i.id)).toEqual(ids.slice(1));

    // A decision on a version someone else moved on: 40900 with the row as it is now.
    const stale = await s.call(
      '/admins/appeal/decide',
      { id: first.id, expectedVersion: first.version, decision: 'overturn' },
      { token: root },
    );
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ current: { id: first.id, appealState: 'upheld' } });
    ok(await s.call('/admins/appeal/release', {}, { token: agent }));
  });
});

describe('the appeal card', () => {
  it("carries the content that caused the enforcement as it is now, and the author's other enforcements", async () => {
    const account = (
      await one<{ id: number }>(
        sql`INSERT INTO accounts (nickname, avatar_url, phone, source)
            VALUES ('appealer', '/media/avatar/1.svg', '13911110000', 'huawei') RETURNING id`,
      )
    ).id;
    const moment = (
      await one<{ id: number }>(
        sql`INSERT INTO moments (account_id, text, media)
            VALUES (${account}, 'buy followers at example.test', '[{"kind":"image","url":"/media/photo/1.svg"}]'::jsonb)
            RETURNING id`,
      )
    ).id;
    const priors = [];
    for (const reason of ['first', 'second']) {
      priors.push(
        ok(await s.call('/admins/account/enforce', { accountId: account, kind: 'warn', reason }, { token: agent }))
          .enforcement,
      );
      clock += 1000;
    }
    const e = ok(
      await s.call(
        '/admins/account/enforce',
        {
          accountId: account,
          kind: 'suspend',
          hours: 6,
          reason: 'spam',
          content: { kind: 'moment', id: moment, disable: true },
        },
        { token: agent },
      ),
    ).enforcement;
    // The app appeals with plain SQL, as the API tests above.
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'hacked', appealed_at = now(), version = version + 1 WHERE id = ${e.id}`,
    );
    const hand = ok(
      await s.call('/admins/appeal/lease', { count: 5, filters: { accountId: account } }, { token: root }),
    );
    expect(hand.list.map((i) => i.id)).toEqual([e.id]);
    const item = hand.list[0]!;
    expect(item.cause).toEqual({
      kind: 'moment',
      id: moment,
      exists: true,
      snippet: 'buy followers at example.test',
      media: [{ kind: 'image', url: '/media/photo/1.svg' }],
      enabled: false,
      auditStatus: 'REJECTED',
    });
    // Newest first, the appealed one left out: what the `u` drawer lists.
    expect(item.prior.map((p) => p.id)).toEqual([priors[1]!.id, priors[0]!.id]);
    expect(item.prior.map((p) => p.kind)).toEqual(['warn', 'warn']);
    expect(item.priorTotal).toBe(2);
    const listed = ok(
      await s.call('/admins/appeal-list/get', { pageSize: 5, filters: { accountId: account } }, { token: root }),
    );
    expect(listed.list[0]).toMatchObject({ cause: { id: moment, enabled: false }, priorTotal: 2 });

    // An act with no content has no cause; the other appeal in the hand counts among its history.
    const plain = ok(
      await s.call('/admins/account/enforce', { accountId: account, kind: 'warn', reason: 'x' }, { token: agent }),
    ).enforcement;
    await s.db.execute(
      sql`UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'again', appealed_at = now(), version = version + 1 WHERE id = ${plain.id}`,
    );
    const both = ok(
      await s.call('/admins/appeal-list/get', { pageSize: 5, filters: { accountId: account } }, { token: root }),
    );
    expect(both.list.find((i) => i.id === plain.id)).toMatchObject({ cause: null, priorTotal: 3 });
  });
});

describe('strikes', () => {
  it('stop counting after STRIKE_EXPIRY_DAYS but stay in the history', async () => {
    const account = fresh[8]!;
    ok(await s.call('/admins/account/enforce', { accountId: account, kind: 'warn', reason: 'w' }, { token: agent }));
    const now = ok(await s.call('/admins/account/enforcements', { accountId: account }, { token: agent }));
    expect(now.summary.activeStrikes).toBe(1);
    clock += (s.config.STRIKE_EXPIRY_DAYS + 1) * DAY;
    const later = ok(await s.call('/admins/account/enforcements', { accountId: account }, { token: agent }));
    expect(later.summary.activeStrikes).toBe(0);
    expect(later.list).toHaveLength(1);
    expect(later.list[0]!.active).toBe(false);
  });
});

describe('notes', () => {
  it('are appended with author and time, listed newest first, and never changed', async () => {
    const account = w.accounts[0]!;
    const a = ok(await s.call('/admins/account/note-add', { accountId: account, text: 'first' }, { token: agent }));
    clock += 1000;
    ok(await s.call('/admins/account/note-add', { accountId: account, text: 'second' }, { token: root }));
    expect(a).toMatchObject({ accountId: account, author: { username: 'agent' }, text: 'first' });
    const list = ok(await s.call('/admins/account/notes', { accountId: account }, { token: agent })).list;
    expect(list.map((n) => n.text)).toEqual(['second', 'first']);
    expect((await actionLogRows(s.db, 'account.note_add')).at(-1)?.after).toMatchObject({ text: 'second' });
    await expect(s.db.execute(sql`UPDATE account_notes SET text = 'x' WHERE id = ${a.id}`)).rejects.toThrow();
    await expect(s.db.execute(sql`DELETE FROM account_notes WHERE id = ${a.id}`)).rejects.toThrow();
    const empty = await s.call('/admins/account/note-add', { accountId: account, text: '   ' }, { token: agent });
    expect(empty.body.code).toBe(40000);
    expect(empty.body.msg).toContain('text');
    const missing = await s.call('/admins/account/notes', { accountId: 999_999 }, { token: agent });
    expect(missing.body.code).toBe(40400);
  });
});
