import { vi } from 'vitest';
import { roleMayEnter } from '#contract/access';
import type { PaidStatsReply } from '#contract/api/stats-paid';
import type { RegStatsReply, SourceStatsReply, UserCountStatsReply } from '#contract/api/stats';
import type { CategoriesReply, ContentDataReply, PopularReply, WorkplaceReply } from '#contract/api/workplace';
import type { Role } from '#contract/roles';
import type { FakeApi } from './fake-api';
import { contractChecked } from './contract-check';

/**
 * The stats and workplace endpoints on top of fake-api.ts: deterministic replies shaped like the
 * server's (aligned, zero-filled series; money and order cards left out for roles that may not
 * see them), installed in front of the fake `fetch`. Other paths go through to it.
 */
const FIRST_ROLE: Record<string, Role> = { root: 'ADMIN_ROOT', agent: 'BACKEND_SUPPORT_AGENT', promote: 'PROMOTE' };
const TZ = 'Asia/Shanghai';
const DAY = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export function paidReply(body: Record<string, unknown>): PaidStatsReply {
  const from = String(body.from);
  const to = String(body.to);
  // As the server cuts them: `from`, then every day, Monday or first of a month up to `to`.
  const starts = (d: string) =>
    body.granularity === 'week'
      ? new Date(`${d}T00:00:00Z`).getUTCDay() === 1
      : body.granularity !== 'month' || d.endsWith('-01');
  const labels: string[] = [from];
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (starts(d)) labels.push(d);
  const revenueCents = labels.map((_, i) => 10_000 + i * 1_000);
  const refundCents = labels.map((_, i) => (i % 2 ? 500 : 0));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const figures = (rev: number, ref: number, orders: number) => ({
    revenueCents: rev,
    refundCents: ref,
    netCents: rev - ref,
    orders,
    payingAccounts: orders,
    renewalOrders: Math.floor(orders / 3),
    arppuCents: orders ? Math.round(rev / orders) : null,
    renewalShare: orders ? Math.floor(orders / 3) / orders : null,
  });
  const orders = labels.map((_, i) => 3 + (i % 4));
  return {
    timeZone: TZ,
    currency: 'CNY',
    from,
    to,
    granularity: body.granularity as PaidStatsReply['granularity'],
    channel: (body.channel as string | undefined) ?? null,
    totals: figures(sum(revenueCents), sum(refundCents), sum(orders)),
    series: {
      labels,
      starts: labels.map((l) => `${l}T00:00:00.000Z`),
      revenueCents,
      refundCents,
      netCents: revenueCents.map((r, i) => r - refundCents[i]!),
      orders,
      payingAccounts: orders,
      renewalOrders: orders.map((o) => Math.floor(o / 3)),
    },
    channels: [
      { channel: 'huawei', name: '华为应用市场', ...figures(30_000, 500, 6) },
      { channel: 'official', name: 'Official site', ...figures(12_345, 0, 2) },
      // A code no apk channel has any more: the server names it null.
      { channel: 'retired', name: null, ...figures(0, 200, 0) },
    ],
  };
}

export function regReply(body: Record<string, unknown>): RegStatsReply {
  const minute = Number(body.minute);
  const n = (24 * 60) / minute;
  const labels = Array.from(
    { length: n },
    (_, i) => `${String(Math.floor((i * minute) / 60)).padStart(2, '0')}:${String((i * minute) % 60).padStart(2, '0')}`,
  );
  const counts = labels.map((_, i) => i % 3);
  const previousCounts = labels.map((_, i) => i % 2);
  const date = String(body.date);
  return {
    timeZone: TZ,
    date,
    previousDate: addDays(date, -1),
    minute,
    labels,
    // Each bucket's own start (the business zone taken as UTC here), so a day still running has buckets ahead.
    starts: labels.map((_, i) => new Date(Date.parse(`${date}T00:00:00.000Z`) + i * minute * 60_000).toISOString()),
    counts,
    previousCounts,
    total: counts.reduce((a, b) => a + b, 0),
    previousTotal: previousCounts.reduce((a, b) => a + b, 0),
  };
}

export function sourceReply(body: Record<string, unknown>): SourceStatsReply {
  const date = String(body.date);
  return {
    timeZone: TZ,
    date,
    previousDate: addDays(date, -1),
    total: 30,
    previousTotal: 20,
    sources: [
      { source: 'huawei', count: 20, previous: 10, share: 2 / 3, change: 10, changeRate: 1 },
      { source: 'official', count: 10, previous: 10, share: 1 / 3, change: 0, changeRate: 0 },
    ],
  };
}

