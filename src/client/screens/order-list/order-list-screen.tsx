import { useSnapshot } from 'valtio';
import { routeByName } from '../../shell/routes';
import { useScreenCommands } from '../../palette/use-screen-commands';
import { setScreenQuery, useScreenQuery } from '../../ops/use-screen-query';
import { Pager } from '../../ops/pager';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilterBar } from './order-filter-bar';
import { FILTER_PARAMS, filterValues, listBody, PAGE_SIZE, type FilterValues } from './order-filters';
import { OrderTable } from './order-table';
import { OrderTotals } from './order-totals';
import { orderCommands } from './order-commands';
import { focusRow, orderUi, setOpenByNo, setRefundOpen } from './order-ui';
import { useOrder, useOrderList } from './orders-api';
import { OpenOrderDialog } from './open-order-dialog';
import { RefundDialog } from './refund-dialog';
import { useMemo, useRef } from 'react';

const PATH = routeByName('OrderList')?.path ?? '/order-center/order-list';

/** /order-center/order-list: filters and totals, the orders table, the detail drawer and refunds. */
export default function OrderListScreen() {
  const query = useScreenQuery(PATH);
  const values = useMemo(() => filterValues(query), [query]);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const openId = Number(query.get('order')) || null;
  const { data } = useOrderList(listBody(values, page));
  const detail = useOrder(openId);
  const ui = useSnapshot(orderUi);
  const rows = data?.list ?? [];

  const open = (id: number | null) => setScreenQuery(PATH, { order: id === null ? null : String(id) });
  const state = useRef({ rows, openId, detail: detail.data });
  state.current = { rows, openId, detail: detail.data };

  useScreenCommands(() =>
    orderCommands({
      rowCount: () => state.current.rows.length,
      move: (d) => focusRow(orderUi.focused + d, state.current.rows.length),
      openFocused: () => {
        const row = state.current.rows[orderUi.focused];
        if (row) open(row.id);
      },
      detailOpen: () => state.current.openId !== null,
      refundable: () => (state.current.detail?.order.refundableCents ?? 0) > 0,
      openByNumber: () => setOpenByNo(true),
      refund: () => setRefundOpen(true),
      closeDetail: () => open(null),
    }),
  );

  function apply(next: FilterValues) {
    focusRow(0, 1);
    setScreenQuery(PATH, { ...Object.fromEntries(FILTER_PARAMS.map((p) => [p, next[p]])), page: null, order: null });
  }

  return (
    <div className="flex flex-col gap-4">
      <OrderFilterBar values={values} onApply={apply} />
      {data && <OrderTotals totals={data.totals} total={data.total} capped={data.totalCapped} />}
      <section className="flex flex-col gap-3 rounded-lg bg-surface p-4">
        <OrderTable rows={rows} focused={ui.focused} onOpen={(o) => open(o.id)} />
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => setScreenQuery(PATH, { page: String(p) })} />}
      </section>
      {openId !== null && <OrderDetailDrawer id={openId} onClose={() => open(null)} />}
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
    </div>
  );
}
