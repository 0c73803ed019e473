import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';

let s: TestServer;
let rootToken = '';
beforeAll(async () => {
  s = await startServer();
  rootToken = await s.login('root', { ip: nextIp() });
  for (const who of ['agent', 'promote', 'agent', 'promote']) await s.login(who, { ip: nextIp() });
});
afterAll(() => s.close());

const verify = async () => (await s.call('/admins/action-log/verify', {}, { token: rootToken })).body.data;

/** Runs SQL as a database owner would, with the log's guard switched off. */
async function asOwner(statement: ReturnType<typeof sql>) {
  await s.db.execute(sql.raw('ALTER TABLE action_log DISABLE TRIGGER action_log_append_only'));
  try {
    await s.db.execute(statement);
  } finally {
    await s.db.execute(sql.raw('ALTER TABLE action_log ENABLE TRIGGER action_log_append_only'));
  }
}

/**
 * Makes the first `n` seals what a database sealed before the microsecond digest holds: made by
 * the millisecond digest (1), the later ones chained on from them with today's (2).
 */
async function sealedBeforeMigration(n: number) {
  await s.db.execute(sql.raw('ALTER TABLE action_log_seals DISABLE TRIGGER action_log_seals_append_only'));
  await s.db.execute(sql.raw('ALTER TABLE action_log_chain_head DISABLE TRIGGER action_log_chain_head_forward_only'));
  // A DO block takes no parameters: `n` is a number of this file's own.
  await s.db.execute(
    sql.raw(`
    DO $$
    DECLARE
      s record;
      prev text := repeat('0', 64);
    BEGIN
      FOR s IN SELECT seals.seq, a AS row FROM action_log_seals seals JOIN action_log a ON a.id = seals.log_id ORDER BY seals.seq LOOP
        IF s.seq <= ${Number(n)} THEN
          prev := action_log_digest(prev, s.seq, s.row);
          UPDATE action_log_seals SET hash = prev, digest = 1 WHERE seq = s.seq;
        ELSE
          prev := action_log_digest_v2(prev, s.seq, s.row);
          UPDATE action_log_seals SET hash = prev WHERE seq = s.seq;
        END IF;
      END LOOP;
      UPDATE action_log_chain_head SET hash = prev WHERE id = 1;
    END $$`),
  );
  await s.db.execute(sql.raw('ALTER TABLE action_log_seals ENABLE TRIGGER action_log_seals_append_only'));
  await s.db.execute(sql.raw('ALTER TABLE action_log_chain_head ENABLE TRIGGER action_log_chain_head_forward_only'));
}

const sealOf = async (position: number) =>
  (
    await queryRows<{ id: number; digest: number }>(
      s.db,
      sql`SELECT log_id::int AS id, digest FROM action_log_seals WHERE seq = ${position}`,
    )
  )[0]!;

describe('the hash chain and the timestamp', () => {
  it('seals new rows with the digest that hashes the timestamp in full', async () => {
    const digests = await queryRows<{ digest: number }>(s.db, sql`SELECT DISTINCT digest FROM action_log_seals`);
    expect(digests).toEqual([{ digest: 2 }]);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('keeps verifying seals made before, and names a new row edited by less than a millisecond', async () => {
    await sealedBeforeMigration(3);
    expect(await verify()).toMatchObject({ ok: true, problem: null });
    expect((await sealOf(3)).digest).toBe(1);
    const newer = await sealOf(5);
    expect(newer.digest).toBe(2);

    // An owner widens the column to microseconds, which changes no value: the chain still holds.
    await s.db.execute(sql.raw('ALTER TABLE action_log ALTER COLUMN at TYPE timestamptz'));
    expect(await verify()).toMatchObject({ ok: true });

    // Then moves a row by 0.4 ms. A row sealed by the millisecond digest hides it (documented);
    // one sealed since does not.
    const older = await sealOf(2);
    await asOwner(sql`UPDATE action_log SET at = at + interval '400 microseconds' WHERE id = ${older.id}`);
    expect(await verify()).toMatchObject({ ok: true });
    await asOwner(sql`UPDATE action_log SET at = at + interval '400 microseconds' WHERE id = ${newer.id}`);
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'changed', id: newer.id, seq: 5 } });
  });
});
