import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '../../../contract/api/saved-views';
import type { SavedViewList } from '../../../contract/saved-view-lists';
import { at, idColumn } from './columns';
import { admins } from './staff';

/**
 * A list's filters, order and columns saved under a name by one admin, private or shared with the
 * team. `state` is what the contract's `savedViewState` accepted; the name is unique per owner and list.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: idColumn(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => admins.id),
    list: text('list').$type<SavedViewList>().notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_key').on(t.ownerId, t.list, t.name),
    index('saved_views_shared_list_idx')
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);
