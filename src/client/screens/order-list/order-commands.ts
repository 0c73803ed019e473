import { AREA_ROLES } from '../../../contract/access';
import type { Command } from '../../palette/command';
import type { MessageKey } from '../../i18n/message-key';

const SCREEN = 'OrderList';
const GROUP: MessageKey = 'orders.group';

export interface OrderScreenActions {
  rowCount(): number;
  move(delta: number): void;
  openFocused(): void;
  detailOpen(): boolean;
  refundable(): boolean;
  openByNumber(): void;
  refund(): void;
  closeDetail(): void;
}

/** The order screen's commands, declared once for the palette, the keys and the `?` sheet. */
export function orderCommands(a: OrderScreenActions): Command[] {
  const when = { screen: SCREEN, roles: AREA_ROLES.orders };
  return [
    { id: 'orders.openByNumber', title: 'orders.cmd.openByNumber', group: GROUP, keywords: ['order', 'number', 'orderNo', '订单号'], shortcut: 'shift+o', when, run: a.openByNumber },
    {
      id: 'orders.refund', title: 'orders.cmd.refund', group: GROUP, keywords: ['refund', '退款'], shortcut: 'r',
      when: { screen: SCREEN, roles: AREA_ROLES.refunds }, enabled: () => a.detailOpen() && a.refundable(), run: a.refund,
    },
    { id: 'orders.closeDetail', title: 'orders.cmd.closeDetail', group: GROUP, shortcut: 'escape', when, hideInPalette: true, enabled: a.detailOpen, run: a.closeDetail },
    { id: 'orders.next', title: 'orders.cmd.next', group: GROUP, shortcut: ['j', 'arrowdown'], repeatable: true, when, hideInPalette: true, enabled: () => a.rowCount() > 0, run: () => a.move(1) },
    { id: 'orders.prev', title: 'orders.cmd.prev', group: GROUP, shortcut: ['k', 'arrowup'], repeatable: true, when, hideInPalette: true, enabled: () => a.rowCount() > 0, run: () => a.move(-1) },
    {
      id: 'orders.openFocused', title: 'orders.cmd.openFocused', group: GROUP, shortcut: ['enter', 'o'], when, hideInPalette: true,
      // Enter on a focused button or link must press it, not open a row.
      enabled: () => a.rowCount() > 0 && !(document.activeElement instanceof HTMLButtonElement || document.activeElement instanceof HTMLAnchorElement),
      run: a.openFocused,
    },
  ];
}
