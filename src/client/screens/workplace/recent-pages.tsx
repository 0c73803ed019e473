import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { DEFAULT_ROUTE_NAME } from '../../routes';
import { recent } from '../../state/recent';
import { Panel } from '../../stats/panel';

/** Pages visited in this session (the tab history store), newest first; the workplace itself is left out. */
export function RecentPages() {
  const { t } = useT();
  const { pages } = useSnapshot(recent);
  const list = pages.filter((p) => p.name !== DEFAULT_ROUTE_NAME);
  return (
    <Panel title={t('workplace.recent.title')}>
      {list.length === 0 ? (
        <p className="text-[13px] text-fg-3">{t('workplace.recent.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {list.map((page) => (
            <li key={page.name}>
              <Link
                href={page.fullPath}
                className="inline-block rounded-md bg-fill px-2.5 py-1 text-[13px] text-fg-2 hover:text-primary"
              >
                {isMessageKey(page.title) ? t(page.title) : page.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
