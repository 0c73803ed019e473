import { memo } from 'react';
import { useT } from '#client/i18n/use-t';
import { CommandKeys } from '#client/commands/shortcut-keys';
import type { QueueOrder } from '#contract/risk';
import type { ClassifierLabel } from '#contract/classifier';
import { queueOrdersOffered } from '../queue/queue-order';
import { labelKey } from './classifier-score';

/**
 * Oldest first, the riskiest first, or — while "Classifier says" names a label — that label's
 * score first; `Shift+O` steps through them too. Switching takes a new hand.
 */
export const QueueOrderSwitch = memo(function QueueOrderSwitch({
  order,
  label,
  onPick,
}: {
  order: QueueOrder;
  label: ClassifierLabel | null;
  onPick: (order: QueueOrder) => void;
}) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-1.5">
      <div
        role="radiogroup"
        aria-label={t('mod.queue.orderLabel')}
        className="inline-flex h-7 overflow-hidden rounded-md border border-line"
      >
        {queueOrdersOffered(label).map((o) => (
          <button
            key={o}
            type="button"
            role="radio"
            aria-checked={order === o}
            onClick={() => order !== o && onPick(o)}
            className={`px-2.5 text-[12px] ${order === o ? 'bg-primary-soft text-primary' : 'bg-surface text-fg-2 hover:text-fg'}`}
          >
            {o === 'label' && label !== null
              ? t('mod.queue.order.label', { label: t(labelKey(label)) })
              : t(o === 'risk' ? 'mod.queue.order.risk' : 'mod.queue.order.asc')}
          </button>
        ))}
      </div>
      {/* A key hint, as the queue's other hints, is no use where a finger works the queue. */}
      <span className="flex max-md:hidden">
        <CommandKeys id="mod.order" />
      </span>
    </div>
  );
});
