import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { AdminInfo, SecurityNotice } from '#contract/api/auth';
import type { Role } from '#contract/roles';
import { notFound } from '../../domain/api-error';

type AdminRow = typeof admins.$inferSelect;

/**
 * The current admin as `/admins/info/get` shows it; `role` is the session's active role, and
 * `mfaEnrollmentRequired` the session's gate.
 */
export function toAdminInfo(
  admin: AdminRow,
  role: Role,
  mfaEnrollmentRequired: boolean,
  securityNotices: SecurityNotice[] = [],
): AdminInfo {
  return {
    id: admin.id,
    username: admin.username,
    name: admin.name,
    avatar: admin.avatar,
    job: admin.job,
    jobName: admin.jobName,
    organization: admin.organization,
    organizationName: admin.organizationName,
    location: admin.location,
    locationName: admin.locationName,
    email: admin.email,
    phone: admin.phone,
    introduction: admin.introduction,
    personalWebsite: admin.personalWebsite,
    registrationDate: admin.registrationDate.toISOString(),
    accountId: admin.accountId,
    certification: admin.certification,
    role,
    roles: admin.roles,
    mustChangePassword: admin.mustChangePassword,
    mfaEnrollmentRequired,
    securityNotices,
  };
}

export async function loadAdmin(db: Db, adminId: number): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!admin) throw notFound('admin');
  return admin;
}
