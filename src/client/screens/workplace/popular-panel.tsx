import { useId, useState } from 'react';
import { POPULAR_TYPES, type PopularType } from '#contract/api/workplace-kinds';
import { useT } from '../../i18n/use-t';
import { formatCount, formatDelta } from '../../i18n/format-number';
import { EmptyState, ErrorState, Panel } from '../../stats/panel';
import { usePopular } from './use-popular';

const POPULAR_ROWS = 5;

/** Top 5 moments of the last 30 days by engagement, one tab per kind (text, image, video). */
export function PopularPanel() {
  const { t, locale } = useT();
  const [type, setType] = useState<PopularType>('text');
  const { data, error, mutate } = usePopular(type);
  const id = useId();
  const list = data?.type === type ? data.list : [];
  // Until this kind's list comes, its rows are drawn empty at their final height.
  const loading = data?.type !== type && !error;
  const tabs = (
    <div role="tablist" aria-label={t('workplace.popular.kind')} className="inline-flex rounded-md bg-fill p-0.5">
      {POPULAR_TYPES.map((kind) => (
        <button
          key={kind}
          id={`${id}-${kind}`}
          type="button"
          role="tab"
          aria-selected={kind === type}
          aria-controls={`${id}-panel`}
          onClick={() => setType(kind)}
          className={`h-7 rounded px-3 text-xs ${kind === type ? 'bg-surface font-medium text-primary shadow-sm' : 'text-fg-2 hover:text-fg'}`}
        >
          {t(`workplace.popular.${kind}`)}
        </button>
      ))}
    </div>
  );
  return (
    <Panel title={t('workplace.popular.title')} actions={tabs}>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${type}`}>
        {error && !data && <ErrorState onRetry={() => void mutate()} />}
        {data?.type === type && list.length === 0 && <EmptyState text={t('workplace.popular.empty')} />}
        {list.length > 0 || loading ? (
          <table className="w-full border-collapse text-[13px]">
            <caption className="sr-only">{t('workplace.popular.title')}</caption>
            <thead>
              <tr className="text-left text-xs text-fg-3">
                <th scope="col" className="whitespace-nowrap py-2 pr-4 font-normal">
                  {t('workplace.popular.rank')}
                </th>
                <th scope="col" className="w-full py-2 font-normal">
                  {t('workplace.popular.content')}
                </th>
                <th scope="col" className="whitespace-nowrap py-2 pl-3 text-right font-normal">
                  {t('workplace.popular.engagement')}
                </th>
                <th scope="col" className="whitespace-nowrap py-2 pl-4 text-right font-normal">
                  {t('workplace.popular.commentsToday')}
                </th>
              </tr>
            </thead>
            <tbody>
              {loading &&
                Array.from({ length: POPULAR_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden className="border-t border-line">
                    {['w-4', 'w-3/4', 'w-10', 'w-8'].map((width) => (
                      <td key={width} className="py-2">
                        <span className={`inline-block h-3 ${width} rounded bg-fill align-middle`} />
                        {'\u00a0'}
                      </td>
                    ))}
                  </tr>
                ))}
              {list.map((item) => {
                // Likes carry no date: comments are the only gain a day can show.
                const change = item.commentsToday - item.commentsYesterday;
                return (
                  <tr key={item.momentId} className="border-t border-line">
                    <td className="py-2 pr-4 text-fg-3 tabular-nums">{item.rank}</td>
                    <td className="max-w-0 truncate py-2 pr-3 text-fg" title={item.excerpt}>
                      {item.excerpt}
                    </td>
                    <td className="py-2 text-right text-fg tabular-nums">{formatCount(item.engagement, locale)}</td>
                    <td className="whitespace-nowrap py-2 text-right tabular-nums">
                      <span className={item.commentsToday ? 'text-fg' : 'text-fg-3'}>
                        {formatCount(item.commentsToday, locale)}
                      </span>
                      {change !== 0 && (
                        <span className={`ml-1 text-xs ${change > 0 ? 'text-success' : 'text-danger'}`}>
                          {formatDelta(change, locale)}
                        </span>
                      )}
                      <span className="sr-only">
                        {t('workplace.popular.yesterday', { count: formatCount(item.commentsYesterday, locale) })}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        <p className="mt-2 text-xs text-fg-3">{t('workplace.popular.note', { days: data?.windowDays ?? 30 })}</p>
      </div>
    </Panel>
  );
}
