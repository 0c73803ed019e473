import { vi } from 'vitest';
import type { AdminInfo, SecurityNotice } from '#contract/api/auth';
import type { Notification } from '#contract/api/notifications';
import type { RegionNode } from '#contract/api/profile';
import { menuFor } from '#contract/menu';
import type { Role } from '#contract/roles';
import { contractChecked } from './contract-check';

/**
 * An in-memory stand-in for the admin API, installed as `fetch`: the three demo admins, real
 * menus from the contract, sessions, notifications, and per-path failures on demand.
 */
export interface Failure {
  code: number;
  msg?: string;
  data?: unknown;
  http?: number;
}

export interface FakeApi {
  calls: { path: string; body: Record<string, unknown>; token: string | null }[];
  /** The next calls to a path fail this way (consumed one by one; `times` Infinity = always). */
  fail(path: string, failure: Failure | 'network' | 'html', times?: number): void;
  /** Holds replies of a path until `release()`, to observe in-between states. */
  hold(path: string): () => void;
  notifications: Notification[];
  menuOverride: ((role: Role) => unknown) | null;
  /** Usernames the server requires a password change from before anything else. */
  mustChangePassword: Set<string>;
  /** What info/get tells every admin has happened to their account, until acknowledged. */
  securityNotices: SecurityNotice[];
  /** Profile fields every admin's info shows instead of the defaults; profile/update writes here. */
  profile: Partial<AdminInfo>;
  paths(): string[];
  /** A session for `username` as a login through the form would open it: its token. */
  openSession(username: string): string;
}

