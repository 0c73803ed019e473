import { z } from 'zod';
import { NOT_IN_VIEW, SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX } from '../saved-view-lists';
import { id } from '../validation';
import type { Endpoint } from './endpoint';

const QUERY_KEYS_MAX = 30;
const COLUMNS_MAX = 60;
const columnId = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a column id');

/**
 * What a view restores: the list's URL query (filters, queue mode, the queue's order, page size)
 * and its table's columns and density. Lists have no user sort today, so the order a view keeps
 * is the queue's (`order=risk`); a sort parameter would travel in `query` the same way.
 */
export const savedViewState = z
  .object({
    query: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'must be a query parameter name'), z.string().max(500))
      .refine((q) => Object.keys(q).length <= QUERY_KEYS_MAX, `must have at most ${QUERY_KEYS_MAX} parameters`)
      .refine((q) => !NOT_IN_VIEW.some((k) => k in q), `must not hold ${NOT_IN_VIEW.join(', ')}`),
    /** Absent: the view leaves the reader's own column choice alone. */
    columns: z
      .object({ hidden: z.array(columnId).max(COLUMNS_MAX), shown: z.array(columnId).max(COLUMNS_MAX) })
      .strict()
      .optional(),
    density: z.enum(['compact', 'comfortable']).optional(),
  })
  .strict();
export type SavedViewState = z.infer<typeof savedViewState>;

export const savedView = z.object({
  id: z.number(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  state: savedViewState,
  shared: z.boolean(),
  ownerId: z.number(),
  ownerName: z.string(),
  /** The caller may change and delete it: its owner, or ADMIN_ROOT. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

/** Field rules of the save form, shared with the client. */
export const savedViewFields = {
  list: z.enum(SAVED_VIEW_LISTS),
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SAVED_VIEW_NAME_MAX, `must be at most ${SAVED_VIEW_NAME_MAX} characters`),
  state: savedViewState,
  shared: z.boolean(),
};

export const savedViewsApi = {
  '/admins/views/list': {
    area: 'self',
    /** Without `list`: the views of every list the caller's role may open (the palette's). */
    body: z.object({ list: z.enum(SAVED_VIEW_LISTS).optional() }).strict(),
    reply: z.object({ list: z.array(savedView) }),
  },
  '/admins/views/get': {
    area: 'self',
    /** A shared link's view: 40400 when it is gone or private to someone else, 40300 when its list is not the caller's. */
    body: z.object({ id }).strict(),
    reply: savedView,
  },
  '/admins/views/save': {
    area: 'self',
    /** Without `id`: a new view of the caller's. With it: changes that view (its owner or ADMIN_ROOT). */
    body: z.object({ id: id.optional(), ...savedViewFields }).strict(),
    reply: savedView,
  },
  '/admins/views/delete': {
    area: 'self',
    body: z.object({ id }).strict(),
    reply: z.object({ deleted: z.boolean() }),
  },
} as const satisfies Record<string, Endpoint>;
