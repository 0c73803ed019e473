import { and, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';
import { cappedCount, encodeCursor, pageClauses } from './keyset';
import { idIn } from './moderation-sql';
import { listTotals } from './list-totals';
import { renderedOnce } from './rendered-statements';
import { orderByOf, riskPageClauses, type ListOrder } from './queue-order';
import { TOTAL_CAP, type ListReply } from '#contract/api/list';

/** What a fetcher is asked for: the where-clause, order and window of one page. */
export interface FetchQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** At most this many rows; null for every matching row. */
  limit: number | null;
  offset: number;
  /**
   * Names everything the where-clause and order depend on, when the caller can say it in a few
   * characters (a list request): the statement is then rendered once per key (rendered-statements.ts).
   */
  renderKey?: string | undefined;
}

/** A row and its cursor key: the sort timestamp as ISO text (columns hold milliseconds, so it is exact). */
export interface Keyed<R> {
  row: R;
  id: number;
  key: string;
}

export type Fetcher<R> = (db: Db, q: FetchQuery) => Promise<Keyed<R>[]>;

/**
 * Runs `select` (a SELECT … FROM …) over one page. The limit is written into the statement's text
 * and a zero offset left out: with either as a parameter PostgreSQL cannot cost a generic plan
 * and so plans every execution of the prepared statement again, which took longer (≈0.2 ms) than
 * running the queue page itself. Limits come from validated page sizes, so the texts are few.
 */
export function pageRows<T>(db: Db, select: SQL, q: FetchQuery): Promise<T[]> {
  if (q.limit !== null && (!Number.isSafeInteger(q.limit) || q.limit < 0)) {
    throw new RangeError(`a page limit must be a whole number, not ${q.limit}`);
  }
  const build = () => {
    const limit = q.limit === null ? sql`` : sql` LIMIT ${sql.raw(String(q.limit))}`;
    const offset = q.offset > 0 ? sql` OFFSET ${q.offset}` : sql``;
    return sql`${select}${q.where ? sql` WHERE ${q.where}` : sql``} ORDER BY ${sql.join(q.orderBy, sql`, `)}${limit}${offset}`;
  };
  const key = q.renderKey === undefined ? undefined : `${q.renderKey} ${q.limit} ${q.offset}`;
  return queryRows<T>(db, key === undefined ? build() : renderedOnce(select, key, build));
}

/** A listable table: where its ids and sort times are, and how to read its rows with their joins. */
export interface ListSource<F, R> {
  table: PgTable;
  id: AnyColumn;
  sort: AnyColumn;
  where(filters: F): SQL[];
  fetch: Fetcher<R>;
  /**
   * What the risk order leaves out besides the filters: the pending members of a wave but its
   * lead, so that a wave counts as one item there (db/wave-summary-rows.ts).
   */
  riskWhere?: SQL | undefined;
}

/**
 * The source with what `read` finds for a page's rows (one more statement per page, by their ids)
 * put on each row by `put`: how rule hits, classifier scores and waves ride on every list, lease and
 * update reply of a kind.
 */
export function withPerRow<F, R, T>(
  source: ListSource<F, R>,
  read: (db: Db, ids: number[]) => Promise<Map<number, T>>,
  put: (row: R, found: T | undefined) => void,
): ListSource<F, R> {
  return {
    ...source,
    fetch: async (db, q) => {
      const rows = await source.fetch(db, q);
      const found = await read(
        db,
        rows.map((r) => r.id),
      );
      for (const r of rows) put(r.row, found.get(r.id));
      return rows;
    },
  };
}

export interface PageRequest {
  pageSize: number;
  page?: number | undefined;
  cursor?: string | undefined;
  order: 'asc' | 'desc';
  /** Sort by creation time (the default) or by risk score (`order` desc: the riskiest first). */
  by?: 'createdAt' | 'risk' | undefined;
}

interface Total {
  total: number;
  totalCapped: boolean;
}

/**
 * A list cursor is the keyset cursor, a dot, and the total counted when the walk began. A cursor
 * page reuses that total instead of counting again: the capped count reads up to 10 001 index
 * entries, ten times the work of the page itself, and a queue walks many pages. Totals are thus as
 * of the walk's first page (or of each `page` request, which always counts).
 */
