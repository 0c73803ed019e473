import { ORDER_STATUSES, PAY_METHODS, type OrderStatus, type PayMethod } from '../../../contract/entities';
import type { OrderListBody } from './orders-api';
import { inputToCents } from '../../ops/money';

export const PAGE_SIZE = 20;

/** The query parameters the order screen keeps its filters in (all optional, all strings). */
export const FILTER_PARAMS = ['orderNo', 'accountId', 'status', 'product', 'channel', 'payMethod', 'currency', 'renewal', 'paidFrom', 'paidTo', 'amountMin', 'amountMax'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Record<FilterParam, string>;

export function filterValues(query: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_PARAMS.map((p) => [p, query.get(p) ?? ''])) as FilterValues;
}

/** A calendar day (YYYY-MM-DD) at local midnight as ISO, plus `days`; undefined if not a day. */
function dayStart(day: string, days = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The list request of the URL's filters. Values that do not parse are left out rather than
 * sent (the server would refuse the whole request); amounts are in the filtered currency's
 * units, CNY's when none is chosen. The "to" day is inclusive on screen and exclusive on the wire.
 */
export function listBody(v: FilterValues, page: number): OrderListBody {
  const filters: NonNullable<OrderListBody['filters']> = {};
  if (v.orderNo.trim()) filters.orderNo = v.orderNo.trim();
  const account = Number(v.accountId);
  if (Number.isInteger(account) && account > 0) filters.accountId = account;
  const statuses = v.status.split(',').filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));
  if (statuses.length) filters.status = statuses;
  if (v.product.trim()) filters.product = v.product.trim();
  if (v.channel.trim()) filters.channel = v.channel.trim();
  if ((PAY_METHODS as readonly string[]).includes(v.payMethod)) filters.payMethod = v.payMethod as PayMethod;
  if (/^[A-Z]{3}$/.test(v.currency)) filters.currency = v.currency;
  if (v.renewal === 'true' || v.renewal === 'false') filters.renewal = v.renewal === 'true';
  const from = dayStart(v.paidFrom);
  const to = dayStart(v.paidTo, 1);
  if (from) filters.paidFrom = from;
  if (to) filters.paidTo = to;
  const currency = filters.currency ?? 'CNY';
  const min = v.amountMin ? inputToCents(v.amountMin, currency) : null;
  const max = v.amountMax ? inputToCents(v.amountMax, currency) : null;
  if (min !== null) filters.amountMin = min;
  if (max !== null) filters.amountMax = max;
  return { page, pageSize: PAGE_SIZE, filters, sort: { field: 'createdAt', order: 'desc' } };
}
