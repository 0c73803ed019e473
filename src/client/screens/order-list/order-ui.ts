import { proxy } from 'valtio';

/** UI state of the order screen; the open order itself lives in the URL (`?order=<id>`). */
export const orderUi = proxy({ refundOpen: false, openByNo: false });

export function setRefundOpen(open: boolean): void {
  orderUi.refundOpen = open;
}

export function setOpenByNo(open: boolean): void {
  orderUi.openByNo = open;
}
