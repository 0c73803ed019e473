import type { ApiParsedBody, ApiReply } from '#contract/api';
import {
  agreementTallies,
  readSettings,
  writeShare,
  type AgreementTally,
  type SettingsRow,
} from '../../db/second-review-rows';
import { adminNames } from '../../db/stats/team-stats-queries';
import { calendar, dateParam } from '../../db/stats/stats-time';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { conflict } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';

const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function sum(rows: readonly AgreementTally[]) {
  const reviewed = rows.reduce((s, r) => s + r.reviewed, 0);
  const agreed = rows.reduce((s, r) => s + r.agreed, 0);
  return { reviewed, agreed, rate: reviewed === 0 ? null : agreed / reviewed };
}

function groupBy<K>(rows: readonly AgreementTally[], key: (r: AgreementTally) => K): Map<K, AgreementTally[]> {
  const m = new Map<K, AgreementTally[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

/**
 * `/admins/second-review/agreement`: of the reviews answered in the period (business time zone),
 * the share agreed, for the team, per moderator whose decisions were reviewed, per queue and per
 * label of the decision. A disagreement sent to a lead counts as a disagreement.
 */
export async function agreement(
  db: Db,
  q: { tz: string; from: string; to: string },
): Promise<ApiReply<'/admins/second-review/agreement'>> {
  const days = await calendar(db, q.tz, dateParam(q.from), daysIn(q.from, q.to));
  const tallies = await agreementTallies(db, { start: days[0]!.start, end: days[days.length - 1]!.start });
  const byAdmin = groupBy(tallies, (r) => r.admin_id);
  const names = new Map((await adminNames(db, [...byAdmin.keys()])).map((a) => [a.id, a]));
  const mostFirst = <T extends { reviewed: number }>(a: T, b: T) => b.reviewed - a.reviewed;
  return {
    team: sum(tallies),
    moderators: [...byAdmin]
      .map(([id, rows]) => ({
        adminId: id,
        username: names.get(id)?.username ?? '',
        name: names.get(id)?.name ?? '',
        ...sum(rows),
      }))
      .sort((a, b) => mostFirst(a, b) || a.username.localeCompare(b.username)),
    queues: [...groupBy(tallies, (r) => r.queue)]
      .map(([queue, rows]) => ({ queue: queue, ...sum(rows) }))
      .sort(mostFirst),
    labels: [...groupBy(tallies, (r) => r.label)]
      .map(([label, rows]) => ({ label: label, ...sum(rows) }))
      .sort(mostFirst),
  };
}

const toSettings = (r: SettingsRow): ApiReply<'/admins/second-review/settings'> => ({
  sharePercent: r.share_bp / 100,
  version: r.version,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

export async function reviewSettings(db: Db): Promise<ApiReply<'/admins/second-review/settings'>> {
  return toSettings(await readSettings(db, false));
}

/** The lead sets the share sampled from the next decision on; logged with what it was. */
export function saveReviewSettings(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/second-review/settings-save'>,
): Promise<ApiReply<'/admins/second-review/settings-save'>> {
  return inTransaction(db, async (tx) => {
    const current = await readSettings(tx, true);
    if (body.expectedVersion !== undefined && body.expectedVersion !== current.version)
      throw conflict('The share changed since you loaded it; reload and try again', { settings: toSettings(current) });
    const row = await writeShare(tx, Math.round(body.sharePercent * 100), actor.adminId);
    await recordAction(tx, {
      ...actor,
      action: 'second_review.share',
      targetType: 'second_review_settings',
      targetId: 1,
      before: { sharePercent: current.share_bp / 100, version: current.version },
      after: { sharePercent: row.share_bp / 100, version: row.version },
    });
    return toSettings(row);
  });
}
