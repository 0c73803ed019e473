import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useUnreadCounts } from '../../api/notifications';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { settingsOnly } from '../../state/settings-only';
import { Icon } from '../../ui/icons';
import { MessagePanel } from '../overlay-chunks';

/** The bell: unread count badge and a popover with Message / Notice / Todo tabs. */
export function MessageBox() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  // The server refuses everything but user settings until the password or the second factor is done; do not ask.
  const enabled = !!info && !settingsOnly(info);
  const unread = useUnreadCounts(enabled) ?? { message: 0, notice: 0, todo: 0 };
  const total = unread.message + unread.notice + unread.todo;
  const [tab, setTab] = useState(0);
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={`${t('messageBox.title')}${total ? ` · ${t('messageBox.unreadCount', { count: total })}` : ''}`}
        className="relative grid size-8 place-items-center rounded-full border border-line text-fg-2 hover:border-primary/50 hover:text-primary data-[open]:text-primary"
      >
        <Icon name="bell" size={17} />
        {total > 0 && (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white"
          >
            {total > 99 ? '99+' : total}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-[360px] rounded-lg border border-line bg-raised shadow-xl [--anchor-gap:8px]"
      >
        {/* Its chunk comes with the first opening, or once the console is idle (overlay-chunks.ts). */}
        <Suspense fallback={null}>
          <MessagePanel tab={tab} onTab={setTab} unread={unread} enabled={enabled} />
        </Suspense>
      </PopoverPanel>
    </Popover>
  );
}
