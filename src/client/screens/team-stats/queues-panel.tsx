import { useState } from 'react';
import { Link } from 'wouter';
import { csvDocument } from '#contract/csv';
import { isModeratedKind } from '#contract/moderated-kinds';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../i18n/format-number';
import { formatDateTime } from '../../i18n/format';
import { downloadCsv } from '../../stats/download-csv';
import { Panel, ErrorState } from '../../stats/panel';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { itemName } from '../../ui/item-name';
import { useTeamTargets } from './team-stats-api';
import { formatDuration, itemPath } from './team-format';
import { TargetEditor } from './target-editor';

/** Rows of the queue table: ten queues, so its height is known before the data comes. */
const ROW_H = 'h-10';

/** Each queue's backlog now against the lead's target, the targets' editors, and the breaches. */
export function QueuesPanel() {
  const { t, locale } = useT();
  const { data, error, mutate } = useTeamTargets();
  const [editing, setEditing] = useState<string | null>(null);
  const capped = (n: number) =>
    data && n >= data.cap ? t('teamStats.capped', { n: formatCount(data.cap - 1, locale) }) : formatCount(n, locale);
  const headers = [
    t('teamStats.queue'),
    t('teamStats.target'),
    t('teamStats.waiting'),
    t('teamStats.oldest'),
    t('teamStats.breaches'),
  ];
  const exportCsv = () =>
    data &&
    downloadCsv(
      'team-queues.csv',
      csvDocument(
        [...headers, 'targetMinutes', 'oldestSeconds'],
        data.queues.map((q) => [
          t(`teamStats.queue.${q.queue}`),
          formatDuration(q.targetMinutes * 60, t),
          q.waiting,
          formatDuration(q.oldestSeconds, t),
          q.breaches,
          q.targetMinutes,
          Math.round(q.oldestSeconds),
        ]),
      ),
    );
  const breaches = (data?.queues ?? []).flatMap((q) => q.breachList.map((b) => ({ ...b, queue: q.queue })));
  breaches.sort((a, b) => a.enteredAt.localeCompare(b.enteredAt));
  return (
    <Panel
      title={t('teamStats.queues')}
      actions={
        <Button size="sm" onClick={exportCsv} disabled={!data}>
          {t('stats.exportCsv')}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full border-collapse text-[13px]" aria-busy={!data}>
            <caption className="sr-only">{t('teamStats.queues')}</caption>
            <thead className="bg-fill">
              <tr>
                {headers.map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={`whitespace-nowrap px-3 py-2 font-medium text-fg-2 ${i === 0 ? 'text-left' : 'text-right'}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(data?.queues ?? Array.from({ length: 10 }, () => null)).map((q, i) =>
                q === null ? (
                  <tr key={i} className={`border-t border-line ${ROW_H}`}>
                    <td colSpan={5} />
                  </tr>
                ) : (
                  <tr key={q.queue} className={`border-t border-line ${ROW_H}`}>
                    <th scope="row" className="whitespace-nowrap px-3 text-left font-normal text-fg">
                      {t(`teamStats.queue.${q.queue}`)}
                    </th>
                    <td className="whitespace-nowrap px-3 text-right">
                      {editing === q.queue ? (
                        <div className="flex justify-end">
                          <TargetEditor stand={q} onDone={() => setEditing(null)} />
                        </div>
                      ) : (
                        <span className="inline-flex items-center gap-2">
                          {formatDuration(q.targetMinutes * 60, t)}
                          <button
                            type="button"
                            aria-label={t('teamStats.editTarget', { queue: t(`teamStats.queue.${q.queue}`) })}
                            title={t('teamStats.editTarget', { queue: t(`teamStats.queue.${q.queue}`) })}
                            onClick={() => setEditing(q.queue)}
                            className="rounded p-1 text-fg-3 hover:bg-fill hover:text-primary"
                          >
                            <Icon name="settings" size={14} />
                          </button>
                        </span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-3 text-right tabular-nums">{capped(q.waiting)}</td>
                    <td className="whitespace-nowrap px-3 text-right tabular-nums">
                      {q.waiting === 0 ? t('common.none') : formatDuration(q.oldestSeconds, t)}
                    </td>
                    <td
                      className={`whitespace-nowrap px-3 text-right tabular-nums ${q.breaches > 0 ? 'font-medium text-danger' : ''}`}
                    >
                      {capped(q.breaches)}
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="m-0 text-[13px] font-medium text-fg-2">{t('teamStats.breachList')}</h3>
      <div
        className="h-48 overflow-auto rounded-md border border-line"
        role="region"
        aria-label={t('teamStats.breachList')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is operable by keyboard
        tabIndex={0}
      >
        {data && breaches.length === 0 ? (
          <p className="m-0 p-3 text-[13px] text-fg-3">{t('teamStats.noBreaches')}</p>
        ) : (
          <ul className="m-0 list-none p-0">
            {breaches.map((b) => (
              <li
                key={`${b.queue}-${b.id}`}
                className="flex items-center justify-between gap-3 border-b border-line px-3 py-1.5 text-[13px]"
              >
                <Link href={itemPath(b.queue, b.id)} className="text-primary hover:underline">
                  {isModeratedKind(b.queue) ? itemName(b.queue, b.id, t) : t('teamStats.appealItem', { id: b.id })}
                </Link>
                <span className="text-fg-3">
                  {formatDateTime(b.enteredAt, locale)} · {t('teamStats.age')} {formatDuration(b.ageSeconds, t)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
