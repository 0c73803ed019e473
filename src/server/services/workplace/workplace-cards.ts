import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { notifications } from '../../db/schema/staff';
import { roleMayEnter } from '#contract/access';
import type { Role } from '#contract/roles';
import { STATS_CURRENCY } from '#contract/api/stats-paid';
import type { WorkplaceCards, WorkplaceReply } from '#contract/api/workplace';
import { loadAdmin } from '../admins/admin-info';
import { at, calendar, dayAt, todayPlus } from '../../db/stats/stats-time';

/** Top-level content and the comment tables, as DESIGN §5 names them. */
export const CONTENT_TABLES = ['moments', 'questions'] as const;
export const COMMENT_TABLES = ['moment_comments', 'question_replies', 'reply_comments'] as const;

const ANNOUNCEMENTS = 5;

interface Bounds {
  today: SQL;
  yesterday: SQL;
}

/** today: [t0, ∞), yesterday: [t-1, t0) — two index range counts on `column`. */
const dayCounts = (table: string, column: string, b: Bounds, extra: SQL = sql``) => {
  const t = sql.identifier(table);
  const c = sql.identifier(column);
  return {
    today: sql`(SELECT count(*) FROM ${t} WHERE ${c} >= ${b.today} ${extra})`,
    yesterday: sql`(SELECT count(*) FROM ${t} WHERE ${c} >= ${b.yesterday} AND ${c} < ${b.today} ${extra})`,
  };
};

const plus = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})::int`;

interface ContentRow {
  online_now: number;
  online_today: number;
  put_in_today: number;
  put_in_yesterday: number;
  comments_today: number;
  comments_yesterday: number;
}

async function contentFigures(db: Db, b: Bounds) {
  const put = CONTENT_TABLES.map((t) => dayCounts(t, 'created_at', b));
  const comments = COMMENT_TABLES.map((t) => dayCounts(t, 'created_at', b));
  // Online now from the trigger-kept tallies (a count would scan most of each table); of those,
  // the ones created today come from the (enabled, created_at) index.
  const onlineToday = CONTENT_TABLES.map((t) => dayCounts(t, 'created_at', b, sql`AND enabled`).today);
  const [row] = await queryRows<ContentRow>(
    db,
    sql`SELECT (SELECT coalesce(sum(enabled), 0) FROM content_tallies WHERE source IN (${sql.join(
      CONTENT_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )}))::int AS online_now,
          ${plus(onlineToday)} AS online_today,
          ${plus(put.map((p) => p.today))} AS put_in_today, ${plus(put.map((p) => p.yesterday))} AS put_in_yesterday,
          ${plus(comments.map((p) => p.today))} AS comments_today, ${plus(comments.map((p) => p.yesterday))} AS comments_yesterday`,
  );
  if (!row) throw new Error('workplace content query returned no row');
  return row;
}

interface MoneyRow {
  revenue_today: number;
  revenue_yesterday: number;
  refunds_today: number;
  refunds_yesterday: number;
}

/** Same definitions as paid stats: revenue by payment time, refunds by refund time. */
async function moneyFigures(db: Db, b: Bounds) {
  const cur = sql`AND currency = ${STATS_CURRENCY}`;
  const sumOf = (table: string, column: string, from: SQL, to: SQL | null) =>
    sql`(SELECT coalesce(sum(amount_cents), 0)::float8 FROM ${sql.identifier(table)}
         WHERE ${sql.identifier(column)} >= ${from} ${to ? sql`AND ${sql.identifier(column)} < ${to}` : sql``} ${cur})`;
  const [row] = await queryRows<MoneyRow>(
    db,
    sql`SELECT ${sumOf('orders', 'paid_at', b.today, null)} AS revenue_today,
               ${sumOf('orders', 'paid_at', b.yesterday, b.today)} AS revenue_yesterday,
               ${sumOf('refunds', 'created_at', b.today, null)} AS refunds_today,
               ${sumOf('refunds', 'created_at', b.yesterday, b.today)} AS refunds_yesterday`,
  );
  if (!row) throw new Error('workplace money query returned no row');
  return { today: row.revenue_today - row.refunds_today, yesterday: row.revenue_yesterday - row.refunds_yesterday };
}

interface OrderRow {
  pending_now: number;
  pending_before: number;
  renewal_today: number;
  renewal_yesterday: number;
}

async function orderFigures(db: Db, b: Bounds) {
  const renewals = dayCounts('orders', 'paid_at', b, sql`AND renewal`);
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT p.now AS pending_now, p.before AS pending_before,
               ${renewals.today}::int AS renewal_today, ${renewals.yesterday}::int AS renewal_yesterday
        FROM (SELECT count(*)::int AS now, count(*) FILTER (WHERE created_at < ${b.today})::int AS before
              FROM orders WHERE status = 'PENDING') p`,
  );
  if (!row) throw new Error('workplace order query returned no row');
  return {
    pendingOrders: { now: row.pending_now, beforeToday: row.pending_before },
    renewalOrders: { today: row.renewal_today, yesterday: row.renewal_yesterday },
  };
}

/**
 * The dashboard's cards for a session acting as `role`. Money and order figures are not even
 * computed for a role that may not see them, and their fields are left out of the reply.
 */
export async function workplaceOverview(db: Db, tz: string, adminId: number, role: Role): Promise<WorkplaceReply> {
  // Yesterday, today and tomorrow's starts, computed once by PostgreSQL and bound as constants.
  const days = await calendar(db, tz, todayPlus(tz, -1), 2);
  const b: Bounds = { today: at(dayAt(days, 1).start), yesterday: at(dayAt(days, 0).start) };
  const money = roleMayEnter(role, 'paidStats');
  const ordersToo = roleMayEnter(role, 'orders');
  const [admin, content, net, order, notices] = await Promise.all([
    loadAdmin(db, adminId),
    contentFigures(db, b),
    money ? moneyFigures(db, b) : null,
    ordersToo ? orderFigures(db, b) : null,
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        content: notifications.content,
        time: notifications.time,
      })
      .from(notifications)
      .where(and(eq(notifications.adminId, adminId), eq(notifications.type, 'notice')))
      .orderBy(desc(notifications.time), desc(notifications.id))
      .limit(ANNOUNCEMENTS),
  ]);
  const cards: WorkplaceCards = {
    onlineContent: { now: content.online_now, beforeToday: content.online_now - content.online_today },
    contentPutIn: { today: content.put_in_today, yesterday: content.put_in_yesterday },
    newComments: { today: content.comments_today, yesterday: content.comments_yesterday },
  };
  if (net) cards.netRevenueCents = net;
  if (order) Object.assign(cards, order);
  return {
    timeZone: tz,
    today: dayAt(days, 1).day,
    name: admin.name || admin.username,
    currency: STATS_CURRENCY,
    cards,
    announcements: notices.map((n) => ({ ...n, time: n.time.toISOString() })),
  };
}
