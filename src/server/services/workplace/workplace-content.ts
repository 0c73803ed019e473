import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  CONTENT_CATEGORIES,
  WORKPLACE_WINDOW_DAYS,
  type CategoriesReply,
  type ContentDataReply,
  type PopularReply,
  type PopularType,
} from '#contract/api/workplace';
import { at, atArray, calendar, dayAt, todayPlus, utcIso, type CalendarDay } from '../../db/stats/stats-time';
import { COMMENT_TABLES } from './workplace-cards';

const CONTENT_DAYS = 8;
const TOP = 5;

const hasVideo = sql`m.media @> '[{"kind":"video"}]'::jsonb`;
const hasImage = sql`m.media @> '[{"kind":"image"}]'::jsonb`;

/** Moment kinds (the popular tabs): video wins over image; text has neither. */
const KIND: Record<PopularType, SQL> = {
  video: hasVideo,
  image: sql`${hasImage} AND NOT ${hasVideo}`,
  text: sql`NOT ${hasImage} AND NOT ${hasVideo}`,
};

/** The window of popular and category figures: the last WORKPLACE_WINDOW_DAYS days, today last. */
const windowDays = (db: Db, tz: string): Promise<CalendarDay[]> =>
  calendar(db, tz, todayPlus(tz, -(WORKPLACE_WINDOW_DAYS - 1)), WORKPLACE_WINDOW_DAYS - 1);

/** Content created on each of the last 8 days: index range counts per day and table. */
export async function contentData(db: Db, tz: string): Promise<ContentDataReply> {
  const days = await calendar(db, tz, todayPlus(tz, -(CONTENT_DAYS - 1)), CONTENT_DAYS);
  const count = (table: string) =>
    sql`(SELECT count(*) FROM ${sql.identifier(table)} x WHERE x.created_at >= b.s AND x.created_at < b.e)`;
  const rows = await queryRows<{ moments: number; questions: number; comments: number }>(
    db,
    sql`SELECT ${count('moments')}::int AS moments, ${count('questions')}::int AS questions,
               (${sql.join(COMMENT_TABLES.map(count), sql` + `)})::int AS comments
        FROM unnest(${atArray(days.slice(0, -1).map((d) => d.start))}, ${atArray(days.slice(1).map((d) => d.start))}) WITH ORDINALITY AS b(s, e, i)
        ORDER BY b.i`,
  );
  return {
    timeZone: tz,
    labels: days.slice(0, -1).map((d) => d.day),
    moments: rows.map((r) => r.moments),
    questions: rows.map((r) => r.questions),
    comments: rows.map((r) => r.comments),
    content: rows.map((r) => r.moments + r.questions),
  };
}

interface PopularRow {
  id: number;
  account_id: number;
  excerpt: string;
  like_count: number;
  comment_count: number;
  engagement: number;
  comments_today: number;
  comments_yesterday: number;
  created_at: string;
}

/**
 * The 5 enabled moments of a kind created in the window with the most likes + comments. The
 * window bounds the scan (moments_created_idx); per-day comment counts are read for the 5 only.
 */
export async function popularContent(db: Db, tz: string, type: PopularType): Promise<PopularReply> {
  const days = await windowDays(db, tz);
  const since = at(dayAt(days, 0).start);
  const t1 = at(dayAt(days, WORKPLACE_WINDOW_DAYS - 2).start);
  const t0 = at(dayAt(days, WORKPLACE_WINDOW_DAYS - 1).start);
  const rows = await queryRows<PopularRow>(
    db,
    sql`SELECT top.*,
          (SELECT count(*) FROM moment_comments c WHERE c.moment_id = top.id AND c.created_at >= ${t0})::int AS comments_today,
          (SELECT count(*) FROM moment_comments c WHERE c.moment_id = top.id AND c.created_at >= ${t1} AND c.created_at < ${t0})::int AS comments_yesterday
        FROM (SELECT m.id, m.account_id, left(m.text, 80) AS excerpt, m.like_count, m.comment_count,
                     m.like_count + m.comment_count AS engagement, ${utcIso(sql`m.created_at`)} AS created_at
              FROM moments m
              WHERE m.created_at >= ${since} AND m.enabled AND ${KIND[type]}
              ORDER BY m.like_count + m.comment_count DESC, m.id DESC
              LIMIT ${TOP}) top
        ORDER BY top.engagement DESC, top.id DESC`,
  );
  return {
    timeZone: tz,
    type,
    windowDays: WORKPLACE_WINDOW_DAYS,
    list: rows.map((r, i) => ({
      rank: i + 1,
      momentId: r.id,
      accountId: r.account_id,
      excerpt: r.excerpt,
      likeCount: r.like_count,
      commentCount: r.comment_count,
      engagement: r.engagement,
      commentsToday: r.comments_today,
      commentsYesterday: r.comments_yesterday,
      createdAt: r.created_at,
    })),
  };
}

type CategoryRow = Record<(typeof CONTENT_CATEGORIES)[number], number>;

/** Shares of the content kinds among enabled content created in the window. */
export async function contentCategories(db: Db, tz: string): Promise<CategoriesReply> {
  const [first] = await calendar(db, tz, todayPlus(tz, -(WORKPLACE_WINDOW_DAYS - 1)), 0);
  if (!first) throw new Error('calendar returned no day');
  const since = at(first.start);
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`SELECT mm.text, mm.image, mm.video,
               (SELECT count(*) FROM questions q WHERE q.created_at >= ${since} AND q.enabled)::int AS question
        FROM (SELECT count(*) FILTER (WHERE ${KIND.text})::int AS text, count(*) FILTER (WHERE ${KIND.image})::int AS image,
                     count(*) FILTER (WHERE ${KIND.video})::int AS video
              FROM moments m WHERE m.created_at >= ${since} AND m.enabled) mm`,
  );
  const counts: CategoryRow = row ?? { text: 0, image: 0, video: 0, question: 0 };
  const total = CONTENT_CATEGORIES.reduce((a, c) => a + counts[c], 0);
  return {
    timeZone: tz,
    windowDays: WORKPLACE_WINDOW_DAYS,
    total,
    categories: CONTENT_CATEGORIES.map((category) => ({
      category,
      count: counts[category],
      share: total === 0 ? 0 : counts[category] / total,
    })),
  };
}
