import { admins } from '../schema/staff';
import type { Db } from '../client';
import { hashPassword } from '../../lib/passwords';
import { regionPath } from '../../lib/regions';
import { DEMO_ADMINS, DEMO_LOCATION, DEMO_PASSWORD } from './demo-admins';

/** Creates the three demo admins; the demo password is known, so this is demo mode only. */
export async function seedDemoAdmins(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // One hash for all three: a password hash is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // A region of the tree the settings form picks from, named as a zh-CN save would name it.
  const locationName = regionPath(DEMO_LOCATION, 'zh-CN')!.join(' / ');
  for (const [i, a] of DEMO_ADMINS.entries()) {
    const [row] = await db
      .insert(admins)
      .values({
        username: a.username,
        passwordHash,
        roles: a.roles,
        activeRole: a.roles[0]!,
        name: a.name,
        avatar: `/media/avatar/${900_000 + i}.svg`,
        email: `${a.username}@backoffice.example`,
        phone: `+86 138 0000 ${String(1000 + i)}`,
        job: a.job,
        jobName: a.jobName,
        organization: 'trust-safety',
        organizationName: 'Trust & Safety',
        location: DEMO_LOCATION,
        locationName,
        introduction: '',
        personalWebsite: '',
        accountId: String(10_000 + i),
        certification: 1,
        registrationDate: new Date(Date.UTC(2024, 0, 15 + i)),
      })
      .returning({ id: admins.id });
    ids.set(a.username, row!.id);
  }
  return ids;
}
