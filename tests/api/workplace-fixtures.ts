import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import { momentComments, moments, questionReplies, questions, replyComments } from '#server/db/schema/content';
import { admins, notifications } from '#server/db/schema/staff';
import type { MediaKind } from '#contract/entities';

/** Content rows for the workplace tests; the tests keep their own copies to compute expectations. */

export interface MomentSpec {
  accountId: number;
  createdAt: number;
  media: MediaKind[];
  likeCount?: number;
  commentCount?: number;
  enabled?: boolean;
}

export async function insertMoments(db: Db, specs: MomentSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(moments)
    .values(
      specs.map((m, i) => ({
        accountId: m.accountId,
        text: `moment ${i} ${'x'.repeat(100)}`,
        media: m.media.map((kind, j) => ({ kind, url: `/media/photo/${i * 10 + j}.svg` })),
        likeCount: m.likeCount ?? 0,
        commentCount: m.commentCount ?? 0,
        enabled: m.enabled ?? true,
        createdAt: new Date(m.createdAt),
        updatedAt: new Date(m.createdAt),
      })),
    )
    .returning({ id: moments.id });
  return rows.map((r) => r.id);
}

export interface DatedSpec {
  accountId: number;
  createdAt: number;
  enabled?: boolean;
}

export async function insertQuestions(db: Db, specs: DatedSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(questions)
    .values(
      specs.map((q, i) => ({
        accountId: q.accountId,
        title: `q${i}`,
        text: 'why?',
        enabled: q.enabled ?? true,
        createdAt: new Date(q.createdAt),
      })),
    )
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}

export async function insertMomentComments(db: Db, momentId: number, specs: DatedSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await db
    .insert(momentComments)
    .values(specs.map((c) => ({ momentId, accountId: c.accountId, text: 'nice', createdAt: new Date(c.createdAt) })));
}

export async function insertQuestionReplies(db: Db, questionId: number, specs: DatedSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(questionReplies)
    .values(
      specs.map((c) => ({ questionId, accountId: c.accountId, text: 'because', createdAt: new Date(c.createdAt) })),
    )
    .returning({ id: questionReplies.id });
  return rows.map((r) => r.id);
}

export async function insertReplyComments(db: Db, replyId: number, specs: DatedSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await db
    .insert(replyComments)
    .values(specs.map((c) => ({ replyId, accountId: c.accountId, text: 'ok', createdAt: new Date(c.createdAt) })));
}

export async function adminId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
  if (!row) throw new Error(`no admin ${username}`);
  return row.id;
}

export async function insertNotification(
  db: Db,
  n: { adminId: number; type: 'message' | 'notice' | 'todo'; title: string; time: number; link?: string },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      adminId: n.adminId,
      type: n.type,
      title: n.title,
      content: `${n.title} content`,
      link: n.link ?? '',
      time: new Date(n.time),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Rows of one admin's todos, for checking what the message box stored. */
export async function todoRows(db: Db, admin: number) {
  return queryRows<{ id: number; link: string; sub_title: string; status: number; title: string }>(
    db,
    sql`SELECT id, link, sub_title, status, title FROM notifications WHERE admin_id = ${admin} AND type = 'todo' ORDER BY link, id`,
  );
}