export function userCountReply(): UserCountStatsReply {
  const labels = Array.from({ length: 30 }, (_, i) => addDays('2026-05-01', i));
  return {
    timeZone: TZ,
    today: labels[29]!,
    total: 1234,
    newToday: 12,
    activeToday: 100,
    active7d: 400,
    active30d: 900,
    certified: 50,
    vip: 20,
    banned: 3,
    series: { labels, registered: labels.map(() => 10), total: labels.map((_, i) => 934 + i * 10) },
  };
}

export function workplaceReply(role: Role): WorkplaceReply {
  const cards: WorkplaceReply['cards'] = {
    onlineContent: { now: 4_893, beforeToday: 4_800 },
    contentPutIn: { today: 97, yesterday: 80 },
    newComments: { today: 300, yesterday: 320 },
  };
  if (roleMayEnter(role, 'paidStats')) cards.netRevenueCents = { today: 299_800, yesterday: 250_000 };
  if (roleMayEnter(role, 'orders'))
    Object.assign(cards, { pendingOrders: { now: 33, beforeToday: 30 }, renewalOrders: { today: 15, yesterday: 9 } });
  return {
    timeZone: TZ,
    today: '2026-05-30',
    name: `${role} name`,
    currency: 'CNY',
    cards,
    announcements: [
      {
        id: 1,
        title: 'Maintenance on Sunday',
        content: 'The console is read-only 02:00–03:00.',
        time: '2026-05-29T08:00:00.000Z',
      },
    ],
  };
}

const contentData = (): ContentDataReply => {
  const labels = Array.from({ length: 8 }, (_, i) => addDays('2026-05-23', i));
  return {
    timeZone: TZ,
    labels,
    moments: labels.map(() => 40),
    questions: labels.map(() => 10),
    comments: labels.map(() => 90),
    content: labels.map(() => 50),
  };
};

const popular = (body: Record<string, unknown>): PopularReply => ({
  timeZone: TZ,
  type: body.type as PopularReply['type'],
  windowDays: 30,
  list: [1, 2, 3, 4, 5].map((rank) => ({
    rank,
    momentId: rank,
    accountId: 9,
    excerpt: `${String(body.type)} moment ${rank}`,
    likeCount: 100 - rank,
    commentCount: 10,
    engagement: 110 - rank,
    commentsToday: 4,
    commentsYesterday: rank,
    createdAt: '2026-05-20T00:00:00.000Z',
  })),
});

const categories = (): CategoriesReply => ({
  timeZone: TZ,
  windowDays: 30,
  total: 100,
  categories: [
    { category: 'text', count: 40, share: 0.4 },
    { category: 'image', count: 30, share: 0.3 },
    { category: 'video', count: 20, share: 0.2 },
    { category: 'question', count: 10, share: 0.1 },
  ],
});

type Handler = (body: Record<string, unknown>, role: Role) => unknown;
const HANDLERS: Record<string, Handler> = {
  '/admins/paid-stats/get': paidReply,
  '/admins/reg-stats': regReply,
  '/admins/source-stats': sourceReply,
  '/admins/user-count-stats': userCountReply,
  '/admins/workplace/get': (_b, role) => workplaceReply(role),
  '/admins/workplace/content-data': contentData,
  '/admins/workplace/popular': popular,
  '/admins/workplace/categories': categories,
};

export interface StatsApi {
  /** The next call to `path` fails with a 500 envelope. */
  failNext(path: string): void;
}

export function installStatsApi(api: FakeApi): StatsApi {
  const inner = globalThis.fetch;
  const failing = new Set<string>();
  let role: Role = 'ADMIN_ROOT';
  // A session opened, through the form or by token, starts in its admin's first role.
  const openSession = api.openSession.bind(api);
  api.openSession = (username) => {
    role = FIRST_ROLE[username] ?? role;
    return openSession(username);
  };
  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const handler = HANDLERS[path];
      if (!handler) return inner(input, init);
      api.calls.push({ path, body, token: null });
      const fail = failing.delete(path);
      const envelope = fail
        ? { code: 50000, msg: 'Internal error', data: null }
        : { code: 200, msg: 'ok', data: handler(body, role) };
      return new Response(JSON.stringify(envelope), {
        status: fail ? 500 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { failNext: (path) => void failing.add(path) };
}