function splitCursor(cursor: string | undefined): { keyset: string | undefined; total: Total | undefined } {
  if (cursor === undefined) return { keyset: undefined, total: undefined };
  const dot = cursor.indexOf('.');
  if (dot < 0) return { keyset: cursor, total: undefined };
  return { keyset: cursor.slice(0, dot), total: decodeTotal(cursor.slice(dot + 1)) };
}

function decodeTotal(text: string): Total | undefined {
  const match = /^(\d{1,5})(c?)$/.exec(text);
  if (!match) return undefined;
  const total = Number(match[1]);
  return total <= TOTAL_CAP ? { total, totalCapped: match[2] === 'c' } : undefined;
}

const encodeTotal = (t: Total) => `${t.total}${t.totalCapped ? 'c' : ''}`;

/**
 * A walk's first page (no `page`) may take a total counted within the last seconds (list-totals);
 * a `page` request — a table the user paged or refreshed — always counts.
 */
function countOf<F, R>(
  db: Db,
  source: ListSource<F, R>,
  filters: F,
  where: SQL | undefined,
  reuse: boolean,
): Promise<Total> {
  const count = () => cappedCount(db, sql`${source.table}`, where);
  return reuse ? listTotals(db).get(`${getTableName(source.table)} ${JSON.stringify(filters)}`, count) : count();
}

/**
 * One page of a list. With a cursor the page starts after the row it names (a row comparison the
 * (…, created_at, id) indexes answer directly); one extra row tells whether a next page exists.
 * The capped count runs beside the page query, when it runs (see splitCursor and list-totals).
 */
export async function listPage<F, R>(
  db: Db,
  source: ListSource<F, R>,
  filters: F,
  req: PageRequest,
): Promise<ListReply<R>> {
  const cursor = splitCursor(req.cursor);
  const byRisk = req.by === 'risk';
  const clauses = byRisk
    ? {
        ...riskPageClauses(source, req.order, cursor.keyset),
        offset: cursor.keyset ? 0 : ((req.page ?? 1) - 1) * req.pageSize,
      }
    : pageClauses({
        sortColumn: source.sort,
        idColumn: source.id,
        order: req.order,
        pageSize: req.pageSize,
        page: req.page,
        cursor: cursor.keyset,
      });
  const filterWhere = and(...source.where(filters));
  const [rows, count] = await Promise.all([
    source.fetch(db, {
      where: and(filterWhere, clauses.where, byRisk ? source.riskWhere : undefined),
      orderBy: clauses.orderBy,
      limit: req.pageSize + 1,
      offset: clauses.offset,
      // The filters, order and cursor are all the where-clause and order are made of.
      renderKey: JSON.stringify([filters, req.order, req.by ?? 'createdAt', cursor.keyset ?? null]),
    }),
    cursor.total ?? countOf(db, source, filters, filterWhere, req.page === undefined),
  ]);
  const page = rows.slice(0, req.pageSize);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > req.pageSize && last
      ? `${encodeCursor({ v: byRisk ? riskScoreOfRow(last.row) : last.key, id: last.id })}.${encodeTotal(count)}`
      : null;
  return { list: page.map((r) => r.row), ...count, nextCursor };
}

/** A risk-ordered page's cursor holds the last row's score; only moderatable rows have one. */
function riskScoreOfRow(row: unknown): number {
  const score = (row as { riskScore?: unknown }).riskScore;
  if (typeof score !== 'number') throw new Error('a list ordered by risk read a row without a risk score');
  return score;
}

/** Rows matching `where`, in list order, at most `limit` (null: all of them). */
export async function rowsWhere<R>(
  db: Db,
  source: ListSource<never, R>,
  where: SQL | undefined,
  order: ListOrder,
  limit: number | null,
): Promise<R[]> {
  const rows = await source.fetch(db, { where, orderBy: orderByOf(source, order), limit, offset: 0 });
  return rows.map((r) => r.row);
}

/**
 * The rows with these ids, in list order; ids with no row are simply absent. No LIMIT: the ids
 * bound the rows already, and a limit of `ids.length` would make one statement text per count.
 */
export async function rowsByIds<R>(
  db: Db,
  source: ListSource<never, R>,
  ids: number[],
  order: ListOrder = 'asc',
): Promise<R[]> {
  if (ids.length === 0) return [];
  return rowsWhere(db, source, idIn(source.id, ids), order, null);
}
