import type { Role } from '#contract/roles';

export const DEMO_PASSWORD = 'backoffice-demo';

/** Where the demo admins are: Shanghai, by its id in the region tree (lib/region-tree.ts). */
export const DEMO_LOCATION = '310000';

/** The three demo logins of DESIGN §6. */
export const DEMO_ADMINS: readonly { username: string; roles: Role[]; name: string; job: string; jobName: string }[] = [
  {
    username: 'root',
    roles: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'],
    name: '王立群',
    job: 'ops',
    jobName: 'Operations lead',
  },
  {
    username: 'agent',
    roles: ['BACKEND_SUPPORT_AGENT'],
    name: 'Lena Fischer',
    job: 'support',
    jobName: 'Support agent',
  },
  { username: 'promote', roles: ['PROMOTE'], name: '陈晓', job: 'growth', jobName: 'Growth marketer' },
];
