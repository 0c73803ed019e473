import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../icons';

/**
 * A side pane beside the list, not a modal: the list keys (j/k, actions) keep working while it
 * is open, and the dispatcher silences single keys inside modals. Esc is the screen's command.
 */
export function DetailPane({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useT();
  return (
    <aside
      aria-label={title}
      className={`flex max-h-[calc(100vh-160px)] w-full shrink-0 flex-col overflow-hidden rounded-lg border border-line bg-surface lg:sticky lg:top-0 ${wide ? 'lg:w-[480px]' : 'lg:w-[380px]'}`}
    >
      <header className="flex items-center justify-between border-b border-line px-4 py-2.5">
        <h2 className="truncate text-[14px] font-semibold text-fg">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('list.closeDetail')}
          className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg"
        >
          <Icon name="x" size={16} />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </aside>
  );
}
