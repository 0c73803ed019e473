import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { conflict, notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import type { ContentState } from '#contract/api/enforcement';
import type { DisableableKind } from '#contract/enforcement';
import { changeRows } from '../moderation/bulk-change';

/**
 * Sets `enabled` on one content row through `changeRows`, inside the caller's transaction, so its
 * version, the parent's counter and the action log move exactly as a queue decision moves them. A
 * stale `expectedVersion` refuses the whole call (40900): nothing of it is written.
 */
export async function setContentEnabled(
  tx: Db,
  kind: DisableableKind,
  id: number,
  enabled: boolean,
  expectedVersion: number | undefined,
  reason: string | undefined,
  actor: Actor,
): Promise<ContentState> {
  const t = MODERATED[kind];
  const outcome = await changeRows(
    tx,
    { table: t, action: `${kind}.set_enabled`, desired: { enabled: [t.enabled, enabled] } },
    { ids: [id], expectedVersions: expectedVersion === undefined ? undefined : { [id]: expectedVersion }, reason },
    actor,
  );
  if (outcome.missing.length > 0) throw notFound('content');
  if (outcome.conflicts.length > 0) throw conflict('the content changed since it was read', { conflicts: [id] });
  const [row] = await queryRows<{ version: number; enabled: boolean }>(
    tx,
    sql`SELECT ${t.version} AS version, ${t.enabled} AS enabled FROM ${t.table} WHERE ${t.id} = ${id}`,
  );
  return { kind, id, version: row!.version, enabled: row!.enabled };
}
