import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';

/**
 * A detail drawer on the right that is not modal: the screen's single-key commands (refund,
 * next, close) keep working while it is open, which a modal dialog would switch off.
 */
export function SidePanel({ title, onClose, children, footer }: { title: ReactNode; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  const { t } = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus moves into the panel so screen readers announce it; keys still reach the dispatcher.
    ref.current?.focus();
  }, []);
  return (
    <aside
      ref={ref}
      tabIndex={-1}
      aria-label={typeof title === 'string' ? title : undefined}
      className="fixed inset-y-0 right-0 z-40 flex w-[min(520px,100vw)] flex-col border-l border-line bg-surface shadow-2xl outline-none"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3.5">
        <h2 className="min-w-0 truncate text-[15px] font-semibold text-fg">{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg">
          <Icon name="x" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
    </aside>
  );
}
