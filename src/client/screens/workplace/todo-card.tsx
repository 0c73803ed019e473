import type { Notification } from '#contract/api/notifications';
import { TODO_PREVIEW, useMarkNotificationsRead, useNotifications } from '../../api/notifications';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { go } from '../../shell/actions/go';
import { notificationTitle } from '../../shell/message-box/notification-title';
import { formatCount } from '../../i18n/format-number';
import { Panel } from '../../stats/panel';
import { queueOfLink, useLiveCountOr } from '../../live/live-count';

/**
 * Todo items of the message box, newest first. The server computes them from the live queues
 * (one per queue, `subTitle` = how many wait) and links each to its queue; a click opens it.
 */
export function TodoCard({ enabled }: { enabled: boolean }) {
  const { t, locale } = useT();
  const { data } = useNotifications('todo', TODO_PREVIEW, enabled);
  const markRead = useMarkNotificationsRead();
  const list = data?.list ?? [];
  const open = (item: Notification) => {
    if (item.status === 0) void markRead({ ids: [item.id] });
    go(item.link);
  };
  return (
    <Panel title={t('workplace.todo')}>
      {data && list.length === 0 && <p className="text-[13px] text-fg-3">{t('workplace.todo.empty')}</p>}
      <ul className="-mx-2 flex flex-col gap-1">
        {!data &&
          Array.from({ length: TODO_PREVIEW }, (_, i) => (
            <li key={i} aria-hidden className="flex h-12 flex-col justify-center gap-1.5 px-2">
              <span className="h-3 w-3/4 rounded bg-fill" />
              <span className="h-2.5 w-1/3 rounded bg-fill" />
            </li>
          ))}
        {list.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              disabled={!item.link.startsWith('/')}
              onClick={() => open(item)}
              className="flex h-12 w-full items-center gap-3 rounded px-2 text-left hover:bg-fill disabled:hover:bg-transparent"
            >
              <span className="min-w-0 flex-1">
                <span
                  className={`block truncate text-[13px] ${item.status === 0 ? 'font-medium text-fg' : 'text-fg-2'}`}
                >
                  {notificationTitle(item, t)}
                </span>
                <span className="block text-[11px] text-fg-3">{formatDateTime(item.time, locale)}</span>
              </span>
              {/^\d+$/.test(item.subTitle) && (
                // messageType 3: the oldest item has waited more than a day.
                <span
                  className={`shrink-0 rounded-full px-2 text-xs tabular-nums ${item.messageType === 3 ? 'bg-danger/15 text-danger' : 'bg-fill text-fg-2'}`}
                >
                  <TodoCount link={item.link} figure={Number(item.subTitle)} />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** How many wait in the todo's queue: live while the stream runs, else as the server wrote it. */
function TodoCount({ link, figure }: { link: string; figure: number }) {
  const { locale } = useT();
  return <>{formatCount(useLiveCountOr(queueOfLink(link), figure), locale)}</>;
}
