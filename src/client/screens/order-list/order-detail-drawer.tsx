import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { Button } from '../../ui/button';
import { DetailPane } from '../../ui/list/detail-pane';
import { OrderDetailPanel } from './order-detail-panel';
import { useOrder } from './orders-api';
import { setRefundOpen } from './order-ui';

/** The order pane: `?order=<id>` opens it; R refunds (the button shows the command's key). */
export function OrderDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useT();
  const { data } = useOrder(id);
  const title = data ? t('orders.detail.title', { orderNo: data.order.orderNo }) : t('orders.detail.loading');
  return (
    <DetailPane title={title} onClose={onClose} wide>
      {data ? (
        <>
          <div className="mb-4 flex gap-2">
            <Button variant="primary" disabled={data.order.refundableCents === 0} onClick={() => setRefundOpen(true)}>
              {t('orders.refund.open')} <CommandKeys id="orders.refund" />
            </Button>
          </div>
          <OrderDetailPanel detail={data} />
        </>
      ) : (
        <p className="text-[13px] text-fg-3">{t('orders.detail.loading')}</p>
      )}
    </DetailPane>
  );
}
