import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** A statement as drizzle renders it: its text with `$n` and the values in order. */
interface Rendered {
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();
/** Distinct keys kept per statement kind; past this the cache starts again (a scan, not a leak). */
const MAX_KEYS = 500;
const byKind = new WeakMap<object, Map<string, Rendered>>();

/**
 * The statement built by `build()`, rendered once for each `key` (which must name everything the
 * statement depends on) and then handed out as a flat SQL of its text and values. Drizzle walks a
 * list page's nested chunks on every render, which cost a queue page more node time than
 * PostgreSQL took to answer it; every moderator opening a queue asks for the same first page.
 * A flat SQL still runs through drizzle (its type parsing, a transaction's connection).
 */
export function renderedOnce(kind: object, key: string, build: () => SQL): SQL {
  let cache = byKind.get(kind);
  if (!cache) byKind.set(kind, (cache = new Map<string, Rendered>()));
  let rendered = cache.get(key);
  if (!rendered) {
    const query = dialect.sqlToQuery(build());
    rendered = { text: query.sql, params: query.params };
    if (cache.size >= MAX_KEYS) cache.clear();
    cache.set(key, rendered);
  }
  return flat(rendered);
}

/** `$n` becomes the n-th value; the text between stays as written. */
export function flat({ text, params }: Rendered): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
    sql``,
  );
}
