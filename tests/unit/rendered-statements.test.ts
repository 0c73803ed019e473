import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { flat, renderedOnce } from '#server/db/rendered-statements';

const dialect = new PgDialect();
const render = (q: ReturnType<typeof flat>) => dialect.sqlToQuery(q);

describe('renderedOnce', () => {
  it('builds a statement once per key and hands out the same text and values', () => {
    const kind = {};
    let builds = 0;
    const build = (status: string) => () => {
      builds++;
      return sql`SELECT 1 FROM moments WHERE ${sql.raw('audit_status')} = ${status} AND id > ${7} LIMIT 51`;
    };
    const first = render(renderedOnce(kind, 'PENDING', build('PENDING')));
    const again = render(renderedOnce(kind, 'PENDING', build('PENDING')));
    const other = render(renderedOnce(kind, 'APPROVED', build('APPROVED')));
    expect(builds).toBe(2);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      sql: 'SELECT 1 FROM moments WHERE audit_status = $1 AND id > $2 LIMIT 51',
      params: ['PENDING', 7],
    });
    expect(other.params).toEqual(['APPROVED', 7]);
  });

  it('keeps each kind of statement apart under the same key', () => {
    const a = render(renderedOnce({}, 'k', () => sql`SELECT ${1}`));
    const b = render(renderedOnce({}, 'k', () => sql`SELECT ${2}`));
    expect([a.params, b.params]).toEqual([[1], [2]]);
  });
});

describe('flat', () => {
  it('binds $n to the n-th value, whatever the order in the text, arrays as one value', () => {
    expect(render(flat({ text: 'SELECT $2, $1, $3::int[]', params: ['a', 'b', [1, 2]] }))).toMatchObject({
      sql: 'SELECT $1, $2, $3::int[]',
      params: ['b', 'a', [1, 2]],
    });
  });
});
