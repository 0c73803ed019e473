import { useEffect } from 'react';
import { ErrorCode } from '#contract/error-codes';
import { ApiCallError } from '../../api/api-error';
import { useSnapshot } from 'valtio';
import { AREA_ROLES } from '#contract/access';
import { useT } from '../../i18n/use-t';
import { useScreenQuery } from '../../ui/screen-query';
import { useRowCursor } from '../../commands/use-row-cursor';
import { ColumnChooser } from '../../ui/list/column-chooser';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { ListScreen } from '../../ui/list/list-screen';
import { pageOf } from '../../ui/list/pagination';
import { OrderDetailDrawer } from './order-detail-drawer';
import { orderColumns } from './order-columns';
import { ORDER_FILTERS, amountPastDecimals, listBody } from './order-filters';
import { OrderTotals } from './order-totals';
import { ORDER_GROUP, ORDER_SCREEN, orderCommands } from './order-commands';
import { orderUi, setOpenByNo, setRefundOpen } from './order-ui';
import { useOrder, useOrderList } from './orders-api';
import { OpenOrderDialog } from './open-order-dialog';
import { RefundDialog } from './refund-dialog';
import { useLatest } from '../../ui/use-latest';
import { refusedFilter } from '../../ui/list/list-read';
import { useUnparsedFilter } from '../../ui/list/unparsed-filter';
import { ViewsMenu } from '../../saved-views/views-menu';

/** /order-center/order-list: filters and totals, the orders table, the detail pane and refunds. */
export default function OrderListScreen() {
  const { t, locale } = useT();
  const { query, setQuery } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  const openId = Number(query.get('order')) || null;
  // A filter that does not parse shows nothing under its field's message: never the rows of the
  // filter before it, nor the list without it.
  const pastDecimals = amountPastDecimals(query);
  const unparsed =
    useUnparsedFilter(ORDER_FILTERS) ??
    (pastDecimals && {
      field: pastDecimals.field,
      rule: t('orders.filter.amountDecimals', { currency: pastDecimals.currency, digits: pastDecimals.digits }),
    });
  const { data, error } = useOrderList(unparsed ? null : listBody(query, page, pageSize));
  const detail = useOrder(openId);
  const ui = useSnapshot(orderUi);
  // Its dialogs live as long as the screen: after a logout, the next admin does not find one open.
  useEffect(
    () => () => {
      setRefundOpen(false);
      setOpenByNo(false);
    },
    [],
  );
  // A filter the server refused is said under its field, with no rows left from the filter before.
  const refused = unparsed ?? refusedFilter(error);
  const rows = refused ? [] : (data?.list ?? []);
  const columns = orderColumns(locale);

  const open = (id: number | null) => setQuery({ order: id === null ? null : String(id) });
  // An order that does not exist (an old or mistyped link) closes its pane: the fetcher has toasted
  // why, and the pane would otherwise say it is loading for ever.
  const missing = detail.error instanceof ApiCallError && detail.error.code === ErrorCode.NOT_FOUND;
  useEffect(() => {
    if (missing) setQuery({ order: null });
  }, [missing, setQuery]);
  const live = useLatest({ openId, detail: detail.data });

  const table = useRowCursor({
    id: 'orders',
    screen: ORDER_SCREEN,
    roles: AREA_ROLES.orders,
    group: ORDER_GROUP,
    rows,
    rowKey: (o) => o.id,
    onOpen: (o) => open(o.id),
    openKey: openId,
    extra: () =>
      orderCommands({
        detailOpen: () => live.current.openId !== null,
        refundable: () => (live.current.detail?.order.refundableCents ?? 0) > 0,
        openByNumber: () => setOpenByNo(true),
        refund: () => setRefundOpen(true),
        closeDetail: () => open(null),
      }),
  });

  return (
    <ListScreen
      filters={ORDER_FILTERS}
      tools={
        <>
          <ViewsMenu list="OrderList" tableId="orders" />
          <ColumnChooser tableId="orders" columns={columns} />
        </>
      }
      summary={data && !refused && <OrderTotals totals={data.totals} total={data.total} capped={data.totalCapped} />}
      tableMinWidth="920px"
      table={
        <DataTable
          tableId="orders"
          label={t('orders.table.label')}
          rows={rows}
          columns={columns}
          {...table}
          empty={t('orders.table.empty')}
          loadingRows={placeholderRows(data, error ?? refused, pageSize)}
        />
      }
      counts={data}
      refused={refused}
      detail={openId !== null && <OrderDetailDrawer id={openId} onClose={() => open(null)} />}
    >
      {ui.refundOpen && detail.data && <RefundDialog order={detail.data.order} onClose={() => setRefundOpen(false)} />}
      {ui.openByNo && (
        <OpenOrderDialog
          onClose={() => setOpenByNo(false)}
          onOpen={(id) => {
            setOpenByNo(false);
            open(id);
          }}
        />
      )}
    </ListScreen>
  );
}
