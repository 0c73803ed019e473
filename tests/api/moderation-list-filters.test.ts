import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { at, contentChecksum, seedWorld } from './fixtures/content';
import { LISTS, listCalls } from './fixtures/list-calls';
import type { ApiPath } from '#contract/api';

let s: TestServer;
let agent: string;
let promote: string;

beforeAll(async () => {
  s = await startServer();
  await seedWorld(s.db);
  agent = await s.login('agent');
  promote = await s.login('promote');
});
afterAll(() => s.close());

const { list, rows, count } = listCalls(
  () => s,
  () => agent,
);

describe('filters', () => {
  const cases: [string, ApiPath, Record<string, unknown>, ReturnType<typeof sql>][] = [
    [
      'moments enabled=false',
      '/admins/moment-list/get',
      { enabled: false },
      sql`SELECT count(*)::int n FROM moments WHERE NOT enabled`,
    ],
    [
      'moments auditStatus',
      '/admins/moment-list/get',
      { auditStatus: 'REJECTED' },
      sql`SELECT count(*)::int n FROM moments WHERE audit_status = 'REJECTED'`,
    ],
    [
      'moments by author and status',
      '/admins/moment-list/get',
      { accountId: 1, auditStatus: 'PENDING', enabled: true },
      sql`SELECT count(*)::int n FROM moments WHERE account_id = 1 AND audit_status = 'PENDING' AND enabled`,
    ],
    [
      'moments created window',
      '/admins/moment-list/get',
      { createdFrom: at(12).toISOString(), createdTo: at(15).toISOString() },
      sql`SELECT count(*)::int n FROM moments WHERE created_at >= ${at(12).toISOString()}::timestamptz AND created_at < ${at(15).toISOString()}::timestamptz`,
    ],
    [
      'comments of a moment',
      '/admins/moment-comment-list/get',
      { momentId: 1 },
      sql`SELECT count(*)::int n FROM moment_comments WHERE moment_id = 1`,
    ],
    ['questions by title text', '/admins/question-list/get', { text: 'TITLE 3' }, sql`SELECT 1 AS n`],
    [
      'replies of a question',
      '/admins/question-reply-list/get',
      { questionId: 2 },
      sql`SELECT count(*)::int n FROM question_replies WHERE question_id = 2`,
    ],
    [
      'reply comments of a reply',
      '/admins/reply-comment-list/get',
      { replyId: 1, auditStatus: 'PENDING' },
      sql`SELECT count(*)::int n FROM reply_comments WHERE reply_id = 1 AND audit_status = 'PENDING'`,
    ],
    ['about answers by answer text', '/admins/about-account-list/get', { text: 'answer 5' }, sql`SELECT 1 AS n`],
    ['certs pending', '/admins/avatar-cert-list/get', { auditStatus: 'PENDING' }, sql`SELECT 2 AS n`],
    ['certs by nickname', '/admins/avatar-cert-list/get', { text: 'caro' }, sql`SELECT 1 AS n`],
    ['reports open', '/admins/report-list/get', { status: 'OPEN' }, sql`SELECT 8 AS n`],
    [
      'reports by reason and type',
      '/admins/report-list/get',
      { targetType: 'moment', reason: 'abuse' },
      sql`SELECT 1 AS n`,
    ],
    ['reports on one target', '/admins/report-list/get', { targetType: 'account', targetId: 4 }, sql`SELECT 1 AS n`],
    [
      'reports by reporter',
      '/admins/report-list/get',
      { accountId: 2 },
      sql`SELECT count(*)::int n FROM reports WHERE reporter_id = 2`,
    ],
    ['accounts by status', '/admins/account-list/get', { status: 'MUTED' }, sql`SELECT 1 AS n`],
    ['accounts by source and vip', '/admins/account-list/get', { source: 'huawei', vip: false }, sql`SELECT 1 AS n`],
    ['accounts certified', '/admins/account-list/get', { certified: true }, sql`SELECT 1 AS n`],
    [
      'accounts registered window',
      '/admins/account-list/get',
      { registeredFrom: at(100).toISOString(), registeredTo: at(300).toISOString() },
      sql`SELECT 2 AS n`,
    ],
    ['accounts by phone digits', '/admins/account-list/get', { phone: '0002' }, sql`SELECT 1 AS n`],
    ['accounts by email text', '/admins/account-list/get', { text: 'ALICE@' }, sql`SELECT 1 AS n`],
    ['accounts by id', '/admins/account-list/get', { accountId: 3 }, sql`SELECT 1 AS n`],
    [
      'messages either side',
      '/admins/message-list/get',
      { accountId: 1 },
      sql`SELECT count(*)::int n FROM messages WHERE from_account_id = 1 OR to_account_id = 1`,
    ],
    [
      'messages from one to another',
      '/admins/message-list/get',
      { fromAccountId: 1, toAccountId: 2 },
      sql`SELECT count(*)::int n FROM messages WHERE from_account_id = 1 AND to_account_id = 2`,
    ],
    ['messages with pictures', '/admins/message-list/get', { kind: 'image' }, sql`SELECT 1 AS n`],
    // The palette opens a message so: the list filtered to its id.
    ['a message by its id', '/admins/message-list/get', { id: 2 }, sql`SELECT 1 AS n`],
  ];
  it.each(cases)('%s', async (_name, path, filters, expected) => {
    const page = await rows(path, { filters });
    const n = await count(expected);
    expect(n).toBeGreaterThan(0);
    expect(page.total).toBe(n);
    expect(page.list).toHaveLength(n);
  });

  it('matches text literally: % and _ are not wildcards, case is ignored', async () => {
    expect((await rows('/admins/moment-list/get', { filters: { text: '50%' } })).list.map((m) => m.text)).toEqual([
      'discount 50% off',
    ]);
    expect((await rows('/admins/moment-list/get', { filters: { text: '_' } })).list.map((m) => m.text)).toEqual([
      'snake_case name',
    ]);
    expect(
      (await rows('/admins/account-list/get', { filters: { nickname: 'BOB_100%' } })).list.map((a) => a.nickname),
    ).toEqual(['Bob_100%']);
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
      admin_id: 2,
      target_type: 'message',
      target_id: '2',
      after: { filters: { accountId: 2 }, ids: page.list.map((m) => m.id) },
    });
    expect(page.list[0]).toMatchObject({
      from: { id: expect.any(Number), nickname: expect.any(String) },
      to: { id: expect.any(Number) },
    });
  });
});

describe('refusals', () => {
  const bad: [string, ApiPath, Record<string, unknown>, RegExp][] = [
    ['unknown filter', '/admins/moment-list/get', { filters: { colour: 'red' } }, /^filters\.colour: unknown key/],
    [
      'filter of another list',
      '/admins/moment-list/get',
      { filters: { status: 'OPEN' } },
      /^filters\.status: unknown key/,
    ],
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
