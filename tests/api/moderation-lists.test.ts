import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { at, ok, seedWorld, type World } from './fixtures/content';
import { LISTS, listCalls, type AnyRow } from './fixtures/list-calls';
import type { ListReply } from '#contract/api/list';
import { api } from '#contract/api';
import type { z } from 'zod';

let s: TestServer;
let w: World;
let agent: string;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  // Two moments within one millisecond: a cursor rounded to milliseconds would repeat or skip one.
  await s.db.execute(sql`UPDATE moments SET created_at = '2026-01-01T00:10:00.000100Z' WHERE id = ${w.moments[0]!}`);
  await s.db.execute(sql`UPDATE moments SET created_at = '2026-01-01T00:10:00.000200Z' WHERE id = ${w.moments[1]!}`);
  agent = await s.login('agent');
});
afterAll(() => s.close());

const { list, rows, count } = listCalls(
  () => s,
  () => agent,
);

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
    const first = ok(
      await list('/admins/moment-list/get', { pageSize: 1, filters, sort: { field: 'createdAt', order: 'asc' } }),
    );
    const second = ok(
      await list('/admins/moment-list/get', {
        pageSize: 1,
        filters,
        cursor: first.nextCursor,
        sort: { field: 'createdAt', order: 'asc' },
      }),
    );
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
    const {
      list: [m],
    } = await rows('/admins/moment-list/get', { filters: { text: 'moment 3' } });
    expect(m).toMatchObject({
      id: w.moments[3],
      version: 1,
      accountId: w.accounts[3],
      text: 'moment 3',
      auditStatus: 'PENDING',
      enabled: true,
      media: [{ kind: 'image', url: '/media/photo/3.svg' }],
      likeCount: 0,
      createdAt: at(11).toISOString(),
      author: {
        id: w.accounts[3],
        nickname: 'Dave',
        avatarUrl: '/media/avatar/4.svg',
        status: 'NORMAL',
        enabled: false,
      },
    });
  });

  it('accounts: masked phone and counters', async () => {
    const { list } = await rows('/admins/account-list/get', { sort: { field: 'createdAt', order: 'asc' } });
    expect(list.map((a) => a.phone)).toEqual(['+86 1** **** 1001', '139****2002', '137****3003', '136****4004']);
    expect(list[0]).toMatchObject({
      nickname: 'Alice',
      momentCount: 6,
      questionCount: 2,
      reportCount: 0,
      vip: true,
      source: 'huawei',
    });
    expect(list[3]).toMatchObject({ nickname: 'Dave', reportCount: 1, enabled: false });
  });

  it('comments, replies and reply comments: parent snippets', async () => {
    const [c] = (await rows('/admins/moment-comment-list/get', { filters: { text: 'comment 0' } })).list;
    expect(c!.parent).toEqual({
      id: w.moments[0],
      accountId: w.accounts[0],
      snippet: 'moment 0',
      enabled: false,
      auditStatus: 'PENDING',
    });
    const [r] = (await rows('/admins/question-reply-list/get', { filters: { text: 'reply 1' } })).list;
    expect(r!.parent).toMatchObject({ id: w.questions[1], snippet: 'Question title 1' });
    const [rc] = (await rows('/admins/reply-comment-list/get', { filters: { text: 'reply comment 1' } })).list;
    expect(rc!.parent).toMatchObject({ id: w.replies[1], snippet: 'reply 1' });
  });

  it('reports: reporter and an inline preview of every kind of target, a missing one included', async () => {
    const { list } = await rows('/admins/report-list/get', { sort: { field: 'createdAt', order: 'asc' } });
    const targets = list.map((r) => r.target as Record<string, unknown>);
    expect(targets[0]).toMatchObject({
      type: 'account',
      id: w.accounts[3],
      exists: true,
      snippet: 'Dave',
      enabled: false,
      version: 1,
      author: { nickname: 'Dave' },
    });
    expect(targets[1]).toMatchObject({
      type: 'moment',
      snippet: 'moment 1',
      accountId: w.accounts[1],
      author: { nickname: 'Bob_100%' },
    });
    expect(targets[2]).toMatchObject({ type: 'moment_comment', snippet: 'comment 0' });
    expect(targets[3]).toMatchObject({ type: 'question', snippet: 'Question title 0' });
    expect(targets[4]).toMatchObject({ type: 'question_reply', snippet: 'reply 0' });
    expect(targets[5]).toMatchObject({ type: 'reply_comment', snippet: 'reply comment 0' });
    expect(targets[6]).toMatchObject({
      type: 'message',
      snippet: '',
      media: [{ kind: 'image', url: '/media/photo/m3.svg' }],
      enabled: null,
      version: null,
    });
    expect(targets[7]).toEqual({
      type: 'moment',
      id: 999_999,
      exists: false,
      version: null,
      accountId: null,
      author: null,
      snippet: '',
      media: [],
      enabled: null,
      auditStatus: null,
    });
    expect(list[0]).toMatchObject({
      reporterId: w.accounts[1],
      reporter: { nickname: 'Bob_100%' },
      status: 'OPEN',
      result: null,
      finishedAt: null,
    });
    expect(list[8]).toMatchObject({
      status: 'FINISHED',
      result: 'INVALID',
      finishedBy: 1,
      finishedAt: at(140).toISOString(),
    });
  });

  it('questions, about answers and messages: their own fields beside the author chips', async () => {
    const [q] = (await rows('/admins/question-list/get', { filters: { text: 'Question title 1' } })).list;
    expect(q).toMatchObject({
      id: w.questions[1],
      title: 'Question title 1',
      text: 'question body 1',
      replyCount: 5,
      author: { id: w.accounts[1] },
    });
    const [a] = (await rows('/admins/about-account-list/get', { filters: { text: 'answer 2' } })).list;
    expect(a).toMatchObject({
      id: w.about[2],
      question: 'About question 2',
      answer: 'answer 2',
      accountId: w.accounts[2],
      author: { id: w.accounts[2] },
    });
    const [m] = (await rows('/admins/message-list/get', { filters: { text: 'hello 4' } })).list;
    expect(m).toMatchObject({
      id: w.messages[4],
      kind: 'text',
      text: 'hello 4',
      sentAt: at(124).toISOString(),
      fromAccountId: w.accounts[0],
      toAccountId: w.accounts[1],
      from: { id: w.accounts[0], nickname: 'Alice' },
      to: { id: w.accounts[1], nickname: 'Bob_100%' },
    });
  });

  // The lists map their rows by hand from raw SQL: each row must have exactly its contract's
  // fields, of the contract's types, and every timestamp in ISO-8601 UTC with milliseconds.
  it.each(LISTS)('%s: every row has exactly the fields of its contract, timestamps as ISO UTC', async (path) => {
    const item = (api[path].reply as unknown as { shape: { list: { element: z.ZodObject } } }).shape.list.element;
    const { list } = await rows(path, {});
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(item.shape).sort());
      expect(item.safeParse(row).success).toBe(true);
      for (const [key, value] of Object.entries(row)) {
        if (/At$/.test(key) && value !== null) expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    }
  });

  it('avatar certifications: the account beside the submitted avatar and selfie', async () => {
    const [c] = (await rows('/admins/avatar-cert-list/get', { filters: { accountId: w.accounts[0] } })).list;
    expect(c).toMatchObject({
      avatarUrl: '/a1.svg',
      selfieUrl: '/s1.svg',
      reviewedBy: null,
      author: { nickname: 'Alice', avatarUrl: '/media/avatar/1.svg' },
    });
  });
});

