import type { WorkplaceReply } from '#contract/api/workplace';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { Panel } from '../../stats/panel';

/** The admin's latest notices from the message box. */
export function Announcements({ list }: { list: WorkplaceReply['announcements'] | undefined }) {
  const { t, locale } = useT();
  return (
    <Panel title={t('workplace.announcements')}>
      {!list ? (
        <div aria-busy="true" className="h-14 rounded-md bg-fill/50" />
      ) : list.length === 0 ? (
        <p className="text-[13px] text-fg-3">{t('workplace.announcements.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.slice(0, 5).map((item) => (
            <li key={item.id} className="min-w-0">
              <p className="truncate text-[13px] font-medium text-fg">{item.title}</p>
              <p className="line-clamp-2 text-xs text-fg-2">{item.content}</p>
              <p className="text-[11px] text-fg-3">{formatDateTime(item.time, locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
