import { describe, expect, it } from 'vitest';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pageRows } from '#server/db/moderation-list-query';
import { moments } from '#server/db/schema/content';
import type { Db } from '#server/db/client';

/** The statement pageRows sends, as PostgreSQL would receive it. */
async function statementOf(limit: number | null, offset: number) {
  let sent: SQL | undefined;
  const db = { execute: async (q: SQL) => ((sent = q), { rows: [] }) } as unknown as Db;
  await pageRows(db, sql.raw('SELECT moments.id FROM moments'), {
    where: eq(moments.auditStatus, 'PENDING'),
    orderBy: [asc(moments.createdAt), asc(moments.id)],
    limit,
    offset,
  });
  return new PgDialect().sqlToQuery(sent!);
}

// A limit or offset sent as a parameter keeps PostgreSQL from settling on a generic plan, so it
// plans the prepared statement again on every call.
describe('pageRows', () => {
  it('writes the limit into the text and leaves a zero offset out', async () => {
    const q = await statementOf(51, 0);
    expect(q.sql).toBe(
      'SELECT moments.id FROM moments WHERE "moments"."audit_status" = $1 ORDER BY "moments"."created_at" asc, "moments"."id" asc LIMIT 51',
    );
    expect(q.params).toEqual(['PENDING']);
  });

  it('passes a real offset as a parameter', async () => {
    const q = await statementOf(20, 80);
    expect(q.sql).toMatch(/ LIMIT 20 OFFSET \$2$/);
    expect(q.params).toEqual(['PENDING', 80]);
  });

  it('writes no LIMIT when every matching row is wanted (rows by id), so one text serves every count', async () => {
    const q = await statementOf(null, 0);
    expect(q.sql).toMatch(/ ORDER BY "moments"\."created_at" asc, "moments"\."id" asc$/);
    expect(q.params).toEqual(['PENDING']);
  });

  it('refuses a limit that is not a whole number', async () => {
    await expect(statementOf(1.5, 0)).rejects.toThrow(RangeError);
    await expect(statementOf(-1, 0)).rejects.toThrow(RangeError);
  });
});