const DEMO: Record<string, { roles: Role[]; name: string }> = {
  root: { roles: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'], name: 'Root Admin' },
  agent: { roles: ['BACKEND_SUPPORT_AGENT'], name: 'Lena Fischer' },
  promote: { roles: ['PROMOTE'], name: 'Chen Xiao' },
};
export const DEMO_PASSWORD = 'backoffice-demo';

/** A corner of the server's region tree: [id, zh-CN name, en-US name, children]. */
type FakeRegion = readonly [string, string, string, (readonly FakeRegion[])?];
const REGIONS: readonly FakeRegion[] = [
  [
    'CN',
    '中国',
    'China',
    [
      ['310000', '上海市', 'Shanghai'],
      ['330000', '浙江省', 'Zhejiang', [['330100', '杭州市', 'Hangzhou']]],
    ],
  ],
  ['SG', '新加坡', 'Singapore'],
];

function regionTree(locale: unknown, seeds = REGIONS, pid: string | null = null): RegionNode[] {
  return seeds.map(([id, zh, en, children]) => ({
    id,
    pid,
    name: locale === 'en-US' ? en : zh,
    children: regionTree(locale, children ?? [], id),
  }));
}

function regionName(id: string, locale: unknown, nodes = regionTree(locale)): string | null {
  for (const n of nodes) {
    if (n.id === id) return n.name;
    const below = regionName(id, locale, n.children);
    if (below) return `${n.name} / ${below}`;
  }
  return null;
}

function info(username: string, role: Role, profile: Partial<AdminInfo> = {}): AdminInfo {
  const admin = DEMO[username]!;
  return {
    id: Object.keys(DEMO).indexOf(username) + 1,
    username,
    name: admin.name,
    avatar: '/media/avatar/1.svg',
    job: 'ops',
    jobName: 'Operations',
    organization: 'ts',
    organizationName: 'Trust & Safety',
    location: '310000',
    locationName: '中国 / 上海市',
    email: `${username}@example.com`,
    phone: '+86 138 0000 1000',
    introduction: '',
    personalWebsite: '',
    registrationDate: '2024-01-15T00:00:00.000Z',
    accountId: '10000',
    certification: 1,
    role,
    roles: admin.roles,
    mustChangePassword: false,
    mfaEnrollmentRequired: false,
    securityNotices: [],
    ...profile,
  };
}

/** The fake of the test running now, for helpers that start it logged in. */
let installed: FakeApi | null = null;

/** A token the fake installed for this test accepts for `username`, as the real login hands one out. */
export function sessionToken(username: string): string {
  if (!installed) throw new Error('install the fake API before logging in by token');
  return installed.openSession(username);
}

/**
 * Tokens are unique across the fakes of a file: a request still on its way from the previous
 * test's page carries its token to this test's fake, which must not take it for its own session.
 */
let seq = 0;

export function installFakeApi(): FakeApi {
  const sessions = new Map<string, { username: string; role: Role }>();
  const failures = new Map<string, { failure: Failure | 'network' | 'html'; times: number }[]>();
  const holds = new Map<string, Promise<void>>();
  const api: FakeApi = {
    calls: [],
    notifications: [],
    menuOverride: null,
    mustChangePassword: new Set(),
    securityNotices: [],
    profile: {},
    fail(path, failure, times = 1) {
      failures.set(path, [...(failures.get(path) ?? []), { failure, times }]);
    },
    hold(path) {
      let release!: () => void;
      holds.set(path, new Promise<void>((r) => (release = r)));
      return () => {
        holds.delete(path);
        release();
      };
    },
    paths: () => api.calls.map((c) => c.path),
    openSession(username) {
      const t = `token-${++seq}-abcdefghijklmnop`;
      sessions.set(t, { username, role: DEMO[username]!.roles[0]! });
      return t;
    },
  };
  installed = api;

  const reply = (code: number, data: unknown, msg = 'ok', http = code === 200 ? 200 : 400) =>
    new Response(JSON.stringify({ code, msg, data }), {
      status: http,
      headers: { 'Content-Type': 'application/json' },
    });

  async function handle(path: string, body: Record<string, unknown>, token: string | null): Promise<Response> {
    const held = holds.get(path);
    if (held) await held;
    const queue = failures.get(path);
    const next = queue?.[0];
    if (next) {
      next.times -= 1;
      if (next.times <= 0) queue.shift();
      if (next.failure === 'network') throw new TypeError('Failed to fetch');
      if (next.failure === 'html') return new Response('<html>Bad gateway</html>', { status: 502 });
      const f = next.failure;
      return reply(f.code, f.data ?? null, f.msg ?? '', f.http ?? (f.code === 401 || f.code === 60001 ? 401 : 400));
    }
    if (path === '/admins/login') {
      const admin = DEMO[String(body.username)];
      if (!admin || body.password !== DEMO_PASSWORD)
        return reply(42200, { why: 'BAD_CREDENTIALS' }, 'Username or password is incorrect', 422);
      return reply(200, api.openSession(String(body.username)));
    }
    const session = token ? sessions.get(token) : undefined;
    if (!session) return reply(401, null, 'Not logged in', 401);
    switch (path) {
      case '/admins/logout':
        sessions.delete(token!);
        return reply(200, null);
      case '/admins/info/get':
        return reply(200, {
          ...info(session.username, session.role, api.profile),
          mustChangePassword: api.mustChangePassword.has(session.username),
          securityNotices: api.securityNotices,
        });
      case '/admins/security-notices/ack': {
        const before = api.securityNotices.length;
        api.securityNotices = api.securityNotices.filter((n) => !(body.ids as number[]).includes(n.id));
        return reply(200, { acknowledged: before - api.securityNotices.length });
      }
      case '/admins/menus/get':
        return reply(200, api.menuOverride ? api.menuOverride(session.role) : menuFor(session.role));
      case '/admins/role/switch': {
        const role = body.role as Role;
        if (!DEMO[session.username]!.roles.includes(role))
          return reply(40300, { reason: 'ROLE' }, `You do not hold the role ${role}`, 403);
        session.role = role;
        return reply(200, info(session.username, role, api.profile));
      }
      case '/admins/password/change':
        if (body.oldPassword !== DEMO_PASSWORD)
          return reply(42200, { why: 'WRONG_CURRENT_PASSWORD' }, 'Current password is incorrect', 422);
        api.mustChangePassword.delete(session.username);
        return reply(200, null);
      case '/admins/regions/get':
        return reply(200, regionTree(body.locale));
      case '/admins/profile/update': {
        const { locale, ...fields } = body;
        if (typeof fields.location === 'string' && fields.location !== '') {
          const name = regionName(fields.location, locale);
          if (!name)
            return reply(40000, { field: 'location', rule: 'invalid_value' }, 'location: is not a region', 400);
          fields.locationName = name;
        } else if (fields.location === '') fields.locationName = '';
        Object.assign(api.profile, fields);
        return reply(200, info(session.username, session.role, api.profile));
      }
      // Every list screen's views menu asks; the saved-views tests serve views of their own.
      case '/admins/views/list':
        return reply(200, { list: [] });
      case '/admins/notifications/list': {
        const list = api.notifications
          .filter((n) => !body.type || n.type === body.type)
          .slice(0, Number(body.pageSize ?? 20));
        const unread = { message: 0, notice: 0, todo: 0 };
        for (const n of api.notifications) if (n.status === 0) unread[n.type] += 1;
        return reply(200, { list, unread });
      }
      case '/admins/notifications/read': {
        let updated = 0;
        for (const n of api.notifications) {
          const hit = Array.isArray(body.ids) ? (body.ids as number[]).includes(n.id) : n.type === body.type;
          if (hit && n.status === 0) {
            n.status = 1;
            updated += 1;
          }
        }
        return reply(200, { updated });
      }
      case '/admins/notifications/clear': {
        const kept = api.notifications.filter((n) => n.type !== body.type);
        const deleted = api.notifications.length - kept.length;
        api.notifications.splice(0, api.notifications.length, ...kept);
        return reply(200, { deleted });
      }
      default:
        return reply(40400, null, 'No such endpoint', 404);
    }
  }

  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const auth = new Headers(init?.headers).get('Authorization');
      const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
      api.calls.push({ path: url.pathname, body, token });
      return handle(url.pathname, body, token);
    }),
  );
  return api;
}

export function notification(
  id: number,
  type: Notification['type'],
  title: string,
  extra: Partial<Notification> = {},
): Notification {
  return {
    id,
    type,
    title,
    subTitle: '',
    avatar: '',
    content: `${title} content`,
    link: '',
    time: '2024-05-01T08:00:00.000Z',
    messageType: 0,
    status: 0,
    ...extra,
  };
}
