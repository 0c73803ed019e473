import { z } from 'zod';
import type { Endpoint } from './endpoint';

/** What the palette finds by id or name; each kind only for roles that may open its list. */
export const SEARCH_KINDS = ['account', 'moment', 'report', 'order'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  /** The record as a person names it: a nickname, the moment's words, an order number. */
  label: z.string(),
  /** Its state as the list shows it: account status, audit status, report status or order status. */
  status: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Results per kind at most. */
export const SEARCH_LIMIT = 5;

export const searchApi = {
  /**
   * `q` is an id (`743` or `#743`: the account, moment, report and order with that id, and the
   * order with that number), an order number, or the start of a nickname.
   */
  '/admins/search': {
    area: 'self',
    body: z.object({ q: z.string().trim().min(1).max(64) }).strict(),
    reply: z.object({ results: z.array(searchResult) }),
  },
} as const satisfies Record<string, Endpoint>;
