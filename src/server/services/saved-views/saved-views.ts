import type { ActionCode } from '#contract/action-codes';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { roleMayEnter } from '#contract/access';
import type { SavedView, SavedViewState } from '#contract/api/saved-views';
import { SAVED_VIEW_LISTS, savedViewArea, type SavedViewList } from '#contract/saved-view-lists';
import type { Role } from '#contract/roles';
import { savedViews } from '../../db/schema/saved-views';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import { forbidden, invalid, notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { recordAction } from '../core/action-log';

/** Enough for any team's views of a list; the palette lists them all. */
const LIST_LIMIT = 500;

const columns = {
  id: savedViews.id,
  list: savedViews.list,
  name: savedViews.name,
  state: savedViews.state,
  shared: savedViews.shared,
  ownerId: savedViews.ownerId,
  ownerName: admins.username,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};
interface ViewRow {
  id: number;
  list: SavedViewList;
  name: string;
  state: SavedViewState;
  shared: boolean;
  ownerId: number;
  ownerName: string;
  createdAt: Date;
  updatedAt: Date;
}

const selectViews = (db: Db) =>
  db.select(columns).from(savedViews).innerJoin(admins, eq(admins.id, savedViews.ownerId));

/** The lists the active role may open: a view of any other is neither listed nor opened. */
const listsOf = (role: Role) => SAVED_VIEW_LISTS.filter((l) => roleMayEnter(role, savedViewArea(l)));

/** The owner changes and deletes a view; so does ADMIN_ROOT, who keeps the team's shared views tidy. */
const mayChange = (actor: Actor, ownerId: number) => actor.adminId === ownerId || actor.session.role === 'ADMIN_ROOT';

/**
 * A private view is its owner's alone to change: ADMIN_ROOT, who cannot read it, may delete it
 * (logged) but not overwrite it, which would hand another's view a content and a reach its owner
 * never chose.
 */
const mayOverwrite = (actor: Actor, view: { ownerId: number; shared: boolean }) =>
  actor.adminId === view.ownerId || (view.shared && actor.session.role === 'ADMIN_ROOT');

function toView(row: ViewRow, actor: Actor): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state: row.state,
    shared: row.shared,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    editable: mayChange(actor, row.ownerId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's own views and the team's shared ones, of the lists its role may open, by list and name. */
export async function listSavedViews(
  db: Db,
  actor: Actor,
  list: SavedViewList | undefined,
): Promise<{ list: SavedView[] }> {
  const lists = listsOf(actor.session.role).filter((l) => list === undefined || l === list);
  if (lists.length === 0) return { list: [] };
  const rows = await selectViews(db)
    .where(and(inArray(savedViews.list, lists), or(eq(savedViews.ownerId, actor.adminId), eq(savedViews.shared, true))))
    .orderBy(asc(savedViews.list), asc(savedViews.name), asc(savedViews.id))
    .limit(LIST_LIMIT);
  return { list: rows.map((r) => toView(r, actor)) };
}

/**
 * One view, for a shared link. Someone else's private view answers as if it did not exist (its
 * name is nobody else's business); a view of a list the role may not open is a 40300, which the
 * console says in words.
 */
export async function getSavedView(db: Db, actor: Actor, id: number): Promise<SavedView> {
  const [row] = await selectViews(db).where(eq(savedViews.id, id));
  if (!row || (!row.shared && row.ownerId !== actor.adminId)) throw notFound('saved view');
  if (!roleMayEnter(actor.session.role, savedViewArea(row.list))) throw forbidden('ROLE');
  return toView(row, actor);
}

export interface SaveViewInput {
  id?: number | undefined;
  list: SavedViewList;
  name: string;
  state: SavedViewState;
  shared: boolean;
}

const nameTaken = () => invalid('name', 'is already the name of another view of this list', 'taken');

/** Makes a view (no `id`) or changes one; the name stays unique per owner and list, also under races. */
export async function saveSavedView(db: Db, actor: Actor, input: SaveViewInput): Promise<SavedView> {
  if (!roleMayEnter(actor.session.role, savedViewArea(input.list))) throw forbidden('ROLE');
  try {
    return await db.transaction(async (tx) => {
      const after = { list: input.list, name: input.name, shared: input.shared, state: input.state };
      let id: number;
      if (input.id === undefined) {
        const [created] = await tx
          .insert(savedViews)
          .values({ ownerId: actor.adminId, ...after })
          .returning({ id: savedViews.id });
        id = created!.id;
        await record(tx, actor, 'saved_view.create', id, null, after);
      } else {
        id = input.id;
        const [before] = await tx.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
        // Another's private view is not revealed by a 40300 either, and not even ADMIN_ROOT overwrites it.
        if (!before || (!before.shared && !mayOverwrite(actor, before))) throw notFound('saved view');
        if (!mayChange(actor, before.ownerId)) throw forbidden('ROLE', 'Only its owner or ADMIN_ROOT changes a view');
        if (!roleMayEnter(actor.session.role, savedViewArea(before.list))) throw forbidden('ROLE');
        await tx
          .update(savedViews)
          .set({ ...after, updatedAt: new Date() })
          .where(eq(savedViews.id, id));
        const was = { list: before.list, name: before.name, shared: before.shared, state: before.state };
        await record(tx, actor, 'saved_view.update', id, was, after);
      }
      const [row] = await selectViews(tx).where(eq(savedViews.id, id));
      return toView(row!, actor);
    });
  } catch (err) {
    const state = sqlState(err);
    if (state?.code === UNIQUE_VIOLATION && state.constraint === 'saved_views_owner_list_name_key') throw nameTaken();
    throw err;
  }
}

/** Deletes a view (its owner or ADMIN_ROOT); deleting one already gone says so. */
export async function deleteSavedView(db: Db, actor: Actor, id: number): Promise<{ deleted: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
    if (!before || (!before.shared && !mayChange(actor, before.ownerId))) return { deleted: false };
    if (!mayChange(actor, before.ownerId)) throw forbidden('ROLE', 'Only its owner or ADMIN_ROOT deletes a view');
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    const was = { list: before.list, name: before.name, shared: before.shared, ownerId: before.ownerId };
    // Someone else's view deleted by ADMIN_ROOT says so, private or shared.
    await record(
      tx,
      actor,
      'saved_view.delete',
      id,
      was,
      before.ownerId === actor.adminId ? null : { byAdminRoot: true },
    );
    return { deleted: true };
  });
}

function record(tx: Db, actor: Actor, action: ActionCode, id: number, before: unknown, after: unknown) {
  return recordAction(tx, {
    adminId: actor.adminId,
    action,
    targetType: 'saved_view',
    targetId: id,
    before,
    after,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
