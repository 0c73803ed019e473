import { AUDIT_STATUSES } from '#contract/entities';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import type { HeldElsewhere } from '#contract/api/moderation-bulk';
import { canToggle, writeChange, type Change } from '../api/update-endpoints';
import { revokeEnforcement } from '../api/enforcement-endpoints';
import type { WaveDecideReply } from './wave-endpoints';

export interface WaveUndone<Row> {
  /** The items as the undo left them (new versions). */
  rows: Row[];
  /** Items changed by someone else since the decision: left as they are. */
  conflicts: number;
  revoked: number;
  /** With a `holder`: the items another holder holds, left with them (their writes' `heldByOthers`). */
  heldByOthers?: HeldElsewhere | undefined;
}

/**
 * Takes a wave decision back: each item to its `before` state through the queue's own update
 * endpoints (the audit status first, then visibility, each at the version the write before it
 * left), and every enforcement the decision wrote revoked. From a queue's leased hand the writes
 * name its `holder`, so the items wait again held by this tab, the wave's others too.
 */
export async function undoWaveDecision<Row extends { id: number; version?: number | undefined }>(
  kind: ModerationQueue,
  reply: WaveDecideReply,
  holder?: string,
): Promise<WaveUndone<Row>> {
  const versions = new Map(reply.updated.map((u) => [u.after.id, u.after.version]));
  const rows = new Map<number, Row>();
  const conflicts = new Set<number>();
  let heldByOthers: HeldElsewhere | undefined;
  async function restore(change: Change, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const answer = await writeChange<Row>(kind, change, {
      ids,
      versions: Object.fromEntries(ids.map((id) => [String(id), versions.get(id)!])),
      holder,
    });
    for (const row of answer.updated) {
      rows.set(row.id, row);
      if (row.version !== undefined) versions.set(row.id, row.version);
    }
    for (const id of [...answer.conflicts, ...answer.missing]) conflicts.add(id);
    if (answer.heldByOthers) heldByOthers = together(heldByOthers, answer.heldByOthers);
  }
  for (const status of AUDIT_STATUSES) {
    const back = reply.updated.filter((u) => u.before.auditStatus === status && u.after.auditStatus !== status);
    await restore({ kind: 'audit', value: status }, ids(back));
  }
  if (canToggle(kind)) {
    for (const enabled of [true, false]) {
      const back = reply.updated.filter(
        (u) => u.before.enabled === enabled && u.after.enabled !== enabled && !conflicts.has(u.before.id),
      );
      await restore({ kind: 'enabled', value: enabled }, ids(back));
    }
  }
  const revoked = await Promise.all(
    reply.enforcements.map((e) =>
      revokeEnforcement({ id: e.id, expectedVersion: e.version }).then(
        () => 1,
        () => 0,
      ),
    ),
  );
  return {
    rows: [...rows.values()],
    conflicts: conflicts.size,
    revoked: revoked.reduce((a, b) => a + b, 0),
    heldByOthers,
  };
}

const ids = (list: readonly { before: { id: number } }[]) => list.map((u) => u.before.id);

/**
 * What two writes of one undo found held elsewhere. A visibility write follows the audit write of
 * the same items, so it finds the holders that one found: the larger count of each stands.
 */
function together(a: HeldElsewhere | undefined, b: HeldElsewhere): HeldElsewhere {
  if (!a) return b;
  const ids = [...new Set([...a.ids, ...b.ids])];
  return {
    ids,
    items: ids.length,
    moderators: Math.max(a.moderators, b.moderators),
    ownTabs: Math.max(a.ownTabs, b.ownTabs),
  };
}