describe('totals', () => {
  it('a cursor page keeps the total its walk began with; a page request counts afresh', async () => {
    const add = (n: number) =>
      s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
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

  it('a first page may reuse a total counted moments ago, but never one from before a write through the server', async () => {
    const add = (from: number) =>
      s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
      SELECT 1, 'recount ' || g, '2026-04-01'::timestamptz + g * interval '1 minute' FROM generate_series(${from}::int, ${from + 2}::int) g`);
    const filters = { text: 'recount' };
    await add(1);
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters })).total).toBe(3);
    await add(4);
    const [one] = ok(await list('/admins/moment-list/get', { pageSize: 1, filters: { text: 'recount 1' } })).list;
    ok(await s.call('/admins/update-moment-enabled', { ids: [one!.id], enabled: false }, { token: agent }));
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters })).total).toBe(6);
  });

  it('reads and refused calls leave the counted totals alone; only a moderation write drops them', async () => {
    const add = (from: number) =>
      s.db.execute(sql`INSERT INTO moments (account_id, text, created_at)
      SELECT 1, 'kept ' || g, '2026-05-01'::timestamptz + g * interval '1 minute' FROM generate_series(${from}::int, ${from + 2}::int) g`);
    const filters = { text: 'kept' };
    await add(1);
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters })).total).toBe(3);
    // Rows written behind the server's back: a total counted moments ago may still be served.
    await add(4);
    ok(await s.call('/admins/info/get', {}, { token: agent }));
    const refused = await s.call('/admins/update-moment-enabled', { ids: [], enabled: false }, { token: agent });
    expect(refused.body.code).toBe(40000);
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters })).total).toBe(3);
    const [one] = ok(await list('/admins/moment-list/get', { pageSize: 1, filters: { text: 'kept 1' } })).list;
    ok(await s.call('/admins/update-moment-enabled', { ids: [one!.id], enabled: false }, { token: agent }));
    expect(ok(await list('/admins/moment-list/get', { pageSize: 2, filters })).total).toBe(6);
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
    expect(few).toMatchObject({
      total: await count(sql`SELECT count(*)::int n FROM moments WHERE text LIKE '%bulk 100%'`),
      totalCapped: false,
    });
    expect(few.total).toBe(13);
  });
});
