import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, sql, TransactionRollbackError } from 'drizzle-orm';
import { MODERATED } from '#server/db/moderation-tables';
import { actionLogRows, startServer, type TestServer } from './harness';
import { actionCount, contentChecksum, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import type { ApiPath } from '#contract/api';
import type { BulkReply } from '#contract/api/moderation-bulk';

let s: TestServer;
let w: World;
let agent: string;
let agentId: number;
let promote: string;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  agent = await s.login('agent');
  promote = await s.login('promote');
  agentId = (await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`))[0]!.id;
});
afterAll(() => s.close());

type Row = { id: number; version: number; [key: string]: unknown };

async function send(path: ApiPath, body: Record<string, unknown>, token = agent) {
  const r = await s.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return r as { status: number; body: { code: number; msg: string; data: BulkReply<Row> & { target?: string } } };
}
const state = (table: string, ids: number[]) =>
  queryRows<{ id: number; version: number; enabled: boolean; audit_status: string }>(
    s.db,
    sql`SELECT id, version, enabled, audit_status FROM ${sql.identifier(table)} WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`,
  );
const counter = async (table: string, column: string, id: number) =>
  (
    await queryRows<{ n: number }>(
      s.db,
      sql`SELECT ${sql.identifier(column)} AS n FROM ${sql.identifier(table)} WHERE id = ${id}`,
    )
  )[0]!.n;

interface EnabledCase {
  path: ApiPath;
  kind: string;
  table: string;
  ids: (w: World) => number[];
  parent?: { key: string; table: string; column: string };
}
const ENABLED: EnabledCase[] = [
  { path: '/admins/update-account-enabled', kind: 'account', table: 'accounts', ids: (w) => w.accounts },
  {
    path: '/admins/update-moment-enabled',
    kind: 'moment',
    table: 'moments',
    ids: (w) => w.moments.slice(10, 20),
    parent: { key: 'account_id', table: 'accounts', column: 'moment_count' },
  },
  {
    path: '/admins/update-moment-comment-enabled',
    kind: 'moment_comment',
    table: 'moment_comments',
    ids: (w) => w.comments,
    parent: { key: 'moment_id', table: 'moments', column: 'comment_count' },
  },
  {
    path: '/admins/update-question-enabled',
    kind: 'question',
    table: 'questions',
    ids: (w) => w.questions,
    parent: { key: 'account_id', table: 'accounts', column: 'question_count' },
  },
  {
    path: '/admins/update-question-reply-enabled',
    kind: 'question_reply',
    table: 'question_replies',
    ids: (w) => w.replies,
    parent: { key: 'question_id', table: 'questions', column: 'reply_count' },
  },
  {
    path: '/admins/update-reply-comment-enabled',
    kind: 'reply_comment',
    table: 'reply_comments',
    ids: (w) => w.replyComments,
  },
];

describe.each(ENABLED)('$path', ({ path, kind, table, ids, parent }) => {
  it('changes the fresh rows, leaves stale and already-set ones, lists missing ids, logs each change, keeps counters', async () => {
    const [a, b, c, d] = ids(w) as [number, number, number, number];
    await s.db.execute(
      sql`UPDATE ${sql.identifier(table)} SET enabled = (id <> ${c}) WHERE id = ANY(${sql.param([a, b, c, d])}::int[])`,
    );
    const before = await state(table, [a, b, c, d]);
    const parentOf = async (id: number) =>
      (
        await queryRows<{ p: number }>(
          s.db,
          sql`SELECT ${sql.identifier(parent?.key ?? 'id')} AS p FROM ${sql.identifier(table)} WHERE id = ${id}`,
        )
      )[0]!.p;
    const parents = parent ? await Promise.all([a, b].map(parentOf)) : [];
    const countersBefore = parent ? await Promise.all(parents.map((p) => counter(parent.table, parent.column, p))) : [];
    const logBefore = (await actionLogRows(s.db, `${kind}.set_enabled`)).length;

    const vOf = (id: number) => before.find((r) => r.id === id)!.version;
    const reply = ok(
      await send(path, {
        ids: [a, b, c, d, 999_999, a],
        enabled: false,
        reason: 'spam wave',
        expectedVersions: { [a]: vOf(a), [c]: vOf(c), [d]: vOf(d) + 7 },
      }),
    );

    expect(reply.updated.map((r) => [r.id, r.version, r.enabled])).toEqual(
      [
        [a, vOf(a) + 1, false],
        [b, vOf(b) + 1, false],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    expect(reply.unchanged).toEqual([c]);
    expect(reply.conflicts).toEqual([d]);
    expect(reply.missing).toEqual([999_999]);
    expect(reply.current.map((r) => [r.id, r.version, r.enabled]).sort()).toEqual(
      [
        [c, vOf(c), false],
        [d, vOf(d), true],
      ].sort(),
    );

    const after = await state(table, [a, b, c, d]);
    expect(after.map((r) => [r.id, r.version, r.enabled])).toEqual(
      before.map((r) => [
        r.id,
        [a, b].includes(r.id) ? r.version + 1 : r.version,
        [a, b].includes(r.id) ? false : r.enabled,
      ]),
    );

    const log = (await actionLogRows(s.db, `${kind}.set_enabled`)).slice(logBefore);
    expect(log.map((l) => l.target_id).sort()).toEqual([String(a), String(b)].sort());
    for (const l of log) {
      const v = vOf(Number(l.target_id));
      expect(l).toMatchObject({
        admin_id: agentId,
        target_type: kind,
        reason: 'spam wave',
        before: { enabled: true, version: v },
        after: { enabled: false, version: v + 1 },
      });
    }

    if (parent) {
      const expected = new Map<number, number>();
      parents.forEach((p, i) => expected.set(p, (expected.get(p) ?? countersBefore[i]!) - 1));
      for (const [p, n] of expected) expect(await counter(parent.table, parent.column, p)).toBe(n);
    }

    // The undo: the inverse update at the versions the reply gave back.
    const undo = ok(
      await send(path, {
        ids: [a, b],
        enabled: true,
        expectedVersions: Object.fromEntries(reply.updated.map((r) => [r.id, r.version])),
      }),
    );
    expect(undo.updated.map((r) => [r.enabled, r.version])).toEqual(reply.updated.map((r) => [true, r.version + 1]));
    if (parent) {
      for (const [i, p] of parents.entries())
        expect(await counter(parent.table, parent.column, p)).toBe(countersBefore[i]);
    }
  });
});

describe('preset reasons', () => {
  it('are stored by code with the words of the default language, the note after them', async () => {
    const [one, two] = w.questions.slice(3, 5) as [number, number];
    ok(await send('/admins/update-question-enabled', { ids: [one], enabled: false, reasonCode: 'spam' }));
    let log = await actionLogRows(s.db, 'question.set_enabled');
    expect(log.at(-1)).toMatchObject({ target_id: String(one), reason: '[spam] 垃圾信息或广告' });
    ok(
      await send('/admins/update-question-enabled', {
        ids: [two],
        enabled: false,
        reasonCode: 'fraud',
        reason: 'same ring as #12',
      }),
    );
    log = await actionLogRows(s.db, 'question.set_enabled');
    expect(log.at(-1)).toMatchObject({ target_id: String(two), reason: '[fraud] 欺诈: same ring as #12' });
  });

  it('a certification takes presets of its own, stored the same way', async () => {
    const c2 = w.certs[1]!;
    ok(
      await send('/admins/update-audit-status', {
        target: 'avatar_cert',
        ids: [c2],
        auditStatus: 'REJECTED',
        reasonCode: 'face_mismatch',
      }),
    );
    const log = await actionLogRows(s.db, 'avatar_cert.set_audit_status');
    expect(log.at(-1)).toMatchObject({ target_id: String(c2), reason: '[face_mismatch] 自拍与头像不是同一人' });
  });

  it('name the account status change by code too', async () => {
    const account = w.accounts.at(-1)!;
    ok(await send('/admins/account-status', { accountId: account, accountStatus: 'MUTED', reasonCode: 'harassment' }));
    const log = await actionLogRows(s.db, 'account.set_status');
    expect(log.at(-1)).toMatchObject({ target_id: String(account), reason: '[harassment] 骚扰或辱骂' });
  });
});

describe('update-audit-status', () => {
  it("sets the audit status of any auditable kind and answers that kind's rows", async () => {
    const ids = w.questions.slice(0, 3);
    const before = await state('questions', ids);
    const reply = ok(
      await send('/admins/update-audit-status', { target: 'question', ids, auditStatus: 'APPROVED', reason: 'fine' }),
    );
    expect(reply.target).toBe('question');
    const changed = before.filter((r) => r.audit_status !== 'APPROVED');
    expect(reply.updated.map((r) => [r.id, r.version])).toEqual(changed.map((r) => [r.id, r.version + 1]));
    expect(reply.unchanged).toEqual(before.filter((r) => r.audit_status === 'APPROVED').map((r) => r.id));
    expect(reply.updated.every((r) => r.auditStatus === 'APPROVED' && typeof r.title === 'string')).toBe(true);
    expect(reply.unchanged.length + reply.updated.length).toBe(3);
    const log = await actionLogRows(s.db, 'question.set_audit_status');
    expect(log.at(-1)).toMatchObject({ after: { auditStatus: 'APPROVED' }, reason: 'fine' });
  });

  it("avatar certifications: records the reviewer and keeps each account's certified flag true to its approvals", async () => {
    const [c1, , c3] = w.certs as [number, number, number];
    const a1 = w.accounts[0]!;
    const a3 = w.accounts[2]!;
    const approve = ok(
      await send('/admins/update-audit-status', { target: 'avatar_cert', ids: [c1], auditStatus: 'APPROVED' }),
    );
    expect(approve.updated[0]).toMatchObject({
      id: c1,
      auditStatus: 'APPROVED',
      reviewedBy: agentId,
      reviewedAt: expect.any(String),
    });
    const reject = ok(
      await send('/admins/update-audit-status', { target: 'avatar_cert', ids: [c3], auditStatus: 'REJECTED' }),
    );
    expect(reject.updated[0]).toMatchObject({ id: c3, auditStatus: 'REJECTED' });
    const accs = await queryRows<{ id: number; certified: boolean; version: number }>(
      s.db,
      sql`SELECT id, certified, version FROM accounts WHERE id IN (${a1}, ${a3}) ORDER BY id`,
    );
    expect(accs.map((a) => a.certified)).toEqual([true, false]);
    const log = await actionLogRows(s.db, 'account.set_certified');
    expect(log.map((l) => [l.target_id, (l.after as { certified: boolean }).certified])).toEqual([
      [String(a1), true],
      [String(a3), false],
    ]);
  });

  it('accounts: stale versions are conflicts and change nothing', async () => {
    const id = w.accounts[1]!;
    const [before] = await state('accounts', [id]);
    const reply = ok(
      await send('/admins/update-audit-status', {
        target: 'account',
        ids: [id],
        auditStatus: 'REJECTED',
        expectedVersions: { [id]: before!.version + 1 },
      }),
    );
    expect(reply).toMatchObject({ updated: [], conflicts: [id], missing: [] });
    expect(await state('accounts', [id])).toEqual([before]);
  });
});

describe('account-status', () => {
  it('single form: one account, with its expected version', async () => {
    const id = w.accounts[0]!;
    const [before] = await state('accounts', [id]);
    const reply = ok(
      await send('/admins/account-status', {
        accountId: id,
        accountStatus: 'BANNED',
        expectedVersion: before!.version,
        reason: 'fraud ring',
      }),
    );
    expect(reply.updated).toMatchObject([{ id, status: 'BANNED', version: before!.version + 1 }]);
    expect((await actionLogRows(s.db, 'account.set_status')).at(-1)).toMatchObject({
      target_id: String(id),
      before: { status: 'NORMAL' },
      after: { status: 'BANNED' },
      reason: 'fraud ring',
    });
    const stale = ok(
      await send('/admins/account-status', {
        accountId: id,
        accountStatus: 'NORMAL',
        expectedVersion: before!.version,
      }),
    );
    expect(stale).toMatchObject({ updated: [], conflicts: [id], current: [{ id, status: 'BANNED' }] });
    expect(ok(await send('/admins/account-status', { accountId: 424_242, accountStatus: 'NORMAL' }))).toMatchObject({
      missing: [424_242],
    });
  });

  it('bulk form', async () => {
    const ids = w.accounts.slice(1, 3);
    const reply = ok(await send('/admins/account-status', { ids, accountStatus: 'MUTED', reasonCode: 'spam' }));
    // Bob was MUTED already.
    expect(reply.unchanged).toEqual([ids[0]]);
    expect(reply.updated.map((r) => [r.id, r.status])).toEqual([[ids[1], 'MUTED']]);
  });
});

describe('about-account/update', () => {
  it('sets enabled and audit status together in one versioned write', async () => {
    const id = w.about[0]!;
    const reply = ok(
      await send('/admins/about-account/update', { ids: [id], enabled: false, auditStatus: 'REJECTED' }),
    );
    expect(reply.updated).toMatchObject([
      { id, enabled: false, auditStatus: 'REJECTED', version: 2, question: 'About question 0' },
    ]);
    expect((await actionLogRows(s.db, 'about_answer.update')).at(-1)).toMatchObject({
      before: { enabled: true, auditStatus: 'PENDING', version: 1 },
      after: { enabled: false, auditStatus: 'REJECTED', version: 2 },
    });
  });
});

describe('refusals change nothing', () => {
  const ids501 = Array.from({ length: 501 }, (_, i) => i + 1);
  const bad: [string, ApiPath, Record<string, unknown>, RegExp][] = [
    ['no ids', '/admins/update-moment-enabled', { ids: [], enabled: false }, /^ids: /],
    ['501 ids', '/admins/update-moment-enabled', { ids: ids501, enabled: false }, /^ids: /],
    ['id 0', '/admins/update-question-enabled', { ids: [0], enabled: false }, /^ids\.0: /],
    ['no value', '/admins/update-moment-enabled', { ids: [1] }, /^enabled: is required/],
    [
      'unknown key',
      '/admins/update-reply-comment-enabled',
      { ids: [1], enabled: true, force: true },
      /^force: unknown key/,
    ],
    [
      'version for another id',
      '/admins/update-moment-enabled',
      { ids: [1], enabled: false, expectedVersions: { 2: 1 } },
      /^expectedVersions\.2: not among ids/,
    ],
    [
      'version not a number',
      '/admins/update-account-enabled',
      { ids: [1], enabled: false, expectedVersions: { 1: 'one' } },
      /^expectedVersions\.1: /,
    ],
    ['empty reason', '/admins/update-moment-comment-enabled', { ids: [1], enabled: false, reason: '  ' }, /^reason: /],
    [
      'reason too long',
      '/admins/update-moment-comment-enabled',
      { ids: [1], enabled: false, reason: 'x'.repeat(501) },
      /^reason: /,
    ],
    ['audit without target', '/admins/update-audit-status', { ids: [1], auditStatus: 'APPROVED' }, /^target: /],
    [
      'unknown reason code',
      '/admins/update-moment-enabled',
      { ids: [1], enabled: false, reasonCode: 'Spam or advertising' },
      /^reasonCode: /,
    ],
    [
      'a certification preset on a moment',
      '/admins/update-audit-status',
      { target: 'moment', ids: [1], auditStatus: 'REJECTED', reasonCode: 'face_mismatch' },
      /^reasonCode: a certification preset is for avatar_cert only/,
    ],
    [
      'a certification preset on an enabled update',
      '/admins/update-moment-enabled',
      { ids: [1], enabled: false, reasonCode: 'face_mismatch' },
      /^reasonCode: /,
    ],
    [
      'audit of reports',
      '/admins/update-audit-status',
      { target: 'report', ids: [1], auditStatus: 'APPROVED' },
      /^target: /,
    ],
    [
      'status both forms',
      '/admins/account-status',
      { accountId: 1, ids: [1], accountStatus: 'BANNED' },
      /^accountId: give accountId or ids/,
    ],
    ['status neither form', '/admins/account-status', { accountStatus: 'BANNED' }, /^accountId: give accountId or ids/],
    ['status bad value', '/admins/account-status', { accountId: 1, accountStatus: 'GONE' }, /^accountStatus: /],
    // A sanction says why (a restore to NORMAL, its undo, need not: the single form above).
    ['mute without reason', '/admins/account-status', { accountId: 1, accountStatus: 'MUTED' }, /^reason: MUTED needs/],
    [
      'bulk ban without reason',
      '/admins/account-status',
      { ids: [1, 2], accountStatus: 'BANNED' },
      /^reason: BANNED needs/,
    ],
    [
      'mute with an empty note',
      '/admins/account-status',
      { accountId: 1, accountStatus: 'MUTED', reason: '   ' },
      /^reason: /,
    ],
    [
      'status version with ids',
      '/admins/account-status',
      { ids: [1], expectedVersion: 1, accountStatus: 'BANNED', reasonCode: 'fraud' },
      /^expectedVersion: only with accountId/,
    ],
    [
      'about with nothing to set',
      '/admins/about-account/update',
      { ids: [1] },
      /^enabled: give enabled, auditStatus or both/,
    ],
  ];
  it.each(bad)('%s → 40000', async (_name, path, body, msg) => {
    const [sum, logged] = [await contentChecksum(s.db), await actionCount(s.db, 'request.refused')];
    const r = await send(path, body);
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(msg);
    // Nothing changed and nothing was decided; the refusal itself is in the log (once a minute).
    expect([await contentChecksum(s.db), await actionCount(s.db, 'request.refused')]).toEqual([sum, logged]);
    const refused = await actionLogRows(s.db, 'request.refused');
    expect(refused.some((row) => row.target_id === path)).toBe(true);
  });

  const writes: ApiPath[] = [
    ...ENABLED.map((e) => e.path),
    '/admins/update-audit-status',
    '/admins/account-status',
    '/admins/about-account/update',
    '/admins/update-report-finish',
    '/admins/update-report-reopen',
  ];
  it.each(writes)('%s: PROMOTE gets 40300', async (path) => {
    const sum = await contentChecksum(s.db);
    const r = await send(
      path,
      { ids: [1], enabled: false, auditStatus: 'APPROVED', target: 'moment', accountStatus: 'BANNED', result: 'VALID' },
      promote,
    );
    expect([r.status, r.body.code]).toEqual([403, 40300]);
    expect(await contentChecksum(s.db)).toBe(sum);
  });
});

describe('counter parents', () => {
  // Enabling or disabling content rewrites its parent's counter; free room on the parent's page
  // lets PostgreSQL do that in place instead of through every index of the table.
  it('keep a tenth of each page free for in-place counter updates', async () => {
    const rows = await queryRows<{ relname: string; reloptions: string[] | null }>(
      s.db,
      sql`SELECT relname, reloptions FROM pg_class WHERE relname IN ('accounts', 'moments', 'questions') ORDER BY relname`,
    );
    expect(rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['accounts', ['fillfactor=90']],
      ['moments', ['fillfactor=90']],
      ['questions', ['fillfactor=90']],
    ]);
  });
});

describe('enabling or disabling content', () => {
  // Every moderated table but the accounts' and the reports' (neither is content with an enabled toggle).
  const CONTENT = Object.values(MODERATED)
    .filter((t) => t.kind !== 'account' && t.kind !== 'report')
    .map((t) => getTableName(t.table));

  // An index that holds `enabled` (as a key, in an expression or in its predicate) makes every
  // toggle write a new entry into each index of the table: 3 000 for a 500-id bulk decision.
  it('touches no index: none holds enabled, and every content table keeps room on its pages', async () => {
    const holding = await queryRows<{ index: string }>(
      s.db,
      sql`SELECT i.indexrelid::regclass::text AS index
            FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attname = 'enabled'
           WHERE t.relname = ANY(${sql.param(CONTENT)}::text[])
             AND (a.attnum = ANY(i.indkey)
                  OR coalesce(pg_get_expr(i.indexprs, i.indrelid), '') ~ '\menabled\M'
                  OR coalesce(pg_get_expr(i.indpred, i.indrelid), '') ~ '\menabled\M')`,
    );
    expect(holding).toEqual([]);
    const options = await queryRows<{ relname: string; reloptions: string[] | null }>(
      s.db,
      sql`SELECT relname, reloptions FROM pg_class WHERE relname = ANY(${sql.param(CONTENT)}::text[]) AND relkind = 'r'`,
    );
    expect(options).toHaveLength(CONTENT.length);
    for (const row of options) expect(row.reloptions, row.relname).toEqual(['fillfactor=90']);
  });

  it('is a HOT update: the toggle as the bulk decision writes it changes its rows in place', async () => {
    const ids = w.moments.slice(0, 8);
    const counts = (tx: Parameters<typeof queryRows>[0]) =>
      queryRows<{ hot: number; updated: number }>(
        tx,
        sql`SELECT pg_stat_get_xact_tuples_hot_updated('moments'::regclass)::int AS hot,
                   pg_stat_get_xact_tuples_updated('moments'::regclass)::int AS updated`,
      ).then((rows) => rows[0]!);
    // The file's earlier tests toggled these rows and left their dead versions on the rows' pages.
    // Pruning frees that room when the update reads the page, but only of versions no snapshot can
    // still see: one run of the PostgreSQL set found it held and updated 2 of 8 rows in place.
    // VACUUM gives the pages their free room back first, as autovacuum would in production.
    await s.db.execute(sql`VACUUM moments`);
    let delta: { hot: number; updated: number } | undefined;
    // Rolled back, so the rows stay as the other tests left them. The counts are read before and
    // after: they may carry earlier transactions' counts not yet reported to the statistics.
    await s.db
      .transaction(async (tx) => {
        const before = await counts(tx);
        await tx.execute(
          sql`UPDATE moments SET enabled = NOT enabled, version = version + 1, updated_at = now() WHERE id = ANY(${sql.param(ids)}::int[])`,
        );
        const after = await counts(tx);
        delta = { hot: after.hot - before.hot, updated: after.updated - before.updated };
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(delta).toEqual({ hot: ids.length, updated: ids.length });
  });
});
