import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { ok, seedWorld, type World } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { momentComments } from '#server/db/schema/content';
import type { SearchResult } from '#contract/api/search';

let s: TestServer;
let w: World;
let tokens: Record<'root' | 'agent' | 'promote', string>;

beforeAll(async () => {
  s = await startServer();
  w = await seedWorld(s.db);
  tokens = { root: await s.login('root'), agent: await s.login('agent'), promote: await s.login('promote') };
});
afterAll(() => s.close());

const search = async (q: string, token = tokens.agent) => ok(await s.call('/admins/search', { q }, { token })).results;
const kinds = (results: SearchResult[]) => results.map((r) => `${r.kind}:${r.id}`).sort();

/** The tables of the kinds found by id, as the server names them. */
const TABLES = {
  account: 'accounts',
  moment: 'moments',
  moment_comment: 'moment_comments',
  question: 'questions',
  question_reply: 'question_replies',
  reply_comment: 'reply_comments',
  message: 'messages',
  report: 'reports',
  avatar_cert: 'avatar_certs',
  about_answer: 'about_answers',
  order: 'orders',
} as const satisfies Record<SearchResult['kind'], string>;

/** Every record with this id, read straight from the tables. */
async function withId(id: number): Promise<string[]> {
  const found: string[] = [];
  for (const [kind, table] of Object.entries(TABLES)) {
    const rows = await queryRows(s.db, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`);
    if (rows.length > 0) found.push(`${kind}:${id}`);
  }
  return found.sort();
}

describe('record search (the palette)', () => {
  it('finds the record of every kind with an id, with or without #', async () => {
    const id = w.certs[0]!;
    const expected = await withId(id);
    // The small world has a row of every kind at its first ids.
    expect(expected.map((k) => k.split(':')[0]).sort()).toEqual(Object.keys(TABLES).sort());
    expect(kinds(await search(String(id), tokens.root))).toEqual(expected);
    expect(kinds(await search(`#${id}`, tokens.root))).toEqual(expected);
    const [moment] = await queryRows<{ text: string; audit_status: string }>(
      s.db,
      sql`SELECT text, audit_status FROM moments WHERE id = ${id}`,
    );
    expect((await search(String(id))).find((r) => r.kind === 'moment')).toEqual({
      kind: 'moment',
      id,
      label: moment!.text.slice(0, 60),
      status: moment!.audit_status,
    });
  });

  it('names each moderated kind as its list shows it, with its state', async () => {
    const id = w.certs[1]!;
    const found = await search(String(id));
    const of = (kind: SearchResult['kind']) => found.find((r) => r.kind === kind);
    const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.db, q))[0]!;

    // Each kind's label and state as its own table holds them.
    const asListed: [SearchResult['kind'], ReturnType<typeof sql>][] = [
      ['moment_comment', sql`SELECT text AS label, audit_status AS status FROM moment_comments WHERE id = ${id}`],
      ['question', sql`SELECT title AS label, audit_status AS status FROM questions WHERE id = ${id}`],
      ['question_reply', sql`SELECT text AS label, audit_status AS status FROM question_replies WHERE id = ${id}`],
      ['reply_comment', sql`SELECT text AS label, audit_status AS status FROM reply_comments WHERE id = ${id}`],
      ['about_answer', sql`SELECT answer AS label, audit_status AS status FROM about_answers WHERE id = ${id}`],
      [
        'avatar_cert',
        sql`SELECT a.nickname AS label, c.audit_status AS status
            FROM avatar_certs c JOIN accounts a ON a.id = c.account_id WHERE c.id = ${id}`,
      ],
    ];
    for (const [kind, q] of asListed) {
      const { label, status } = await one<{ label: string; status: string }>(q);
      expect(of(kind), kind).toEqual({ kind, id, label, status });
    }
    // A private message by its two sides and its kind; its words are read only through its list.
    const message = await one<{ text: string; kind: string; sender: string; recipient: string }>(
      sql`SELECT m.text, m.kind, f.nickname AS sender, t.nickname AS recipient FROM messages m
          JOIN accounts f ON f.id = m.from_account_id JOIN accounts t ON t.id = m.to_account_id WHERE m.id = ${id}`,
    );
    expect(of('message')).toEqual({
      kind: 'message',
      id,
      label: `${message.sender} → ${message.recipient}`,
      status: message.kind,
    });
    expect(of('message')!.label).not.toContain(message.text);
  });

  it('finds a comment whose id no other record has: #30001', async () => {
    await s.db
      .insert(momentComments)
      .values({ id: 30001, momentId: w.moments[0]!, accountId: w.accounts[0]!, text: 'comment thirty thousand one' });
    for (const q of ['30001', '#30001']) {
      expect(await search(q)).toEqual([
        { kind: 'moment_comment', id: 30001, label: 'comment thirty thousand one', status: 'PENDING' },
      ]);
    }
    expect(await search('#30001', tokens.promote)).toEqual([]);
  });

  it('finds an order by its number and accounts by the start of their nickname, case-insensitively', async () => {
    const [order] = await queryRows<{ id: number; order_no: string }>(
      s.db,
      sql`SELECT id, order_no FROM orders WHERE id = ${w.orders[0]!}`,
    );
    expect(kinds(await search(order!.order_no))).toContain(`order:${order!.id}`);
    const [account] = await queryRows<{ id: number; nickname: string }>(
      s.db,
      sql`SELECT id, nickname FROM accounts WHERE id = ${w.accounts[0]!}`,
    );
    const found = await search(account!.nickname.slice(0, 3).toUpperCase());
    expect(found.filter((r) => r.kind === 'account').map((r) => r.id)).toContain(account!.id);
    expect(
      found.every(
        (r) => r.kind !== 'account' || r.label.toLowerCase().startsWith(account!.nickname.slice(0, 3).toLowerCase()),
      ),
    ).toBe(true);
  });

  it('a nickname pattern is text: % and _ match themselves', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('finds only what the role may open: a promoter finds no record of any moderated kind, nor an order', async () => {
    // Every kind has a row with this id; a promoter may open none of their lists.
    const id = w.certs[0]!;
    expect((await search(String(id), tokens.root)).length).toBe(Object.keys(TABLES).length);
    expect(await search(String(id), tokens.promote)).toEqual([]);
    expect(await search(`#${id}`, tokens.promote)).toEqual([]);
    expect(await search(String(w.orders[0]!), tokens.promote)).toEqual([]);
    const [account] = await queryRows<{ nickname: string }>(
      s.db,
      sql`SELECT nickname FROM accounts WHERE id = ${w.accounts[0]!}`,
    );
    expect(await search(account!.nickname, tokens.promote)).toEqual([]);
    expect((await search(String(w.orders[0]!), tokens.root)).map((r) => r.kind)).toContain('order');
  });

  it('refuses an empty or overlong query, or a field it does not know, with the field named', async () => {
    const empty = await s.call('/admins/search', { q: '  ' }, { token: tokens.agent });
    expect(empty.body).toMatchObject({ code: 40000, data: { field: 'q', rule: 'too_small' } });
    const long = await s.call('/admins/search', { q: 'x'.repeat(65) }, { token: tokens.agent });
    expect(long.body).toMatchObject({ code: 40000, data: { field: 'q', rule: 'too_big', limit: 64 } });
    // A kind to look in is not the client's to choose: the server asks the role.
    const kind = await s.call('/admins/search', { q: '743', kind: 'message' } as never, { token: tokens.agent });
    expect(kind.body).toMatchObject({ code: 40000, data: { field: 'kind' } });
    const number = await s.call('/admins/search', { q: 743 } as never, { token: tokens.agent });
    expect(number.body).toMatchObject({ code: 40000, data: { field: 'q' } });
  });
});
