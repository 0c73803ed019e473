import { AREA_ROLES } from '#contract/access';
import type { Command } from '../../commands/command';
import type { MessageKey } from '../../i18n/message-key';

export const ORDER_SCREEN = 'OrderList';
export const ORDER_GROUP: MessageKey = 'orders.group';

export interface OrderScreenActions {
  detailOpen(): boolean;
  refundable(): boolean;
  openByNumber(): void;
  refund(): void;
  closeDetail(): void;
}

/** The order screen's own commands (the row keys come from useRowCursor). */
export function orderCommands(a: OrderScreenActions): Command[] {
  const when = { screen: ORDER_SCREEN, roles: AREA_ROLES.orders };
  return [
    {
      id: 'orders.openByNumber',
      title: 'orders.cmd.openByNumber',
      group: ORDER_GROUP,
      keywords: ['order', 'number', 'orderNo', '订单号'],
      shortcut: 'shift+o',
      when,
      run: a.openByNumber,
    },
    {
      id: 'orders.refund',
      title: 'orders.cmd.refund',
      group: ORDER_GROUP,
      keywords: ['refund', '退款'],
      shortcut: 'r',
      when: { screen: ORDER_SCREEN, roles: AREA_ROLES.refunds },
      enabled: () => a.detailOpen() && a.refundable(),
      run: a.refund,
    },
    {
      id: 'orders.closeDetail',
      title: 'orders.cmd.closeDetail',
      group: ORDER_GROUP,
      shortcut: 'escape',
      when,
      hideInPalette: true,
      enabled: a.detailOpen,
      run: a.closeDetail,
    },
  ];
}
