import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { roleMayEnter } from '#contract/access';
import type { Role } from '#contract/roles';
import { SEARCH_LIMIT, type SearchResult } from '#contract/api/search';
import { moderationListApi } from '#contract/api/moderated-kind-schemas';
import { MODERATED_KIND_NAMES, listPathOf, type ModeratedKind } from '#contract/moderated-kinds';

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
 * Each moderated kind by its primary key, named and with the state its list shows. A kind added
 * to the registry does not compile until it is here.
 */
const BY_ID: { readonly [K in ModeratedKind]: (id: number) => SQL } = {
  account: (id) => sql`SELECT id, nickname AS label, status FROM accounts WHERE id = ${id}`,
  moment: (id) => sql`SELECT id, left(text, ${EXCERPT}) AS label, audit_status AS status FROM moments WHERE id = ${id}`,
  moment_comment: (id) =>
    sql`SELECT id, left(text, ${EXCERPT}) AS label, audit_status AS status FROM moment_comments WHERE id = ${id}`,
  question: (id) =>
    sql`SELECT id, left(coalesce(nullif(title, ''), text), ${EXCERPT}) AS label, audit_status AS status
        FROM questions WHERE id = ${id}`,
  question_reply: (id) =>
    sql`SELECT id, left(text, ${EXCERPT}) AS label, audit_status AS status FROM question_replies WHERE id = ${id}`,
  reply_comment: (id) =>
    sql`SELECT id, left(text, ${EXCERPT}) AS label, audit_status AS status FROM reply_comments WHERE id = ${id}`,
  // Named by its two sides, never its words: a message's text is read only through its list,
  // where every read is in the action log. It has no state; its kind stands in.
  message: (id) =>
    sql`SELECT m.id, sender.nickname || ' → ' || recipient.nickname AS label, m.kind AS status
        FROM messages m JOIN accounts sender ON sender.id = m.from_account_id
        JOIN accounts recipient ON recipient.id = m.to_account_id WHERE m.id = ${id}`,
  report: (id) =>
    // The reporter's words; a report without any is named by what it reports.
    sql`SELECT id, coalesce(nullif(left(detail, ${EXCERPT}), ''), target_type || ' #' || target_id) AS label, status
        FROM reports WHERE id = ${id}`,
  // A certification is the account's: its list finds one by the nickname.
  avatar_cert: (id) =>
    sql`SELECT c.id, a.nickname AS label, c.audit_status AS status
        FROM avatar_certs c JOIN accounts a ON a.id = c.account_id WHERE c.id = ${id}`,
  about_answer: (id) =>
    sql`SELECT id, left(answer, ${EXCERPT}) AS label, audit_status AS status FROM about_answers WHERE id = ${id}`,
};

/** Every moderated kind is a search kind: one added to the registry alone does not compile. */
const SEARCHED: readonly SearchResult['kind'][] = MODERATED_KIND_NAMES;

/** Whether the role may open the kind's list: the area its list endpoint is guarded by. */
const mayOpen = (role: Role, kind: ModeratedKind) => roleMayEnter(role, moderationListApi[listPathOf(kind)].area);

/**
 * The palette's record search. Each kind is looked for only when the role may open its list (the
 * moderated kinds by their list endpoint's area, orders by the orders area), so a promoter finds
 * nothing it could not open. An id is looked up in every such kind at once, one statement of
 * primary-key reads; an order number and a nickname prefix each on an index.
 */
export async function searchRecords(db: Db, q: string, role: Role): Promise<{ results: SearchResult[] }> {
  const id = asId(q);
  const found: Promise<SearchResult[]>[] = [];

  const kinds = MODERATED_KIND_NAMES.filter((k) => mayOpen(role, k));
  if (id !== null && kinds.length > 0) {
    const each = kinds.map((k) => sql`SELECT ${k}::text AS kind, id, label, status FROM (${BY_ID[k](id)}) r`);
    // UNION ALL promises no order: the kinds are put back in the registry's.
    const order = (r: SearchResult) => SEARCHED.indexOf(r.kind);
    found.push(
      queryRows<SearchResult>(db, sql.join(each, sql` UNION ALL `)).then((rows) =>
        rows.sort((a, b) => order(a) - order(b)),
      ),
    );
  }
  if (id === null && mayOpen(role, 'account')) {
    found.push(
      queryRows<Row>(
        db,
        sql`SELECT id, nickname AS label, status FROM accounts
            WHERE nickname ILIKE ${likePrefix(q)} ORDER BY nickname, id LIMIT ${SEARCH_LIMIT}`,
      ).then((rows) => rows.map((r) => ({ kind: 'account' as const, ...r }))),
    );
  }
  if (roleMayEnter(role, 'orders')) {
    found.push(
      queryRows<Row>(
        db,
        sql`SELECT id, order_no AS label, status FROM orders
            WHERE order_no = ${q} ${id !== null ? sql`OR id = ${id}` : sql``} ORDER BY id LIMIT ${SEARCH_LIMIT}`,
      ).then((rows) => rows.map((r) => ({ kind: 'order' as const, ...r }))),
    );
  }
  return { results: (await Promise.all(found)).flat() };
}
