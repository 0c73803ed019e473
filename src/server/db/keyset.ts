import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { invalid } from '../domain/api-error';
import { TOTAL_CAP } from '#contract/api/list';
import { EARLIEST_INSTANT, LATEST_INSTANT, unstorableText } from '#contract/validation';

/** Opaque to clients: the sort value and id of the last row of a page. */
interface CursorValue {
  v: string | number | boolean | null;
  id: number;
}

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(cursor: string): CursorValue {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      'v' in value &&
      Object.keys(value).length === 2 &&
      Number.isInteger((value as CursorValue).id) &&
      ['string', 'number', 'boolean'].includes(typeof (value as CursorValue).v)
    ) {
      return value as CursorValue;
    }
  } catch {
    // Falls through to the 40000 below.
  }
  throw notOurs();
}

export const notOurs = () => invalid('cursor', 'is not a cursor this server handed out');

/** How cursors write a timestamp: Date#toISOString, or with microseconds (order-rows.ts), and nothing else. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(\d{3}|\d{6})Z$/;

/** An integer an int4 column can hold: a cursor's id, or a value sorted on such a column. */
export function fitsInteger(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= -(2 ** 31) && (v as number) < 2 ** 31;
}

/** A timestamp as cursors write it, at an instant PostgreSQL stores (no month 13, no year 0). */
export function fitsInstant(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_UTC.test(v)) return false;
  const at = Date.parse(v);
  return at >= EARLIEST_INSTANT && at <= LATEST_INSTANT;
}

/**
 * Whether a cursor's value could have come from `column`. A cursor is only base64 JSON, so anyone
 * can write one; a value the column cannot hold (a string for an integer, an id past int4, a year
 * PostgreSQL refuses, a NUL) would otherwise fail in the query as a 500 instead of a 40000.
 */
function fitsColumn(column: AnyColumn, v: unknown): boolean {
  switch (column.columnType) {
    case 'PgInteger':
      return fitsInteger(v);
    case 'PgBigInt53':
      return Number.isSafeInteger(v);
    case 'PgBoolean':
      return typeof v === 'boolean';
    case 'PgText':
      return typeof v === 'string' && unstorableText(v) === null;
    case 'PgTimestamp':
      return fitsInstant(v);
    default:
      // A kind of column no list sorts on yet: no cursor can be checked, so none is taken.
      return false;
  }
}

export interface PageSpec {
  sortColumn: AnyColumn;
  idColumn: AnyColumn;
  order: 'asc' | 'desc';
  pageSize: number;
  page?: number | undefined;
  cursor?: string | undefined;
}

/**
 * Where-clause, order and offset for one page. With a cursor the page starts after the row it
 * names, `(sort, id) > (v, id)`, which the (sort, id) indexes answer without scanning.
 */
export function pageClauses(spec: PageSpec): { where: SQL | undefined; orderBy: SQL[]; offset: number } {
  const dir = spec.order === 'asc' ? asc : desc;
  const orderBy = [dir(spec.sortColumn), dir(spec.idColumn)];
  if (spec.cursor) {
    const c = decodeCursor(spec.cursor);
    if (!fitsColumn(spec.idColumn, c.id) || !fitsColumn(spec.sortColumn, c.v)) throw notOurs();
    const v = spec.sortColumn.columnType === 'PgTimestamp' ? sql`${c.v}::timestamptz` : sql`${c.v}`;
    const where =
      spec.order === 'asc'
        ? sql`(${spec.sortColumn}, ${spec.idColumn}) > (${v}, ${c.id})`
        : sql`(${spec.sortColumn}, ${spec.idColumn}) < (${v}, ${c.id})`;
    return { where, orderBy, offset: 0 };
  }
  return { where: undefined, orderBy, offset: ((spec.page ?? 1) - 1) * spec.pageSize };
}

/** The cursor after `rows`, or null when this page was the last. */
export function nextCursorOf<R>(
  rows: R[],
  pageSize: number,
  sortValue: (row: R) => unknown,
  id: (row: R) => number,
): string | null {
  if (rows.length < pageSize) return null;
  const last = rows[rows.length - 1]!;
  const v = sortValue(last);
  return encodeCursor({ v: v instanceof Date ? v.toISOString() : (v as CursorValue['v']), id: id(last) });
}

/**
 * Counts at most TOTAL_CAP + 1 matching rows, so a broad filter never scans a whole table. The cap
 * is part of the text so that the prepared statement gets a generic plan (see pageRows).
 */
export async function cappedCount(
  db: Db,
  table: SQL,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${sql.raw(String(TOTAL_CAP + 1))}) capped`,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP };
}
