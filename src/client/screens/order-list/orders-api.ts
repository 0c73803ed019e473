import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';
import { callHandled } from '../../api/call-handled';
import type { ApiCallError } from '../../api/api-error';
import { readList } from '../../ui/list/list-read';

export type OrderListBody = ApiBody<'/admins/order-list/get'>;
export type OrderListReply = ApiReply<'/admins/order-list/get'>;
export type OrderDetail = ApiReply<'/admins/order/get'>;
export type RefundBody = ApiBody<'/admins/order-refund'>;
export type RefundReply = ApiReply<'/admins/order-refund'>;

/** Every key of this file starts with its endpoint path, so one mutate can refresh them all. */
export const orderListKey = (body: OrderListBody) => ['/admins/order-list/get', JSON.stringify(body)] as const;
export const orderKey = (id: number) => ['/admins/order/get', id] as const;

/** `null` reads nothing: a filter of the URL does not parse, and the screen says so instead. */
export function useOrderList(body: OrderListBody | null) {
  return useSWR<ApiReply<'/admins/order-list/get'>, Error>(
    body && orderListKey(body),
    () => readList('/admins/order-list/get', body!),
    { keepPreviousData: true },
  );
}

export function useOrder(id: number | null) {
  return useSWR(id === null ? null : orderKey(id), () => call('/admins/order/get', { id: id! }));
}

/** Looks an order up by its number (the palette's "open order"); a miss is toasted by the fetcher. */
export function findOrderByNo(orderNo: string): Promise<OrderDetail> {
  return call('/admins/order/get', { orderNo });
}

/** The refund call; `handles` says which refusals the dialog shows itself. */
export function sendRefund(body: RefundBody, handles: (err: ApiCallError) => boolean): Promise<RefundReply> {
  return callHandled('/admins/order-refund', body, handles);
}

/** After a refund: the order's detail and every order list (status, refunded, totals) are stale. */
export function useRefreshOrders() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && (key[0] === '/admins/order-list/get' || key[0] === '/admins/order/get'));
}
