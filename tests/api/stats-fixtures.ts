import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/content';
import { orders, refunds } from '#server/db/schema/commerce';

/**
 * Rows the statistics tests insert, and the time arithmetic they check replies against. The
 * expectations are computed here in plain JavaScript from the tests' own rows — never by asking
 * the database — so a wrong SQL bucket shows up as a difference.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Instant of local midnight of `date` in Asia/Shanghai, which has been UTC+8 without DST since 1991. */
export const shanghaiMidnight = (date: string): number => Date.parse(`${date}T00:00:00+08:00`);

/** The Asia/Shanghai calendar date of an instant. */
export const shanghaiDate = (t: number): string => new Date(t + 8 * HOUR).toISOString().slice(0, 10);

/** Minutes since local midnight in Asia/Shanghai. */
export const shanghaiMinuteOfDay = (t: number): number => {
  const local = new Date(t + 8 * HOUR);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Today in a time zone, as the server should see it (read from Intl, not from the database). */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** A deterministic pseudo-random generator, so a failing case can be replayed. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface AccountSpec {
  registeredAt: number;
  lastActiveAt?: number;
  source?: string;
  certified?: boolean;
  vip?: boolean;
  status?: 'NORMAL' | 'MUTED' | 'BANNED' | 'DELETED';
}

let serial = 0;

/** Inserts accounts and returns their ids in order. */
export async function insertAccounts(db: Db, specs: AccountSpec[]): Promise<number[]> {
  const ids: number[] = [];
  // Chunks keep each statement far below the bind-parameter limit.
  for (let i = 0; i < specs.length; i += 500) {
    const rows = specs.slice(i, i + 500).map((a) => {
      serial += 1;
      return {
        nickname: `stats-${serial}`,
        avatarUrl: `/media/avatar/${serial}.svg`,
        phone: `139${String(serial).padStart(8, '0')}`,
        source: a.source ?? 'official',
        certified: a.certified ?? false,
        vip: a.vip ?? false,
        status: a.status ?? 'NORMAL',
        registeredAt: new Date(a.registeredAt),
        lastActiveAt: new Date(a.lastActiveAt ?? a.registeredAt),
      };
    });
    const inserted = await db.insert(accounts).values(rows).returning({ id: accounts.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export interface OrderSpec {
  accountId: number;
  amountCents: number;
  channel: string;
  status?: 'PENDING' | 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'CLOSED';
  paidAt: number | null;
  createdAt?: number;
  renewal?: boolean;
  currency?: string;
}

export async function insertOrders(db: Db, specs: OrderSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((o) => {
    serial += 1;
    const created = o.createdAt ?? o.paidAt ?? Date.now();
    return {
      orderNo: `T${serial}-${Math.random().toString(36).slice(2, 8)}`,
      accountId: o.accountId,
      product: 'vip_month',
      amountCents: o.amountCents,
      currency: o.currency ?? 'CNY',
      channel: o.channel,
      payMethod: 'alipay',
      status: o.status ?? (o.paidAt === null ? 'PENDING' : 'PAID'),
      renewal: o.renewal ?? false,
      paidAt: o.paidAt === null ? null : new Date(o.paidAt),
      createdAt: new Date(created),
      updatedAt: new Date(created),
    };
  });
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id });
  return inserted.map((r) => r.id);
}

export interface RefundSpec {
  orderId: number;
  amountCents: number;
  createdAt: number;
  currency?: string;
}

export async function insertRefunds(db: Db, specs: RefundSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await db.insert(refunds).values(
    specs.map((r) => {
      serial += 1;
      return {
        orderId: r.orderId,
        amountCents: r.amountCents,
        currency: r.currency ?? 'CNY',
        reason: 'test',
        idempotencyKey: `refund-${serial}-${Math.random().toString(36).slice(2)}`,
        requestHash: 'test',
        adminId: 1,
        createdAt: new Date(r.createdAt),
      };
    }),
  );
}
