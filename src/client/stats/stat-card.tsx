import { useT } from '../i18n/use-t';
import { formatDelta } from '../i18n/format-number';

export interface StatCardProps {
  label: string;
  value: string;
  /** Compared with yesterday (or the previous period): the difference, and how to write it. */
  delta?: { value: number; text?: string; label: string };
  /** Whether a rise is good news (revenue) or bad news (refunds); colours the difference. */
  goodWhen?: 'up' | 'down' | 'neither';
}

/**
 * One figure with its comparison, as a definition-list item (label → value). A figure is never
 * cut short: the card is a size container and the figure's type shrinks with a narrow card (two
 * cards abreast on a phone), and only a figure too long even then wraps. The label wraps too, and
 * the change keeps its arrow, sign and amount on one line.
 */
export function StatCard({ label, value, delta, goodWhen = 'up' }: StatCardProps) {
  const { locale } = useT();
  const sign = delta ? Math.sign(delta.value) : 0;
  const good = goodWhen === 'neither' || sign === 0 ? null : sign > 0 === (goodWhen === 'up');
  const tone = good === null ? 'text-fg-3' : good ? 'text-success' : 'text-danger';
  return (
    <div className="@container flex min-w-0 flex-col gap-1 rounded-md border border-line px-4 py-3">
      <dt className="text-xs break-words text-fg-3">{label}</dt>
      <dd className="m-0 text-[length:clamp(0.875rem,11.5cqi,1.25rem)] leading-7 font-semibold [overflow-wrap:anywhere] text-fg tabular-nums">
        {value}
      </dd>
      {delta && (
        <dd className="m-0 flex flex-wrap items-baseline gap-x-1 text-xs text-fg-3">
          {delta.label}
          <span className={`font-medium whitespace-nowrap tabular-nums ${tone}`}>
            {sign > 0 ? '▲\u00a0' : sign < 0 ? '▼\u00a0' : ''}
            {delta.text ?? formatDelta(delta.value, locale)}
          </span>
        </dd>
      )}
    </div>
  );
}

/** A card whose figures are on their way: its final size, with grey bars in their place. */
export function StatCardSkeleton({ label, withDelta }: { label: string; withDelta: boolean }) {
  return (
    <div aria-busy="true" className="flex min-w-0 flex-col gap-1 rounded-md border border-line px-4 py-3">
      <dt className="text-xs break-words text-fg-3">{label}</dt>
      <dd aria-hidden className="m-0 flex h-7 items-center">
        <span className="h-5 w-20 rounded bg-fill" />
      </dd>
      {withDelta && (
        <dd aria-hidden className="m-0 flex h-4 items-center">
          <span className="h-3 w-28 rounded bg-fill" />
        </dd>
      )}
    </div>
  );
}
