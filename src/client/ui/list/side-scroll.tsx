import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useSideOverflow } from '../use-side-overflow';

/**
 * A box that scrolls sideways, with a cue while columns are hidden past its right edge: a fade and
 * a button that scrolls on. A phone's browser draws no scrollbar until the finger moves, so a wide
 * table at 390 px otherwise looks like it ends at its second column. There the cue is the button
 * alone, over the header row: a fade down the side would cover the status a row is read for.
 */
export function SideScroll({ className = '', children }: { className?: string; children: ReactNode }) {
  const { t } = useT();
  const { attach, after, scroll } = useSideOverflow();
  return (
    <div className="relative">
      <div ref={attach} className={`overflow-x-auto ${className}`}>
        {children}
      </div>
      {after && (
        // Out of the tab order: the keyboard reaches every cell through the table's own commands.
        <button
          type="button"
          tabIndex={-1}
          title={t('list.moreColumns')}
          onClick={() => scroll(1)}
          className="absolute inset-y-0 right-0 flex w-12 items-start justify-end rounded-r-lg bg-gradient-to-l from-surface via-surface/70 to-transparent pr-1 pt-1.5 max-md:bottom-auto max-md:w-auto max-md:bg-none"
        >
          <span className="flex items-center gap-0.5 rounded-full border border-line bg-surface px-1.5 py-0.5 text-[11px] text-primary shadow">
            <span className="sr-only">{t('list.moreColumns')}</span>
            <span aria-hidden="true">→</span>
          </span>
        </button>
      )}
    </div>
  );
}
