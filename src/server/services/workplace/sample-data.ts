import { menuFor, type MenuNode } from '#contract/menu';
import { POPULAR_TYPES, type PopularType } from '#contract/api/workplace';

/**
 * Fixed sample data for the seed spec's `/api/*` routes (SAMPLE_API=1), in the shapes of Arco
 * Design Pro's mock API, so the console can be demoed without a database. Nothing here is read
 * from or written to the database; the read state of sample messages lives in memory.
 */

/** Arco Pro's reply wrapper: code 20000 on success, 50000/50008 (not logged in) on failure. */
export interface SampleReply<T> {
  data: T;
  status: 'ok' | 'fail';
  msg: string;
  code: 20000 | 50000 | 50008;
}

export const ok = <T>(data: T): SampleReply<T> => ({ data, status: 'ok', msg: 'ok', code: 20000 });
export const fail = (code: 50000 | 50008, msg: string): SampleReply<null> => ({
  data: null,
  status: 'fail',
  msg,
  code,
});

/** The sample logins: username and password are the same word. */
export const SAMPLE_USERS: Record<string, { role: 'admin' | 'user'; name: string }> = {
  admin: { role: 'admin', name: 'Sample Admin' },
  user: { role: 'user', name: 'Sample User' },
};

export function sampleUserInfo(username: string) {
  const user = SAMPLE_USERS[username] ?? { role: 'user', name: username };
  return {
    name: user.name,
    avatar: '/media/avatar/900100.svg',
    email: `${username}@sample.backoffice.example`,
    job: 'ops',
    jobName: 'Operations',
    organization: 'trust-safety',
    organizationName: 'Trust & Safety',
    location: 'shanghai',
    locationName: 'Shanghai',
    introduction: 'A sample account of the demo API.',
    personalWebsite: '',
    phone: '138****0000',
    registrationDate: '2024-01-15 09:00:00',
    accountId: '10000',
    certification: 1,
    role: user.role,
  };
}

interface SampleMenuNode {
  path: string;
  name: string;
  meta: { locale: string; requiresAuth: true; icon?: string; order: number; roles: string[] };
  children: SampleMenuNode[];
}

/** The console's own menu tree, in Arco's server-menu shape (roles '*' as Arco writes "anyone"). */
export function sampleMenu(): SampleMenuNode[] {
  const convert = (n: MenuNode): SampleMenuNode => ({
    path: n.path,
    name: n.name,
    meta: {
      locale: n.meta.locale,
      requiresAuth: true,
      ...(n.meta.icon ? { icon: n.meta.icon } : {}),
      order: n.meta.order,
      roles: ['*'],
    },
    children: n.children.map(convert),
  });
  return menuFor('ADMIN_ROOT').map(convert);
}

const MESSAGES = [
  {
    id: 1,
    type: 'message',
    title: 'Mia Chen',
    subTitle: 'sent you a message',
    content: 'The refund request is attached, please check.',
  },
  { id: 2, type: 'message', title: 'Noah Li', subTitle: 'replied', content: 'The duplicate report has been merged.' },
  { id: 3, type: 'message', title: 'Noah Li', subTitle: 'replied', content: 'Channel huawei is back online.' },
  {
    id: 4,
    type: 'notice',
    title: 'Maintenance',
    subTitle: '',
    content: 'The console restarts at 02:00 for an upgrade.',
  },
  { id: 5, type: 'todo', title: 'Reports to finish', subTitle: '12', content: '12 waiting' },
  { id: 6, type: 'todo', title: 'Avatar certifications to review', subTitle: '3', content: '3 waiting' },
] as const;

/** Sample message box; `read` is the set of ids marked read in this process. */
export function sampleMessages(read: ReadonlySet<number>, now: Date) {
  return MESSAGES.map((m, i) => ({
    ...m,
    avatar: m.type === 'message' ? `/media/avatar/${900_200 + m.id}.svg` : '',
    time: new Date(now.getTime() - i * 600_000).toISOString(),
    status: read.has(m.id) ? 1 : 0,
  }));
}
export const SAMPLE_MESSAGE_IDS: ReadonlySet<number> = new Set(MESSAGES.map((m) => m.id));

const CONTENT_POINTS = [58, 81, 53, 90, 64, 88, 49, 79];

/** Eight daily points ending `today` ("YYYY-MM-DD"), as Arco's content chart reads them. */
export function sampleContentData(today: string) {
  const base = Date.parse(`${today}T00:00:00Z`);
  return CONTENT_POINTS.map((y, i) => ({
    x: new Date(base - (CONTENT_POINTS.length - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    y,
  }));
}

const POPULAR_TITLES: Record<PopularType, string[]> = {
  text: [
    'Weekend hiking meetups',
    'Which city has the best noodles?',
    'My first marathon',
    'Book club: June pick',
    'Learning to cook at 40',
  ],
  image: [
    'Sunset over the Bund',
    'Street food night market',
    'Autumn leaves in the park',
    'Rainy day cafe',
    'Cat of the week',
  ],
  video: [
    'Morning run timelapse',
    'Dumpling folding in 60 s',
    'Drone over the lake',
    'Street dance battle',
    'Guitar cover session',
  ],
};

/** Five entries per tab; an unknown type falls back to text, as Arco's mock does. */
export function samplePopular(type: string) {
  const tab: PopularType = (POPULAR_TYPES as readonly string[]).includes(type) ? (type as PopularType) : 'text';
  const offset = POPULAR_TYPES.indexOf(tab) * 7;
  return POPULAR_TITLES[tab].map((title, i) => ({
    key: i + 1,
    clickNumber: `${(346.3 - i * 41.7 - offset).toFixed(1)}w+`,
    title,
    increases: (i * 13 + offset) % 40,
  }));
}
