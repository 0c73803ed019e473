import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * A box that scrolls sideways, with a cue while columns are hidden past its right edge: a fade and
 * a button that scrolls on. A phone's browser draws no scrollbar until the finger moves, so a wide
 * table at 390 px otherwise looks like it ends at its second column.
 */
export function SideScroll({ className = '', children }: { className?: string; children: ReactNode }) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // One pixel of slack: a fractional width leaves scrollLeft a hair short of the end.
    const update = () => setMore(el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);
  return (
    <div className="relative">
      <div ref={box} className={`overflow-x-auto ${className}`}>
        {children}
      </div>
      {more && (
        // Out of the tab order: the keyboard reaches every cell through the table's own commands.
        <button
          type="button"
          tabIndex={-1}
          title={t('list.moreColumns')}
          onClick={() => box.current?.scrollBy({ left: box.current.clientWidth * 0.8, behavior: 'smooth' })}
          className="absolute inset-y-0 right-0 flex w-12 items-start justify-end rounded-r-lg bg-gradient-to-l from-surface via-surface/70 to-transparent pr-1 pt-1.5"
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
