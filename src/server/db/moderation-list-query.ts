import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { cappedCount, encodeCursor, pageClauses } from './keyset';
import { idIn } from './moderation-sql';
import type { ListReply } from '../../contract/api/list';

/** What a fetcher is asked for: the where-clause, order and window of one page. */
export interface FetchQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A row and its cursor key (the sort timestamp to the microsecond). */
export interface Keyed<R> {
  row: R;
  id: number;
  key: string;
}

export type Fetcher<R> = (db: Db, q: FetchQuery) => Promise<Keyed<R>[]>;

/** A listable table: where its ids and sort times are, and how to read its rows with their joins. */
export interface ListSource<F, R> {
  table: PgTable;
  id: AnyColumn;
  sort: AnyColumn;
  where(filters: F): SQL[];
  fetch: Fetcher<R>;
}

export interface PageRequest {
  pageSize: number;
  page?: number | undefined;
  cursor?: string | undefined;
  order: 'asc' | 'desc';
}

/**
 * One page of a list. With a cursor the page starts after the row it names (a row comparison the
 * (…, created_at, id) indexes answer directly); one extra row tells whether a next page exists.
 * The capped count runs beside the page query.
 */
export async function listPage<F, R>(db: Db, source: ListSource<F, R>, filters: F, req: PageRequest): Promise<ListReply<R>> {
  const clauses = pageClauses({
    sortColumn: source.sort, idColumn: source.id, order: req.order, pageSize: req.pageSize, page: req.page, cursor: req.cursor,
  });
  const filterWhere = and(...source.where(filters));
  const [rows, count] = await Promise.all([
    source.fetch(db, {
      where: and(filterWhere, clauses.where), orderBy: clauses.orderBy, limit: req.pageSize + 1, offset: clauses.offset,
    }),
    cappedCount(db, sql`${source.table}`, filterWhere),
  ]);
  const page = rows.slice(0, req.pageSize);
  const last = page[page.length - 1];
  const nextCursor = rows.length > req.pageSize && last ? encodeCursor({ v: last.key, id: last.id }) : null;
  return { list: page.map((r) => r.row), ...count, nextCursor };
}

/** Rows matching `where`, in list order, at most `limit`. */
export async function rowsWhere<R>(db: Db, source: ListSource<never, R>, where: SQL | undefined, order: 'asc' | 'desc', limit: number): Promise<R[]> {
  const dir = order === 'asc' ? asc : desc;
  const rows = await source.fetch(db, { where, orderBy: [dir(source.sort), dir(source.id)], limit, offset: 0 });
  return rows.map((r) => r.row);
}

/** The rows with these ids, in list order; ids with no row are simply absent. */
export async function rowsByIds<R>(db: Db, source: ListSource<never, R>, ids: number[], order: 'asc' | 'desc' = 'asc'): Promise<R[]> {
  if (ids.length === 0) return [];
  return rowsWhere(db, source, idIn(source.id, ids), order, ids.length);
}
