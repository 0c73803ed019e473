import { z } from 'zod';
import type { Endpoint } from './endpoint';

/**
 * What the palette finds by id or name: every moderated kind (src/contract/moderated-kinds.ts, in
 * its order) and orders; each kind only for roles that may open its list.
 */
export const SEARCH_KINDS = [
  'account',
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'message',
  'report',
  'avatar_cert',
  'about_answer',
  'order',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  /**
   * The record as a person names it: a nickname (an account, an avatar certification's account),
   * the start of its words (a moment, comment, question's title, reply, about-me answer, report),
   * a private message's sender and recipient (never its text), an order number.
   */
  label: z.string(),
  /**
   * Its state as the list shows it: account status, audit status, report status, order status; a
   * private message, which has none, its kind.
   */
  status: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Results per kind at most. */
export const SEARCH_LIMIT = 5;

export const searchApi = {
  /**
   * `q` is an id (`743` or `#743`: the record of each kind with that id, and the order with that
   * number), an order number, or the start of a nickname.
   */
  '/admins/search': {
    area: 'self',
    body: z.object({ q: z.string().trim().min(1).max(64) }).strict(),
    reply: z.object({ results: z.array(searchResult) }),
  },
} as const satisfies Record<string, Endpoint>;
