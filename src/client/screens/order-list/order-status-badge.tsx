import type { OrderStatus } from '#contract/entities';
import { useT } from '../../i18n/use-t';

const TONE: Record<OrderStatus, string> = {
  PENDING: 'bg-warning/15 text-warning',
  PAID: 'bg-success/15 text-success',
  PARTIALLY_REFUNDED: 'bg-primary-soft text-primary',
  REFUNDED: 'bg-fill text-fg-2',
  CLOSED: 'bg-fill text-fg-3',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded max-md:whitespace-normal px-1.5 py-0.5 text-xs ${TONE[status]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
