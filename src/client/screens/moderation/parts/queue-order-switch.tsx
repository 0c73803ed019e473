import { memo } from 'react';
import { useT } from '#client/i18n/use-t';
import { CommandKeys } from '#client/commands/shortcut-keys';
import type { QueueOrder } from '#contract/risk';

const ORDERS = ['asc', 'risk'] as const satisfies readonly QueueOrder[];

/** Oldest first or the riskiest first; `Shift+O` switches too. Switching takes a new hand. */
export const QueueOrderSwitch = memo(function QueueOrderSwitch({
  order,
  onToggle,
}: {
  order: QueueOrder;
  onToggle: () => void;
}) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-1.5">
      <div
        role="radiogroup"
        aria-label={t('mod.queue.orderLabel')}
        className="inline-flex h-7 overflow-hidden rounded-md border border-line"
      >
        {ORDERS.map((o) => (
          <button
            key={o}
            type="button"
            role="radio"
            aria-checked={order === o}
            onClick={() => order !== o && onToggle()}
            className={`px-2.5 text-[12px] ${order === o ? 'bg-primary-soft text-primary' : 'bg-surface text-fg-2 hover:text-fg'}`}
          >
            {t(`mod.queue.order.${o}`)}
          </button>
        ))}
      </div>
      <CommandKeys id="mod.order" />
    </div>
  );
});
