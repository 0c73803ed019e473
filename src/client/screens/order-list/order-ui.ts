import { proxy } from 'valtio';

/** UI state of the order screen; the open order itself lives in the URL (`?order=<id>`). */
export const orderUi = proxy({
  /** Row the j/k keys point at in the current page. */
  focused: 0,
  refundOpen: false,
  openByNo: false,
});

export function focusRow(index: number, count: number): void {
  orderUi.focused = Math.max(0, Math.min(count - 1, index));
}

export function setRefundOpen(open: boolean): void {
  orderUi.refundOpen = open;
}

export function setOpenByNo(open: boolean): void {
  orderUi.openByNo = open;
}
