import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { roleMayEnter } from '#contract/access';
import type { Role } from '#contract/roles';
import { SEARCH_LIMIT, type SearchResult } from '#contract/api/search';

const MAX_ID = 2_147_483_647;
const EXCERPT = 60;

/** `q` as an id: `743` or `#743`; null when it is not one. */
function asId(q: string): number | null {
  const digits = /^#?(\d{1,10})$/.exec(q)?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** `%` and `_` in a nickname match themselves. */
const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = Omit<SearchResult, 'kind'>;

/**
 * The palette's record search. Each kind is looked for only when the role may open its list
 * (moderation for accounts, moments and reports; orders for orders), so a promoter finds nothing
 * it could not open. Exact ids and order numbers and a nickname prefix, each on an index.
 */
export async function searchRecords(db: Db, q: string, role: Role): Promise<{ results: SearchResult[] }> {
  const id = asId(q);
  const found: Promise<SearchResult[]>[] = [];
  const of = (kind: SearchResult['kind'], query: ReturnType<typeof sql>) =>
    found.push(queryRows<Row>(db, query).then((rows) => rows.map((r) => ({ kind, ...r }))));

  if (roleMayEnter(role, 'moderation')) {
    if (id !== null) {
      of('account', sql`SELECT id, nickname AS label, status FROM accounts WHERE id = ${id}`);
      of(
        'moment',
        sql`SELECT id, left(text, ${EXCERPT}) AS label, audit_status AS status FROM moments WHERE id = ${id}`,
      );
      of(
        'report',
        // The reporter's words; a report without any is named by what it reports.
        sql`SELECT id, coalesce(nullif(left(detail, ${EXCERPT}), ''), target_type || ' #' || target_id) AS label, status
            FROM reports WHERE id = ${id}`,
      );
    } else {
      of(
        'account',
        sql`SELECT id, nickname AS label, status FROM accounts
            WHERE nickname ILIKE ${likePrefix(q)} ORDER BY nickname, id LIMIT ${SEARCH_LIMIT}`,
      );
    }
  }
  if (roleMayEnter(role, 'orders')) {
    of(
      'order',
      sql`SELECT id, order_no AS label, status FROM orders
          WHERE order_no = ${q} ${id !== null ? sql`OR id = ${id}` : sql``} ORDER BY id LIMIT ${SEARCH_LIMIT}`,
    );
  }
  return { results: (await Promise.all(found)).flat() };
}
