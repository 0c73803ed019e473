import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/commerce';
import type { Db } from '../../db/client';
import { cappedCount, nextCursorOf, pageClauses } from '../../db/keyset';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { OrderTotals } from '#contract/api/orders';
import { PAID_STATUSES, selectOrders, toOrder } from '../../db/orders/order-rows';
import { likePrefix } from '../../lib/like-pattern';

type Body = ApiParsedBody<'/admins/order-list/get'>;
type Filters = Body['filters'];

function whereOf(f: Filters): SQL | undefined {
  return and(
    f.orderNo !== undefined ? sql`${orders.orderNo} LIKE ${likePrefix(f.orderNo)}` : undefined,
    f.accountId !== undefined ? eq(orders.accountId, f.accountId) : undefined,
    f.status !== undefined ? inArray(orders.status, f.status) : undefined,
    f.product !== undefined ? eq(orders.product, f.product) : undefined,
    f.channel !== undefined ? eq(orders.channel, f.channel) : undefined,
    f.payMethod !== undefined ? eq(orders.payMethod, f.payMethod) : undefined,
    f.currency !== undefined ? eq(orders.currency, f.currency) : undefined,
    f.renewal !== undefined ? eq(orders.renewal, f.renewal) : undefined,
    f.paidFrom !== undefined ? gte(orders.paidAt, new Date(f.paidFrom)) : undefined,
    f.paidTo !== undefined ? lt(orders.paidAt, new Date(f.paidTo)) : undefined,
    f.amountMin !== undefined ? gte(orders.amountCents, f.amountMin) : undefined,
    f.amountMax !== undefined ? lte(orders.amountCents, f.amountMax) : undefined,
  );
}

/** Count and money of the whole filtered set, one money line per currency. */
async function totalsOf(db: Db, where: SQL | undefined): Promise<OrderTotals> {
  const paid = inArray(orders.status, [...PAID_STATUSES]);
  const rows = await db
    .select({
      currency: orders.currency,
      count: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) FILTER (WHERE ${paid}))::int`,
      // float8 holds every cent exactly up to 2^53 and comes back as a number from both drivers.
      paidCents: sql<number>`coalesce(sum(${orders.amountCents}) FILTER (WHERE ${paid}), 0)::float8`,
      refundedCents: sql<number>`coalesce(sum(${orders.refundedCents}), 0)::float8`,
    })
    .from(orders)
    .where(where)
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return {
    count: rows.reduce((n, r) => n + r.count, 0),
    paidCount: rows.reduce((n, r) => n + r.paidCount, 0),
    byCurrency: rows
      .filter((r) => r.paidCount > 0 || r.refundedCents > 0)
      .map((r) => ({
        currency: r.currency,
        paidCents: Number(r.paidCents),
        refundedCents: Number(r.refundedCents),
        netCents: Number(r.paidCents) - Number(r.refundedCents),
      })),
  };
}

export async function listOrders(db: Db, body: Body): Promise<ApiReply<'/admins/order-list/get'>> {
  const where = whereOf(body.filters);
  const field = body.sort?.field ?? 'createdAt';
  const sortColumn =
    field === 'createdAt' ? orders.createdAt : field === 'amountCents' ? orders.amountCents : orders.id;
  const page = pageClauses({
    sortColumn,
    idColumn: orders.id,
    order: body.sort?.order ?? 'desc',
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
  });
  const rows = await selectOrders(db)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(body.pageSize)
    .offset(page.offset);
  const count = await cappedCount(db, sql`${orders}`, where);
  const totals = await totalsOf(db, where);
  return {
    list: rows.map((r) => toOrder(r.order, r.accountNickname)),
    ...count,
    nextCursor: nextCursorOf(
      rows,
      body.pageSize,
      (r) => (field === 'createdAt' ? r.createdAtExact : field === 'amountCents' ? r.order.amountCents : r.order.id),
      (r) => r.order.id,
    ),
    totals,
  };
}
