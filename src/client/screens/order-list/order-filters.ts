import { ORDER_STATUSES, PAY_METHODS, type OrderStatus, type PayMethod } from '#contract/entities';
import type { FilterDef } from '../../ui/list/filter-def';
import type { OrderListBody } from './orders-api';
import { currencyDigits, inputToCents } from '../../i18n/money';
import { dayStartIso } from '../../i18n/business-zone';

/** The contract's order filters, as the list filter bar keeps them in the URL. */
export const ORDER_FILTERS: readonly FilterDef[] = [
  { name: 'orderNo', label: 'orders.field.orderNo', kind: 'text' },
  { name: 'accountId', label: 'orders.field.accountId', kind: 'id' },
  {
    name: 'status',
    label: 'orders.field.status',
    kind: 'select',
    options: ORDER_STATUSES.map((s) => ({ value: s, label: `orders.status.${s}` as const })),
  },
  {
    name: 'payMethod',
    label: 'orders.field.payMethod',
    kind: 'select',
    options: PAY_METHODS.map((m) => ({ value: m, label: `orders.payMethod.${m}` as const })),
  },
  { name: 'renewal', label: 'orders.field.renewal', kind: 'boolean' },
  { name: 'product', label: 'orders.field.product', kind: 'text' },
  { name: 'channel', label: 'orders.field.channel', kind: 'text' },
  { name: 'currency', label: 'orders.field.currency', kind: 'currency' },
  { name: 'paidFrom', label: 'orders.filter.paidFrom', kind: 'date' },
  { name: 'paidTo', label: 'orders.filter.paidTo', kind: 'date' },
  { name: 'amountMin', label: 'orders.filter.amountMin', kind: 'amount' },
  { name: 'amountMax', label: 'orders.filter.amountMax', kind: 'amount' },
];

/**
 * The list request of the URL's filters. Values that do not parse are left out rather than
 * sent (the server would refuse the whole request); amounts are in the filtered currency's
 * units, CNY's when none is chosen. The "to" day is inclusive on screen and exclusive on the wire.
 */
export function listBody(q: URLSearchParams, page: number, pageSize: number): OrderListBody {
  const get = (k: string) => (q.get(k) ?? '').trim();
  const filters: NonNullable<OrderListBody['filters']> = {};
  if (get('orderNo')) filters.orderNo = get('orderNo');
  const account = Number(get('accountId'));
  if (Number.isInteger(account) && account > 0) filters.accountId = account;
  const statuses = get('status')
    .split(',')
    .filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));
  if (statuses.length) filters.status = statuses;
  if (get('product')) filters.product = get('product');
  if (get('channel')) filters.channel = get('channel');
  if ((PAY_METHODS as readonly string[]).includes(get('payMethod'))) filters.payMethod = get('payMethod') as PayMethod;
  const currency = get('currency').toUpperCase();
  if (/^[A-Z]{3}$/.test(currency)) filters.currency = currency;
  if (get('renewal') === 'true' || get('renewal') === 'false') filters.renewal = get('renewal') === 'true';
  const from = dayStartIso(get('paidFrom'));
  const to = dayStartIso(get('paidTo'), 1);
  if (from) filters.paidFrom = from;
  if (to) filters.paidTo = to;
  const min = get('amountMin') ? inputToCents(get('amountMin'), amountCurrency(q)) : null;
  const max = get('amountMax') ? inputToCents(get('amountMax'), amountCurrency(q)) : null;
  if (min !== null) filters.amountMin = min;
  if (max !== null) filters.amountMax = max;
  return { page, pageSize, filters, sort: { field: 'createdAt', order: 'desc' } };
}

/** The currency the amounts are read in: the filtered one, CNY when none is chosen (as `listBody`). */
const amountCurrency = (q: URLSearchParams) => {
  const currency = (q.get('currency') ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(currency) ? currency : 'CNY';
};

/**
 * The first amount filter that is a number but has more decimals than its currency has (12.5 in
 * JPY): `listBody` leaves it out, so the screen shows nothing for it rather than every amount.
 */
export function amountPastDecimals(
  q: URLSearchParams,
): { field: 'amountMin' | 'amountMax'; currency: string; digits: number } | null {
  const currency = amountCurrency(q);
  for (const field of ['amountMin', 'amountMax'] as const) {
    const text = (q.get(field) ?? '').trim();
    if (/^\d{1,9}(?:[.,]\d*)?$/.test(text) && inputToCents(text, currency) === null) {
      return { field, currency, digits: currencyDigits(currency) };
    }
  }
  return null;
}
