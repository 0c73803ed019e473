import { vi } from 'vitest';
import type { Order, Refund } from '#contract/api/orders';
import type { ApkChannel } from '#contract/api/channels';
import type { AdminSession, AdminUser } from '#contract/api/admin-users';
import type { ActionLogEntry } from '#contract/api/action-log';
import { installFakeApi, type FakeApi } from './fake-api';
import { contractChecked } from './contract-check';

/**
 * The shell's fake API plus the ops endpoints (orders, refunds with step-up, channels, admins,
 * action log, sessions), in memory. Paths it does not know fall through to the shell's fake.
 */
export interface OpsFakeApi extends FakeApi {
  orders: Order[];
  refunds: Refund[];
  /** Whether the password was re-entered (step-up) in this fake's session. */
  reauthed: boolean;
  channels: ApkChannel[];
  admins: AdminUser[];
  adminSessions: AdminSession[];
  log: ActionLogEntry[];
  /** Paths whose step-up is required (refunds and admin writes by default). */
  stepUpPaths: Set<string>;
  /** Overrides one path's reply (null falls through), for writes a test wants to inspect or refuse. */
  on(
    path: string,
    handler: (body: Record<string, unknown>) => { code: number; data: unknown; msg?: string } | null,
  ): void;
}

const NOW = '2024-05-01T08:00:00.000Z';

export function order(id: number, over: Partial<Order> = {}): Order {
  return {
    id,
    version: 1,
    orderNo: `NO${String(id).padStart(6, '0')}`,
    accountId: 100 + id,
    accountNickname: `Mia ${id}`,
    product: 'vip_month',
    amountCents: 10_000,
    currency: 'CNY',
    channel: 'huawei',
    payMethod: 'alipay',
    status: 'PAID',
    renewal: false,
    paidAt: NOW,
    refundedCents: 0,
    refundableCents: 10_000,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

export function adminUser(id: number, username: string, over: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    version: 1,
    username,
    name: username,
    avatar: '',
    email: '',
    phone: '',
    roles: ['BACKEND_SUPPORT_AGENT'],
    activeRole: 'BACKEND_SUPPORT_AGENT',
    disabled: false,
    mustChangePassword: false,
    registrationDate: NOW,
    liveSessions: 1,
    lastSeenAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

export function installOpsFakeApi(): OpsFakeApi {
  const base = installFakeApi();
  const shellFetch = globalThis.fetch;
  const extraHandlers = new Map<string, (body: Record<string, unknown>) => Response | null>();
  const api: OpsFakeApi = Object.assign(base, {
    orders: [] as Order[],
    refunds: [] as Refund[],
    reauthed: false,
    channels: [] as ApkChannel[],
    admins: [] as AdminUser[],
    adminSessions: [] as AdminSession[],
    log: [] as ActionLogEntry[],
    stepUpPaths: new Set([
      '/admins/order-refund',
      '/admins/admin/create',
      '/admins/admin/roles',
      '/admins/admin/reset-password',
    ]),
    on(path: string, handler: (body: Record<string, unknown>) => { code: number; data: unknown; msg?: string } | null) {
      extraHandlers.set(path, (body) => {
        const r = handler(body);
        return r ? reply(r.code, r.data, r.msg ?? 'ok', r.code === 200 ? 200 : 400) : null;
      });
    },
  });
  const reply = (code: number, data: unknown, msg = 'ok', http = code === 200 ? 200 : 400) =>
    new Response(JSON.stringify({ code, msg, data }), {
      status: http,
      headers: { 'Content-Type': 'application/json' },
    });
  const list = <T>(items: T[]) =>
    reply(200, { list: items, total: items.length, totalCapped: false, nextCursor: null });

  function handle(path: string, b: Record<string, unknown>): Response | null {
    if (api.stepUpPaths.has(path) && !api.reauthed)
      return reply(40300, { reason: 'REAUTH_REQUIRED' }, 'Re-enter your password to continue', 403);
    switch (path) {
      case '/admins/reauth':
        if (b.password !== 'backoffice-demo')
          return reply(42200, { why: 'WRONG_PASSWORD' }, 'Password is incorrect', 422);
        api.reauthed = true;
        return reply(200, { validUntil: NOW });
      case '/admins/order-list/get': {
        const totals = { count: api.orders.length, paidCount: api.orders.length, byCurrency: [] as unknown[] };
        return reply(200, { list: api.orders, total: api.orders.length, totalCapped: false, nextCursor: null, totals });
      }
      case '/admins/order/get': {
        const o = api.orders.find((x) => x.id === b.id || x.orderNo === b.orderNo);
        if (!o) return reply(40400, null, 'No such order', 404);
        return reply(200, { order: o, account: null, refunds: api.refunds.filter((r) => r.orderId === o.id) });
      }
      case '/admins/order-refund': {
        const o = api.orders.find((x) => x.id === b.orderId)!;
        const seen = api.refunds.find((r) => r.idempotencyKey === b.idempotencyKey);
        if (seen) return reply(200, { refund: seen, order: o, replayed: true });
        const amount = Number(b.amountCents);
        if (amount > o.refundableCents) {
          return reply(
            42200,
            { why: 'ABOVE_REFUNDABLE', status: o.status, refundableCents: o.refundableCents, currency: o.currency },
            `amountCents: ${amount} is above the refundable ${o.refundableCents} (${o.currency})`,
            422,
          );
        }
        o.refundedCents += amount;
        o.refundableCents -= amount;
        o.status = o.refundableCents === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        const refund: Refund = {
          id: api.refunds.length + 1,
          orderId: o.id,
          amountCents: amount,
          currency: o.currency,
          reason: String(b.reason),
          idempotencyKey: String(b.idempotencyKey),
          adminId: 1,
          adminUsername: 'root',
          adminName: 'Root Admin',
          state: 'SETTLED',
          providerRef: null,
          createdAt: NOW,
        };
        api.refunds.push(refund);
        return reply(200, { refund, order: o, replayed: false });
      }
      case '/admins/apk-channel-list':
        return list(api.channels);
      case '/admins/admin-list':
        return list(api.admins);
      case '/admins/action-log/list':
        return list(api.log);
      case '/admins/sessions/mine':
      case '/admins/admin/sessions':
        return reply(200, { list: api.adminSessions });
      default:
        return null;
    }
  }

  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const auth = new Headers(init?.headers).get('Authorization');
      if (url.pathname !== '/admins/login' && auth) {
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        const own = extraHandlers.get(url.pathname)?.(body) ?? handle(url.pathname, body);
        if (own) {
          api.calls.push({ path: url.pathname, body, token: auth.slice(7) });
          return own;
        }
      }
      return shellFetch(input, init);
    }),
  );
  return api;
}
