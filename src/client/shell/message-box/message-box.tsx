import { Popover, PopoverButton, PopoverPanel, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { NOTIFICATION_TYPES } from '#contract/entities';
import { useUnreadCounts } from '../../api/notifications';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { settingsOnly } from '../../state/settings-only';
import { Icon } from '../../ui/icons';
import { MessageList } from './message-list';

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
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList aria-label={t('messageBox.title')} className="flex gap-4 border-b border-line px-4">
            {NOTIFICATION_TYPES.map((type) => (
              <Tab
                key={type}
                className="-mb-px border-b-2 border-transparent py-2.5 text-[13px] text-fg-2 outline-none data-[selected]:border-primary data-[selected]:text-primary data-[focus]:text-primary"
              >
                {unread[type]
                  ? t('messageBox.tabCount', { label: t(`messageBox.tab.${type}`), count: unread[type] })
                  : t(`messageBox.tab.${type}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {NOTIFICATION_TYPES.map((type) => (
              <TabPanel key={type}>
                <MessageList type={type} enabled={enabled} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </PopoverPanel>
    </Popover>
  );
}
