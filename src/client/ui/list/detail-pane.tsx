import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../icons';

/**
 * A side pane beside the list, not a modal: the list keys (j/k, actions) keep working while it
 * is open, and the dispatcher silences single keys inside modals. Esc is the screen's command.
 *
 * Opening it moves focus to its heading, so a keyboard or screen-reader user lands in it; the
 * heading is no control, so the list's single keys and Enter still reach the dispatcher. When it
 * closes with focus inside, focus goes back to what had it before; when nothing had (opened from
 * the palette or a link), to the page's main region, beside the list, rather than to no place.
 *
 * On a phone it covers the screen (under the dialogs it opens): below the table, a tapped row's
 * pane would open out of sight.
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
  const pane = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    // Once per opening: a kept-alive screen shown again runs its effects again, and must not take
    // focus from the tab bar the admin came back by.
    if (!focused.current) {
      focused.current = true;
      opener.current = document.activeElement;
      heading.current?.focus({ preventScroll: true });
    }
    const box = pane.current;
    return () => {
      // A layout clean-up: the pane is still in the page, so whether focus is in it can be read.
      if (!box?.contains(document.activeElement)) return;
      const back = opener.current;
      const target =
        back instanceof HTMLElement && back.isConnected && back !== document.body && !box.contains(back)
          ? back
          : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <aside
      ref={pane}
      aria-label={title}
      className={`flex max-h-[calc(100vh-160px)] w-full shrink-0 flex-col overflow-hidden rounded-lg border border-line bg-surface max-md:fixed max-md:inset-0 max-md:z-40 max-md:max-h-none max-md:rounded-none max-md:border-0 lg:sticky lg:top-0 ${wide ? 'lg:w-[480px]' : 'lg:w-[380px]'}`}
    >
      <header className="flex items-center justify-between border-b border-line px-4 py-2.5">
        <h2 ref={heading} tabIndex={-1} className="truncate text-[14px] font-semibold text-fg outline-none">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('list.closeDetail')}
          className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg max-md:p-2.5"
        >
          <Icon name="x" size={16} />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </aside>
  );
}
