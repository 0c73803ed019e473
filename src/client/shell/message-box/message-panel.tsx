import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { NOTIFICATION_TYPES, type NotificationType } from '#contract/entities';
import { useT } from '../../i18n/use-t';
import { MessageList } from './message-list';

/** The bell's popover: Message / Notice / Todo tabs, in a chunk of its own (the tabs are only here). */
export function MessagePanel({
  tab,
  onTab,
  unread,
  enabled,
}: {
  tab: number;
  onTab: (tab: number) => void;
  unread: Record<NotificationType, number>;
  enabled: boolean;
}) {
  const { t } = useT();
  return (
    <TabGroup selectedIndex={tab} onChange={onTab}>
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
  );
}
