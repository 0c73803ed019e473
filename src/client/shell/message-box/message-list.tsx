import { useState } from 'react';
import type { Notification } from '#contract/api/notifications';
import { mediaUrl } from '../../api/media-url';
import { useClearNotifications, useMarkNotificationsRead, useNotifications } from '../../api/notifications';
import {
  CLEARABLE_NOTIFICATION_TYPES,
  type ClearableNotificationType,
  type NotificationType,
} from '#contract/entities';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { go } from '../actions/go';
import { formatDateTime } from '../../i18n/format';
import { notificationContent, notificationTitle } from './notification-title';

const PAGE = 5;
const MAX = 100;

const clearable = (type: NotificationType): type is ClearableNotificationType =>
  (CLEARABLE_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * One tab: items (click marks read and follows the link), "mark all read", "view more" and, for
 * messages and notices, "clear all" (asked once more in place: a dialog would close the popover).
 * To-dos have no "clear all": they are the queues' state and leave when their queue does.
 */
export function MessageList({ type, enabled }: { type: NotificationType; enabled: boolean }) {
  const { t, locale } = useT();
  const [pageSize, setPageSize] = useState(PAGE);
  const { data } = useNotifications(type, pageSize, enabled);
  const markNotificationsRead = useMarkNotificationsRead();
  const clearNotifications = useClearNotifications();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const list = data?.list ?? [];
  const unread = data?.unread[type] ?? 0;

  function open(item: Notification) {
    if (item.status === 0) void markNotificationsRead({ ids: [item.id] });
    if (item.link.startsWith('/')) go(item.link);
  }

  if (data && list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-[13px] text-fg-3">
        <Icon name="inbox" size={28} />
        {t('messageBox.noContent')}
      </div>
    );
  }
  return (
    <div>
      <ul className="max-h-[360px] overflow-y-auto">
        {list.map((item) => (
          <li key={item.id} className="border-b border-line last:border-0">
            <button
              type="button"
              onClick={() => open(item)}
              className="flex w-full gap-3 px-4 py-3 text-left hover:bg-fill"
            >
              {item.avatar ? (
                <img src={mediaUrl(item.avatar)} alt="" className="size-8 shrink-0 rounded-full" />
              ) : (
                <span className="size-8 shrink-0 rounded-full bg-fill" />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className={`truncate text-[13px] ${item.status === 0 ? 'font-medium text-fg' : 'text-fg-2'}`}>
                    {notificationTitle(item, t)}
                  </span>
                  {item.status === 0 && (
                    <span
                      className="size-1.5 shrink-0 rounded-full bg-danger"
                      aria-label={t('messageBox.unreadMark')}
                    />
                  )}
                </span>
                {item.subTitle && <span className="block truncate text-xs text-fg-3">{item.subTitle}</span>}
                <span className="mt-0.5 line-clamp-2 block text-xs text-fg-2">
                  {notificationContent(item, t, locale)}
                </span>
                <span className="mt-1 block text-[11px] text-fg-3">{formatDateTime(item.time, locale)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {confirmingClear && clearable(type) ? (
        <div
          role="group"
          aria-label={t('messageBox.clearAsk')}
          className="flex items-center gap-2 border-t border-line px-4 py-2 text-[13px]"
        >
          <span className="flex-1 text-fg-2">{t('messageBox.clearAsk')}</span>
          <button
            type="button"
            onClick={() => {
              setConfirmingClear(false);
              void clearNotifications(type);
            }}
            className="rounded px-2 py-1 text-danger hover:bg-danger/10"
          >
            {t('messageBox.clearConfirm')}
          </button>
          <button
            type="button"
            autoFocus
            onClick={() => setConfirmingClear(false)}
            className="rounded px-2 py-1 text-fg-2 hover:bg-fill"
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex border-t border-line text-[13px]">
          <button
            type="button"
            disabled={unread === 0}
            onClick={() => void markNotificationsRead({ type })}
            className="flex-1 py-2.5 text-fg-2 hover:text-primary disabled:opacity-40"
          >
            {t('messageBox.allRead')}
          </button>
          <span className="w-px bg-line" />
          <button
            type="button"
            disabled={list.length < pageSize || pageSize >= MAX}
            onClick={() => setPageSize((n) => Math.min(MAX, n + 20))}
            className="flex-1 py-2.5 text-fg-2 hover:text-primary disabled:opacity-40"
          >
            {t('messageBox.viewMore')}
          </button>
          {clearable(type) && (
            <>
              <span className="w-px bg-line" />
              <button
                type="button"
                onClick={() => setConfirmingClear(true)}
                className="flex-1 py-2.5 text-fg-2 hover:text-danger"
              >
                {t('messageBox.clear')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
