import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { at, contentChecksum, ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '../../src/server/db/client';
import type { ApiPath } from '../../src/contract/api';
import type { ListReply } from '../../src/contract/api/list';

let s: TestServer;
let w: World;
let agent: string;
let promote: string;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  // Two moments within one millisecond: a cursor rounded to milliseconds would repeat or skip one.
  await s.db.execute(sql`UPDATE moments SET created_at = '2026-01-01T00:10:00.000100Z' WHERE id = ${w.moments[0]!}`);
  await s.db.execute(sql`UPDATE moments SET created_at = '2026-01-01T00:10:00.000200Z' WHERE id = ${w.moments[1]!}`);
  agent = await s.login('agent');
  promote = await s.login('promote');
});
afterAll(() => s.close());

interface AnyRow {
  id: number;
  createdAt?: string;
  sentAt?: string;
  [key: string]: unknown;
}

async function list(path: ApiPath, body: Record<string, unknown>, token = agent) {
  const r = await s.raw(path, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return r as { status: number; body: { code: number; msg: string; data: ListReply<AnyRow> } };
}
const rows = async (path: ApiPath, body: Record<string, unknown>) => ok(await list(path, { pageSize: 200, ...body }));
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(s.db, query))[0]!.n;

const LISTS: ApiPath[] = [
  '/admins/account-list/get', '/admins/moment-list/get', '/admins/moment-comment-list/get', '/admins/question-list/get',
  '/admins/question-reply-list/get', '/admins/reply-comment-list/get', '/admins/message-list/get', '/admins/report-list/get',
  '/admins/avatar-cert-list/get', '/admins/about-account-list/get',
];

