import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let rootToken: string;
beforeAll(async () => {
  s = await startServer();
  rootToken = await s.login('root');
});
afterAll(() => s.close());

const verify = async () => {
  const r = await s.call('/admins/action-log/verify', {}, { token: rootToken });
  expect(r.body.code).toBe(200);
  return r.body.data;
};

const sealed = () =>
  queryRows<{ id: number; seq: number; hash: string }>(
    s.db,
    sql`SELECT log_id::int AS id, seq::int, hash FROM action_log_seals ORDER BY seq`,
  );

/** Runs SQL as a database owner would, with a guarding trigger switched off. */
async function asOwner(table: string, trigger: string, statement: ReturnType<typeof sql>) {
  await s.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  try {
    await s.db.execute(statement);
  } finally {
    await s.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  }
}

/** Drizzle wraps the database's error; the database's own words are in its cause. */
const refused = (words: RegExp) => ({ cause: { message: expect.stringMatching(words) as unknown } });

describe('the action log hash chain', () => {
  it('seals every row at commit, in one gapless order, with parallel writers', async () => {
    const users = ['root', 'agent', 'promote'];
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        s.call('/admins/login', { username: users[i % 3]!, password: i % 2 ? 'backoffice-demo' : 'wrong-one' }),
      ),
    );
    // Attempts in flight count against their username's budget, so a slow machine may throttle
    // a few (42900): refused before any check, they are not in the action log, but one refused
    // under a username-wide lock after its check is. Every other reply is one logged row.
    const answered = replies.filter((r) => r.body.code !== 42900).length;
    expect(answered).toBeGreaterThanOrEqual(15);
    const rows = await sealed();
    const [{ n: logged } = { n: 0 }] = await queryRows<{ n: number }>(
      s.db,
      sql`SELECT count(*)::int AS n FROM action_log`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1 + answered);
    expect(rows.length).toBeLessThanOrEqual(1 + replies.length);
    expect(rows.length).toBe(logged);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);

    const report = await verify();
    expect(report).toMatchObject({ ok: true, problem: null, checkedRows: rows.length });
    expect(report.head).toEqual({ seq: rows.length, hash: rows.at(-1)!.hash });
    // The check is itself an entry, sealed after the rows it checked.
    const [last] = await queryRows<{ action: string; seq: number }>(
      s.db,
      sql`SELECT a.action, s.seq::int FROM action_log_seals s JOIN action_log a ON a.id = s.log_id ORDER BY s.seq DESC LIMIT 1`,
    );
    expect(last).toEqual({ action: 'action_log.verify', seq: rows.length + 1 });
  });

  it('refuses to change or remove seals and to move the head back', async () => {
    await expect(
      s.db.execute(sql`UPDATE action_log_seals SET hash = repeat('f', 64) WHERE seq = 1`),
    ).rejects.toMatchObject(refused(/append-only/));
    await expect(s.db.execute(sql`DELETE FROM action_log_seals WHERE seq = 1`)).rejects.toMatchObject(
      refused(/append-only/),
    );
    await expect(s.db.execute(sql`UPDATE action_log_chain_head SET seq = 0`)).rejects.toMatchObject(
      refused(/only moves forward/),
    );
    await expect(s.db.execute(sql`DELETE FROM action_log_chain_head`)).rejects.toMatchObject(
      refused(/only moves forward/),
    );
    expect((await verify()).ok).toBe(true);
  });

  it("seals none of a rolled-back transaction's rows, and all of a committed one's", async () => {
    const before = (await sealed()).length;
    await expect(
      s.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO action_log (action, ip) VALUES ('test.one', '10.0.0.1')`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await s.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO action_log (action, ip) VALUES ('test.two', '10.0.0.1')`);
      // A savepoint inside, as nested transactions write.
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO action_log (action, ip) VALUES ('test.three', '10.0.0.1')`);
      });
    });
    expect((await sealed()).length).toBe(before + 2);
    expect((await verify()).ok).toBe(true);
  });

  it('seals rows written after a seal within their transaction once each, in order', async () => {
    const before = (await sealed()).length;
    await s.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO action_log (action, ip) VALUES ('test.early', '10.0.0.1')`);
      // The seal runs now, not at commit: the rows after it are sealed by the next one.
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      await tx.execute(
        sql`INSERT INTO action_log (action, ip) VALUES ('test.late', '10.0.0.1'), ('test.later', '10.0.0.1')`,
      );
    });
    const seals = (await sealed()).slice(before);
    const ids = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT id::int FROM action_log WHERE action IN ('test.early', 'test.late', 'test.later') ORDER BY id`,
    );
    expect(seals.map((x) => x.id)).toEqual(ids.map((r) => r.id));
    expect((await verify()).ok).toBe(true);
  });
});

describe('verification names the first tampered row', () => {
  let saved: string | null = null;
  afterEach(async () => {
    // Each case works on a copy of the log put back afterwards, so the next case starts intact.
    if (saved !== null) await restore(saved);
    saved = null;
  });

  async function snapshot() {
    await s.db.execute(sql`DROP TABLE IF EXISTS log_copy`);
    await s.db.execute(sql`CREATE TABLE log_copy AS SELECT * FROM action_log`);
    await s.db.execute(sql`DROP TABLE IF EXISTS seals_copy`);
    await s.db.execute(sql`CREATE TABLE seals_copy AS SELECT * FROM action_log_seals`);
    await s.db.execute(sql`DROP TABLE IF EXISTS head_copy`);
    await s.db.execute(sql`CREATE TABLE head_copy AS SELECT * FROM action_log_chain_head`);
    saved = 'log_copy';
  }
  async function restore(_table: string) {
    const tables = ['action_log', 'action_log_seals', 'action_log_chain_head'];
    for (const t of tables) await s.db.execute(sql.raw(`ALTER TABLE ${t} DISABLE TRIGGER USER`));
    await s.db.execute(sql`DELETE FROM action_log`);
    await s.db.execute(sql`INSERT INTO action_log OVERRIDING SYSTEM VALUE SELECT * FROM log_copy`);
    await s.db.execute(sql`DELETE FROM action_log_seals`);
    await s.db.execute(sql`INSERT INTO action_log_seals SELECT * FROM seals_copy`);
    await s.db.execute(sql`DELETE FROM action_log_chain_head`);
    await s.db.execute(sql`INSERT INTO action_log_chain_head SELECT * FROM head_copy`);
    for (const t of tables) await s.db.execute(sql.raw(`ALTER TABLE ${t} ENABLE TRIGGER USER`));
  }
  const middle = async () => {
    const rows = await sealed();
    return rows[Math.floor(rows.length / 2)]!;
  };

  it('a changed row', async () => {
    await snapshot();
    const target = await middle();
    await asOwner(
      'action_log',
      'action_log_append_only',
      sql`UPDATE action_log SET reason = 'quietly edited' WHERE id = ${target.id}`,
    );
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'changed', id: target.id, seq: target.seq } });
  });

  it('a changed row whose seal was recomputed: the next seal no longer follows', async () => {
    await snapshot();
    const target = await middle();
    await asOwner(
      'action_log',
      'action_log_append_only',
      sql`UPDATE action_log SET reason = 'quietly edited' WHERE id = ${target.id}`,
    );
    await asOwner(
      'action_log_seals',
      'action_log_seals_append_only',
      sql`UPDATE action_log_seals s
          SET hash = action_log_seal_digest(s.digest, (SELECT hash FROM action_log_seals WHERE seq = s.seq - 1), s.seq, a)
          FROM action_log a WHERE a.id = s.log_id AND s.seq = ${target.seq}`,
    );
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'changed', seq: target.seq + 1 } });
  });

  it('a deleted row', async () => {
    await snapshot();
    const target = await middle();
    await asOwner('action_log', 'action_log_append_only', sql`DELETE FROM action_log WHERE id = ${target.id}`);
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'missing', id: target.id, seq: target.seq } });
  });

  it('a deleted row and its seal', async () => {
    await snapshot();
    const target = await middle();
    await asOwner('action_log', 'action_log_append_only', sql`DELETE FROM action_log WHERE id = ${target.id}`);
    await asOwner(
      'action_log_seals',
      'action_log_seals_append_only',
      sql`DELETE FROM action_log_seals WHERE seq = ${target.seq}`,
    );
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'missing', seq: target.seq } });
  });

  it('the last rows and their seals deleted', async () => {
    await snapshot();
    const rows = await sealed();
    const cut = rows.length - 2;
    await asOwner(
      'action_log',
      'action_log_append_only',
      sql`DELETE FROM action_log WHERE id IN (SELECT log_id FROM action_log_seals WHERE seq > ${cut})`,
    );
    await asOwner(
      'action_log_seals',
      'action_log_seals_append_only',
      sql`DELETE FROM action_log_seals WHERE seq > ${cut}`,
    );
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'truncated', seq: cut } });
  });

  it('a row inserted with the seal switched off', async () => {
    await snapshot();
    await asOwner(
      'action_log',
      'action_log_seal',
      sql`INSERT INTO action_log (action, target_type, target_id, ip) VALUES ('order.refund', 'order', '7', '10.0.0.9')`,
    );
    const [planted] = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT id::int FROM action_log a WHERE NOT EXISTS (SELECT 1 FROM action_log_seals s WHERE s.log_id = a.id)`,
    );
    // The next commit seals its own rows only; the planted one stays outside the chain.
    await s.call('/admins/login', { username: 'agent', password: 'backoffice-demo' });
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'unsealed', id: planted!.id } });
  });
});
