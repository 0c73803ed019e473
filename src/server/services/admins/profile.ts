import { eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import type { ApiParsedBody } from '#contract/api';
import type { AdminInfo } from '#contract/api/auth';
import { invalid } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { loadAdmin, toAdminInfo } from './admin-info';
import { regionPath } from '../../lib/regions';

type Body = ApiParsedBody<'/admins/profile/update'>;
const EDITABLE = [
  'name',
  'email',
  'phone',
  'job',
  'jobName',
  'organization',
  'organizationName',
  'location',
  'introduction',
  'personalWebsite',
] as const;
type Editable = (typeof EDITABLE)[number] | 'locationName';

/** The caller's own profile fields; locationName is derived from the region id, never typed. */
export async function updateProfile(db: Db, actor: Actor, body: Body): Promise<AdminInfo> {
  const { session } = actor;
  const changes: Partial<Record<Editable, string>> = {};
  for (const key of EDITABLE) {
    const value = body[key];
    if (value !== undefined) changes[key] = value;
  }
  return db.transaction(async (tx) => {
    const current = await loadAdmin(tx, session.adminId);
    if (changes.location !== undefined) {
      const path = changes.location === '' ? [] : regionPath(changes.location, body.locale ?? 'zh-CN');
      if (path) changes.locationName = path.join(' / ');
      // The stored value sent back as it is stays, with its name, even when the tree does not know
      // it (stored before the tree or by hand): a form saved whole must neither drop nor refuse it.
      else if (changes.location === current.location) delete changes.location;
      else throw invalid('location', 'is not a region of /admins/regions/get');
    }
    if (Object.keys(changes).length === 0) return toAdminInfo(current, session.role, session.mfaEnrollmentRequired);
    const before: Partial<Record<Editable, string>> = {};
    for (const key of Object.keys(changes) as Editable[]) before[key] = current[key];
    await tx
      .update(admins)
      .set({ ...changes, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, session.adminId));
    await recordAction(tx, {
      adminId: session.adminId,
      action: 'profile.update',
      targetType: 'admin',
      targetId: session.adminId,
      before,
      after: changes,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return toAdminInfo(await loadAdmin(tx, session.adminId), session.role, session.mfaEnrollmentRequired);
  });
}
