import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { POPULAR_TYPES } from './workplace-kinds';

/**
 * The workplace dashboard (area self, any role), split so the screen loads its panels in
 * parallel. Days are days of the business time zone (`timeZone`). "Content" is moments and
 * questions; "comments" are moment comments, question replies and reply comments.
 */

/** Events of a day: `today` counts from local midnight up to now, `yesterday` the whole day before. */
export const flowFigure = z.object({ today: z.number().int(), yesterday: z.number().int() });
/**
 * A state count: `now` is the current count, `beforeToday` how many of those rows were created
 * before today — so `now − beforeToday` is what today added (state changes are not dated).
 */
export const stockFigure = z.object({ now: z.number().int(), beforeToday: z.number().int() });

export const workplaceCards = z.object({
  /** Money card, only for roles that may see paid stats: revenue − refunds of the day, in cents. */
  netRevenueCents: flowFigure.optional(),
  /** Order cards, only for roles that may see orders. Orders waiting for payment. */
  pendingOrders: stockFigure.optional(),
  /** Renewal orders paid that day. */
  renewalOrders: flowFigure.optional(),
  /** Enabled moments and questions. */
  onlineContent: stockFigure,
  /** Moments and questions created that day. */
  contentPutIn: flowFigure,
  /** Comments created that day. */
  newComments: flowFigure,
});
export type WorkplaceCards = z.infer<typeof workplaceCards>;

export const announcement = z.object({ id: z.number(), title: z.string(), content: z.string(), time: z.string() });

export const workplaceReply = z.object({
  timeZone: z.string(),
  today: z.string(),
  /** The admin's display name, for the welcome line. */
  name: z.string(),
  currency: z.string(),
  cards: workplaceCards,
  /** The caller's latest notifications of type notice, newest first. */
  announcements: z.array(announcement),
});
export type WorkplaceReply = z.infer<typeof workplaceReply>;

export const contentDataReply = z.object({
  timeZone: z.string(),
  /** The last 8 days, oldest first, "YYYY-MM-DD". */
  labels: z.array(z.string()),
  moments: z.array(z.number().int()),
  questions: z.array(z.number().int()),
  comments: z.array(z.number().int()),
  /** moments + questions per day: the content put in. */
  content: z.array(z.number().int()),
});
export type ContentDataReply = z.infer<typeof contentDataReply>;

export { POPULAR_TYPES, type PopularType } from './workplace-kinds';

/** Popular and category figures look at content created in this many last days. */
export const WORKPLACE_WINDOW_DAYS = 30;

export const popularItem = z.object({
  rank: z.number().int(),
  momentId: z.number(),
  accountId: z.number(),
  /** The moment's text, cut to 80 characters. */
  excerpt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** likeCount + commentCount: the ranking key (the app records no clicks or views). */
  engagement: z.number().int(),
  /** Comments on the moment created today and yesterday; their difference is the "increase". */
  commentsToday: z.number().int(),
  commentsYesterday: z.number().int(),
  createdAt: z.string(),
});
export type PopularItem = z.infer<typeof popularItem>;

export const popularReply = z.object({
  timeZone: z.string(),
  type: z.enum(POPULAR_TYPES),
  windowDays: z.number().int(),
  /** Top 5 enabled moments of this kind created in the window, by engagement. */
  list: z.array(popularItem),
});
export type PopularReply = z.infer<typeof popularReply>;

export const CONTENT_CATEGORIES = ['text', 'image', 'video', 'question'] as const;

export const categoriesReply = z.object({
  timeZone: z.string(),
  windowDays: z.number().int(),
  /** Enabled content created in the window. */
  total: z.number().int(),
  /** Always all four categories in this order; share is count / total (0 when total is 0). */
  categories: z.array(z.object({ category: z.enum(CONTENT_CATEGORIES), count: z.number().int(), share: z.number() })),
});
export type CategoriesReply = z.infer<typeof categoriesReply>;

const empty = z.object({}).strict();

export const workplaceApi = {
  '/admins/workplace/get': { area: 'self', body: empty, reply: workplaceReply },
  '/admins/workplace/content-data': { area: 'self', body: empty, reply: contentDataReply },
  '/admins/workplace/popular': {
    area: 'self',
    body: z.object({ type: z.enum(POPULAR_TYPES) }).strict(),
    reply: popularReply,
  },
  '/admins/workplace/categories': { area: 'self', body: empty, reply: categoriesReply },
} as const satisfies Record<string, Endpoint>;
