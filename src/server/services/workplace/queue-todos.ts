import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { notifications } from '../../db/schema/staff';
import { roleMayEnter } from '#contract/access';
import { ROUTES } from '#contract/routes';
import type { Role } from '#contract/roles';
import { TOTAL_CAP } from '#contract/api/list';

/**
 * Message-box todos computed from the live moderation queues. Each admin has at most ONE todo
 * row per queue, keyed by `link` (the queue's path): listing the message box updates that row's
 * count instead of adding a row, drops it when the queue is empty or the active role may not
 * see the queue, and makes it unread again only when the queue has grown since it was last
 * written. Stored rows (not computed-on-the-fly items) keep the read state and the ids that
 * `/admins/notifications/read` takes.
 *
 * Row fields: `subTitle` is the pending count as a decimal string (capped at TOTAL_CAP, then
 * `content` says "10000+"), `messageType` 2 = waiting, 3 = the oldest item has waited > 24 h.
 */

interface Queue {
  routeName: string;
  table: string;
  pending: SQL;
  title: string;
}

const auditPending = sql`audit_status = 'PENDING'`;

const QUEUES: readonly Queue[] = [
  { routeName: 'ReportList', table: 'reports', pending: sql`status = 'OPEN'`, title: 'Reports to finish' },
  {
    routeName: 'AvatarCertList',
    table: 'avatar_certs',
    pending: auditPending,
    title: 'Avatar certifications to review',
  },
  { routeName: 'MomentList', table: 'moments', pending: auditPending, title: 'Moments to review' },
  {
    routeName: 'MomentCommentList',
    table: 'moment_comments',
    pending: auditPending,
    title: 'Moment comments to review',
  },
  { routeName: 'QuestionList', table: 'questions', pending: auditPending, title: 'Questions to review' },
  {
    routeName: 'QuestionReplyList',
    table: 'question_replies',
    pending: auditPending,
    title: 'Question replies to review',
  },
  { routeName: 'ReplyCommentList', table: 'reply_comments', pending: auditPending, title: 'Reply comments to review' },
  {
    routeName: 'AboutAccountList',
    table: 'about_answers',
    pending: auditPending,
    title: '"About me" answers to review',
  },
  { routeName: 'AccountList', table: 'accounts', pending: auditPending, title: 'Accounts to review' },
];

/** Path and area come from the route table, so a todo leads where the menu does and obeys its roles. */
const RESOLVED = QUEUES.map((q) => {
  const route = ROUTES.find((r) => r.name === q.routeName);
  if (!route) throw new Error(`queue todo for unknown route ${q.routeName}`);
  return { ...q, link: route.path, area: route.area };
});
const QUEUE_LINKS = RESOLVED.map((q) => q.link);

// Serialises the writes of one admin's todos (two tabs listing at once must not both insert).
const LOCK_CLASS = 7_301;
const OVERDUE_MS = 24 * 3_600_000;

interface Wanted {
  title: string;
  subTitle: string;
  content: string;
  messageType: number;
  count: number;
}

async function wantedTodos(db: Db, role: Role): Promise<Map<string, Wanted>> {
  const visible = RESOLVED.filter((q) => roleMayEnter(role, q.area));
  const wanted = new Map<string, Wanted>();
  if (visible.length === 0) return wanted;
  // Each count stops at TOTAL_CAP + 1 rows and each oldest is one probe of the queue's index.
  const rows = await queryRows<{ link: string; n: number; oldest: string | null }>(
    db,
    sql.join(
      visible.map((q) => {
        const t = sql.identifier(q.table);
        return sql`SELECT ${q.link}::text AS link,
          (SELECT count(*) FROM (SELECT 1 FROM ${t} WHERE ${q.pending} LIMIT ${TOTAL_CAP + 1}) x)::int AS n,
          (SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM ${t} WHERE ${q.pending}) AS oldest`;
      }),
      sql` UNION ALL `,
    ),
  );
  for (const row of rows) {
    const q = RESOLVED.find((x) => x.link === row.link);
    if (!q || row.n === 0) continue;
    const count = Math.min(row.n, TOTAL_CAP);
    const overdue = row.oldest !== null && Date.now() - Date.parse(row.oldest) > OVERDUE_MS;
    wanted.set(q.link, {
      title: q.title,
      subTitle: String(count),
      content: `${row.n > TOTAL_CAP ? `${TOTAL_CAP}+` : count} waiting${row.oldest ? `, oldest since ${row.oldest}` : ''}`,
      messageType: overdue ? 3 : 2,
      count,
    });
  }
  return wanted;
}

type TodoRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'link' | 'title' | 'subTitle' | 'content' | 'messageType'
>;

function readTodos(db: Db, adminId: number): Promise<TodoRow[]> {
  return db
    .select({
      id: notifications.id,
      link: notifications.link,
      title: notifications.title,
      subTitle: notifications.subTitle,
      content: notifications.content,
      messageType: notifications.messageType,
    })
    .from(notifications)
    .where(
      and(eq(notifications.adminId, adminId), eq(notifications.type, 'todo'), inArray(notifications.link, QUEUE_LINKS)),
    )
    .orderBy(notifications.id);
}

const same = (row: TodoRow, w: Wanted) =>
  row.title === w.title &&
  row.subTitle === w.subTitle &&
  row.content === w.content &&
  row.messageType === w.messageType;

function changes(rows: TodoRow[], wanted: Map<string, Wanted>) {
  const drop: number[] = [];
  const insert: [string, Wanted][] = [];
  const update: [TodoRow, Wanted][] = [];
  for (const link of QUEUE_LINKS) {
    const mine = rows.filter((r) => r.link === link);
    const w = wanted.get(link);
    const [first, ...extra] = mine;
    drop.push(...(w ? extra : mine).map((r) => r.id));
    if (!w) continue;
    if (!first) insert.push([link, w]);
    else if (!same(first, w)) update.push([first, w]);
  }
  return { drop, insert, update, any: drop.length + insert.length + update.length > 0 };
}

/** Brings the admin's queue todos in line with the queues the active role may see. */
export async function syncQueueTodos(db: Db, adminId: number, role: Role): Promise<void> {
  const wanted = await wantedTodos(db, role);
  // The usual case, nothing changed, costs one read and no write or lock.
  if (!changes(await readTodos(db, adminId), wanted).any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, ${adminId}::int)`);
    const { drop, insert, update } = changes(await readTodos(tx, adminId), wanted);
    if (drop.length > 0) await tx.delete(notifications).where(inArray(notifications.id, drop));
    if (insert.length > 0) {
      await tx.insert(notifications).values(
        insert.map(([link, w]) => ({
          adminId,
          type: 'todo' as const,
          link,
          title: w.title,
          subTitle: w.subTitle,
          content: w.content,
          messageType: w.messageType,
          status: 0,
        })),
      );
    }
    for (const [row, w] of update) {
      const grew = w.count > (Number.parseInt(row.subTitle, 10) || 0);
      await tx
        .update(notifications)
        .set({
          title: w.title,
          subTitle: w.subTitle,
          content: w.content,
          messageType: w.messageType,
          ...(grew ? { status: 0, time: sql`now()` } : {}),
        })
        .where(eq(notifications.id, row.id));
    }
  });
}