describe('paging', () => {
  it.each(LISTS)('%s: cursor and page walks give every row once, in order, both ways', async (path) => {
    for (const order of ['asc', 'desc'] as const) {
      const field = path === '/admins/message-list/get' ? 'sentAt' : 'createdAt';
      const sort = { field, order };
      const all = await rows(path, { sort });
      expect(all.total).toBe(all.list.length);
      expect(all.totalCapped).toBe(false);
      expect(all.nextCursor).toBeNull();
      const times = all.list.map((r) => r[field] as string);
      expect(times).toEqual(order === 'asc' ? [...times].sort() : [...times].sort().reverse());

      const byCursor: number[] = [];
      let cursor: string | null = null;
      do {
        const page: ListReply<AnyRow> = ok(await list(path, { pageSize: 3, sort, ...(cursor ? { cursor } : {}) }));
        expect(page.total).toBe(all.total);
        byCursor.push(...page.list.map((r) => r.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(byCursor).toEqual(all.list.map((r) => r.id));

      const byPage: number[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 4); page++) {
        byPage.push(...ok(await list(path, { pageSize: 4, page, sort })).list.map((r) => r.id));
      }
      expect(byPage).toEqual(all.list.map((r) => r.id));
    }
  });

  it('keeps microseconds in the cursor: two rows in one millisecond are both handed out once', async () => {
    const filters = { createdFrom: '2026-01-01T00:10:00Z', createdTo: '2026-01-01T00:10:01Z' };
    const first = ok(await list('/admins/moment-list/get', { pageSize: 1, filters, sort: { field: 'createdAt', order: 'asc' } }));
    const second = ok(await list('/admins/moment-list/get', { pageSize: 1, filters, cursor: first.nextCursor, sort: { field: 'createdAt', order: 'asc' } }));
    expect([first.list[0]!.id, second.list[0]!.id]).toEqual([w.moments[0], w.moments[1]]);
    expect(second.nextCursor).toBeNull();
  });

  it('defaults to newest first, 20 a page', async () => {
    const page = ok(await list('/admins/moment-list/get', {}));
    expect(page.list).toHaveLength(20);
    expect(page.list[0]!.id).toBe(w.moments[29]);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('rows carry what the screen shows', () => {
  it('moments: author chip, media, ISO timestamps, version', async () => {
    const { list: [m] } = await rows('/admins/moment-list/get', { filters: { text: 'moment 3' } });
    expect(m).toMatchObject({
      id: w.moments[3], version: 1, accountId: w.accounts[3], text: 'moment 3', auditStatus: 'PENDING', enabled: true,
      media: [{ kind: 'image', url: '/media/photo/3.svg' }], likeCount: 0, createdAt: at(11).toISOString(),
      author: { id: w.accounts[3], nickname: 'Dave', avatarUrl: '/media/avatar/4.svg', status: 'NORMAL', enabled: false },
    });
  });

  it('accounts: masked phone and counters', async () => {
    const { list } = await rows('/admins/account-list/get', { sort: { field: 'createdAt', order: 'asc' } });
    expect(list.map((a) => a.phone)).toEqual(['+86 1** **** 1001', '139****2002', '137****3003', '136****4004']);
    expect(list[0]).toMatchObject({ nickname: 'Alice', momentCount: 6, questionCount: 2, reportCount: 0, vip: true, source: 'huawei' });
    expect(list[3]).toMatchObject({ nickname: 'Dave', reportCount: 1, enabled: false });
  });

  it('comments, replies and reply comments: parent snippets', async () => {
    const [c] = (await rows('/admins/moment-comment-list/get', { filters: { text: 'comment 0' } })).list;
    expect(c!.parent).toEqual({ id: w.moments[0], accountId: w.accounts[0], snippet: 'moment 0', enabled: false, auditStatus: 'PENDING' });
    const [r] = (await rows('/admins/question-reply-list/get', { filters: { text: 'reply 1' } })).list;
    expect(r!.parent).toMatchObject({ id: w.questions[1], snippet: 'Question title 1' });
    const [rc] = (await rows('/admins/reply-comment-list/get', { filters: { text: 'reply comment 1' } })).list;
    expect(rc!.parent).toMatchObject({ id: w.replies[1], snippet: 'reply 1' });
  });

  it('reports: reporter and an inline preview of every kind of target, a missing one included', async () => {
    const { list } = await rows('/admins/report-list/get', { sort: { field: 'createdAt', order: 'asc' } });
    const targets = list.map((r) => r.target as Record<string, unknown>);
    expect(targets[0]).toMatchObject({ type: 'account', id: w.accounts[3], exists: true, snippet: 'Dave', enabled: false, version: 1, author: { nickname: 'Dave' } });
    expect(targets[1]).toMatchObject({ type: 'moment', snippet: 'moment 1', accountId: w.accounts[1], author: { nickname: 'Bob_100%' } });
    expect(targets[2]).toMatchObject({ type: 'moment_comment', snippet: 'comment 0' });
    expect(targets[3]).toMatchObject({ type: 'question', snippet: 'Question title 0' });
    expect(targets[4]).toMatchObject({ type: 'question_reply', snippet: 'reply 0' });
    expect(targets[5]).toMatchObject({ type: 'reply_comment', snippet: 'reply comment 0' });
    expect(targets[6]).toMatchObject({ type: 'message', snippet: '', media: [{ kind: 'image', url: '/media/photo/m3.svg' }], enabled: null, version: null });
    expect(targets[7]).toEqual({ type: 'moment', id: 999_999, exists: false, version: null, accountId: null, author: null, snippet: '', media: [], enabled: null, auditStatus: null });
    expect(list[0]).toMatchObject({ reporterId: w.accounts[1], reporter: { nickname: 'Bob_100%' }, status: 'OPEN', result: null, finishedAt: null });
    expect(list[8]).toMatchObject({ status: 'FINISHED', result: 'INVALID', finishedBy: 1, finishedAt: at(140).toISOString() });
  });

  it('avatar certifications: the account beside the submitted avatar and selfie', async () => {
    const [c] = (await rows('/admins/avatar-cert-list/get', { filters: { accountId: w.accounts[0] } })).list;
    expect(c).toMatchObject({ avatarUrl: '/a1.svg', selfieUrl: '/s1.svg', reviewedBy: null, author: { nickname: 'Alice', avatarUrl: '/media/avatar/1.svg' } });
  });
});

describe('filters', () => {
  const cases: [string, ApiPath, Record<string, unknown>, ReturnType<typeof sql>][] = [
    ['moments enabled=false', '/admins/moment-list/get', { enabled: false }, sql`SELECT count(*)::int n FROM moments WHERE NOT enabled`],
    ['moments auditStatus', '/admins/moment-list/get', { auditStatus: 'REJECTED' }, sql`SELECT count(*)::int n FROM moments WHERE audit_status = 'REJECTED'`],
    ['moments by author and status', '/admins/moment-list/get', { accountId: 1, auditStatus: 'PENDING', enabled: true },
      sql`SELECT count(*)::int n FROM moments WHERE account_id = 1 AND audit_status = 'PENDING' AND enabled`],
    ['moments created window', '/admins/moment-list/get', { createdFrom: at(12).toISOString(), createdTo: at(15).toISOString() },
      sql`SELECT count(*)::int n FROM moments WHERE created_at >= ${at(12).toISOString()}::timestamptz AND created_at < ${at(15).toISOString()}::timestamptz`],
    ['comments of a moment', '/admins/moment-comment-list/get', { momentId: 1 }, sql`SELECT count(*)::int n FROM moment_comments WHERE moment_id = 1`],
    ['questions by title text', '/admins/question-list/get', { text: 'TITLE 3' }, sql`SELECT 1 AS n`],
    ['replies of a question', '/admins/question-reply-list/get', { questionId: 2 }, sql`SELECT count(*)::int n FROM question_replies WHERE question_id = 2`],
    ['reply comments of a reply', '/admins/reply-comment-list/get', { replyId: 1, auditStatus: 'PENDING' },
      sql`SELECT count(*)::int n FROM reply_comments WHERE reply_id = 1 AND audit_status = 'PENDING'`],
    ['about answers by answer text', '/admins/about-account-list/get', { text: 'answer 5' }, sql`SELECT 1 AS n`],
    ['certs pending', '/admins/avatar-cert-list/get', { auditStatus: 'PENDING' }, sql`SELECT 2 AS n`],
    ['certs by nickname', '/admins/avatar-cert-list/get', { text: 'caro' }, sql`SELECT 1 AS n`],
    ['reports open', '/admins/report-list/get', { status: 'OPEN' }, sql`SELECT 8 AS n`],
    ['reports by reason and type', '/admins/report-list/get', { targetType: 'moment', reason: 'abuse' }, sql`SELECT 1 AS n`],
    ['reports on one target', '/admins/report-list/get', { targetType: 'account', targetId: 4 }, sql`SELECT 1 AS n`],
    ['reports by reporter', '/admins/report-list/get', { accountId: 2 }, sql`SELECT count(*)::int n FROM reports WHERE reporter_id = 2`],
    ['accounts by status', '/admins/account-list/get', { status: 'MUTED' }, sql`SELECT 1 AS n`],
    ['accounts by source and vip', '/admins/account-list/get', { source: 'huawei', vip: false }, sql`SELECT 1 AS n`],
    ['accounts certified', '/admins/account-list/get', { certified: true }, sql`SELECT 1 AS n`],
    ['accounts registered window', '/admins/account-list/get', { registeredFrom: at(100).toISOString(), registeredTo: at(300).toISOString() }, sql`SELECT 2 AS n`],
    ['accounts by phone digits', '/admins/account-list/get', { phone: '0002' }, sql`SELECT 1 AS n`],
    ['accounts by email text', '/admins/account-list/get', { text: 'ALICE@' }, sql`SELECT 1 AS n`],
    ['accounts by id', '/admins/account-list/get', { accountId: 3 }, sql`SELECT 1 AS n`],
    ['messages either side', '/admins/message-list/get', { accountId: 1 }, sql`SELECT count(*)::int n FROM messages WHERE from_account_id = 1 OR to_account_id = 1`],
    ['messages from one to another', '/admins/message-list/get', { fromAccountId: 1, toAccountId: 2 }, sql`SELECT count(*)::int n FROM messages WHERE from_account_id = 1 AND to_account_id = 2`],
    ['messages with pictures', '/admins/message-list/get', { kind: 'image' }, sql`SELECT 1 AS n`],
  ];
  it.each(cases)('%s', async (_name, path, filters, expected) => {
    const page = await rows(path, { filters });
    const n = await count(expected);
    expect(n).toBeGreaterThan(0);
    expect(page.total).toBe(n);
    expect(page.list).toHaveLength(n);
  });

  it('matches text literally: % and _ are not wildcards, case is ignored', async () => {
    expect((await rows('/admins/moment-list/get', { filters: { text: '50%' } })).list.map((m) => m.text)).toEqual(['discount 50% off']);
    expect((await rows('/admins/moment-list/get', { filters: { text: '_' } })).list.map((m) => m.text)).toEqual(['snake_case name']);
    expect((await rows('/admins/account-list/get', { filters: { nickname: 'BOB_100%' } })).list.map((a) => a.nickname)).toEqual(['Bob_100%']);
    expect((await rows('/admins/account-list/get', { filters: { nickname: 'b%b' } })).list).toEqual([]);
  });
});

describe('private messages', () => {
  it('logs every read with the admin, the filters and the ids returned', async () => {
    const before = (await actionLogRows(s.db, 'message.read')).length;
    const page = await rows('/admins/message-list/get', { filters: { accountId: 2 } });
    const log = await actionLogRows(s.db, 'message.read');
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({
      admin_id: 2, target_type: 'message', target_id: '2',
      after: { filters: { accountId: 2 }, ids: page.list.map((m) => m.id) },
    });
    expect(page.list[0]).toMatchObject({ from: { id: expect.any(Number), nickname: expect.any(String) }, to: { id: expect.any(Number) } });
  });
});

describe('refusals', () => {
  const bad: [string, ApiPath, Record<string, unknown>, RegExp][] = [
    ['unknown filter', '/admins/moment-list/get', { filters: { colour: 'red' } }, /^filters\.colour: unknown key/],
    ['filter of another list', '/admins/moment-list/get', { filters: { status: 'OPEN' } }, /^filters\.status: unknown key/],
    ['page and cursor', '/admins/moment-list/get', { page: 1, cursor: 'abc' }, /^cursor: give page or cursor/],
    ['forged cursor', '/admins/moment-list/get', { cursor: 'bm90IGEgY3Vyc29y' }, /^cursor: /],
    ['page size 0', '/admins/report-list/get', { pageSize: 0 }, /^pageSize: /],
    ['page size 201', '/admins/report-list/get', { pageSize: 201 }, /^pageSize: /],
    ['bad audit status', '/admins/question-list/get', { filters: { auditStatus: 'MAYBE' } }, /^filters\.auditStatus: /],
    ['bad time', '/admins/account-list/get', { filters: { createdFrom: 'yesterday' } }, /^filters\.createdFrom: /],
    ['empty text', '/admins/about-account-list/get', { filters: { text: '  ' } }, /^filters\.text: /],
    ['bad sort field', '/admins/message-list/get', { sort: { field: 'createdAt', order: 'asc' } }, /^sort\.field: /],
  ];
  it.each(bad)('%s → 40000 naming the field, nothing changed', async (_name, path, body, msg) => {
    const before = await contentChecksum(s.db);
    const r = await list(path, body);
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(msg);
    expect(await contentChecksum(s.db)).toBe(before);
  });

  it.each(LISTS)('%s: PROMOTE is refused with 40300', async (path) => {
    const r = await list(path, {}, promote);
    expect([r.status, r.body.code]).toEqual([403, 40300]);
  });
});

describe('totals', () => {
  it('a cursor page keeps the total its walk began with; a page request counts afresh', async () => {
    const add = (n: number) => s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
      SELECT 1, 'carry ' || g, '2026-03-01'::timestamptz + g * interval '1 minute' FROM generate_series(${n}::int, ${n + 2}::int) g`);
    await add(1);
    const filters = { text: 'carry' };
    const first = ok(await list('/admins/moment-list/get', { pageSize: 2, filters }));
    expect(first.total).toBe(3);
    await add(4);
    const next = ok(await list('/admins/moment-list/get', { pageSize: 2, filters, cursor: first.nextCursor }));
    expect(next.total).toBe(3);
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters, page: 2 })).total).toBe(6);
  });
});

describe('total cap', () => {
  it('counts exactly up to 10 000 and says when it stopped', async () => {
    await s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
      SELECT 1, 'bulk ' || g, '2027-01-01'::timestamptz + g * interval '1 second' FROM generate_series(1, 10001) g`);
    const page = ok(await list('/admins/moment-list/get', { pageSize: 5, filters: { text: 'bulk' } }));
    expect(page).toMatchObject({ total: 10_000, totalCapped: true });
    expect(page.list).toHaveLength(5);
    const few = ok(await list('/admins/moment-list/get', { pageSize: 5, filters: { text: 'bulk 100' } }));
    expect(few).toMatchObject({ total: await count(sql`SELECT count(*)::int n FROM moments WHERE text LIKE '%bulk 100%'`), totalCapped: false });
    expect(few.total).toBe(13);
  });
});
