import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { queryRows } from '#server/db/client';

let s: TestServer;
let author = 0;

beforeAll(async () => {
  s = await startServer();
  author = await seedAccount(s.db, { nickname: 'writer' });
});
afterAll(() => s.close());

async function addRule(name: string, kind: 'term' | 'regex', pattern: string, action: string, kinds = '{moment}') {
  const [row] = await queryRows<{ id: number }>(
    s.db,
    sql`INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES (${name}, ${kind}, ${pattern}, ${action}, ${kinds}::text[]) RETURNING id`,
  );
  return row!.id;
}

/** Inserts a moment the way the social app does: plain SQL, one statement, its own transaction. */
async function insertMoment(text: string) {
  const [row] = await queryRows<{ id: number; enabled: boolean; audit_status: string; version: number }>(
    s.db,
    sql`INSERT INTO moments (account_id, text, audit_status) VALUES (${author}, ${text}, 'APPROVED') RETURNING id, enabled, audit_status, version`,
  );
  return row!;
}

async function hitsOf(kind: string, id: number) {
  return queryRows<{ rule_id: number; action: string; holding: boolean }>(
    s.db,
    sql`SELECT rule_id, action, holding FROM rule_hits WHERE content_kind = ${kind} AND content_id = ${id} ORDER BY rule_id`,
  );
}

describe('rules trigger', () => {
  it('smoke', async () => {
    const flag = await addRule('spam-word', 'term', 'free money', 'flag');
    const m = await insertMoment('get FREE  Money now');
    expect(m).toMatchObject({ enabled: true, audit_status: 'PENDING' });
    expect(await hitsOf('moment', m.id)).toEqual([{ rule_id: flag, action: 'flag', holding: false }]);
    const clean = await insertMoment('freemoney is not a hit');
    expect(clean.audit_status).toBe('APPROVED');
    const hold = await addRule('insult-cn', 'term', '傻逼', 'hold');
    const h = await insertMoment('你這個傻逼');
    expect(h).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect(await hitsOf('moment', h.id)).toEqual([{ rule_id: hold, action: 'hold', holding: true }]);
    const block = await addRule('scam-links', 'regex', 'https?://[a-z0-9.-]*scam', 'block');
    const b = await insertMoment('visit https://ＳＣＡＭ.example');
    expect(b).toMatchObject({ enabled: false, audit_status: 'PENDING' });
    expect((await actionLogRows(s.db, 'rule.block')).at(-1)).toMatchObject({ admin_id: null, target_id: String(b.id) });
    expect(block).toBeGreaterThan(0);
  });
});
