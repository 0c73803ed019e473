import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';

/** A titled card of a dashboard; `actions` sit on the right of the title. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`flex min-w-0 flex-col gap-3 rounded-lg bg-surface p-5 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-[15px] font-medium text-fg">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Nothing to chart: said in words, in place of the chart and the table. */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-[13px] text-fg-3">
      <Icon name="inbox" size={28} />
      {text}
    </div>
  );
}

/**
 * The panel's data could not be loaded. The fetcher has already toasted why; this keeps the
 * hole visible and offers the retry where the data belongs.
 */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-[13px] text-fg-3">
      {t('stats.error')}
      <Button size="sm" onClick={onRetry}>
        {t('stats.retry')}
      </Button>
    </div>
  );
}

/** No figures at all for the chosen day or period: the charts below stay, flat at zero. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-md bg-fill px-3 py-2 text-[13px] text-fg-2">
      <Icon name="inbox" size={16} />
      {text}
    </p>
  );
}
