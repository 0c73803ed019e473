import { useState } from 'react';
import type { AppealItem } from '#contract/api/enforcement';
import { useT } from '#client/i18n/use-t';
import { useSnapshot } from 'valtio';
import { settings } from '#client/state/settings';
import { AuditBadge, EnabledBadge } from '../parts/badges';
import { MediaView } from '../parts/media-view';
import { RevealContext } from '../parts/reveal-context';
import { HistoryRow } from './enforcement-section';

/**
 * What the focused appeal card shows beside the user's words, so the appeal is judged without `u`:
 * the content the enforcement was for as it is now (text, media, visibility and status) and the
 * author's other enforcements, newest first, as the drawer lists them.
 */
export function AppealContext({ item }: { item: AppealItem }) {
  const { t } = useT();
  const { blurMedia } = useSnapshot(settings);
  const [revealed, setRevealed] = useState<readonly number[]>([]);
  const cause = item.cause;
  const more = item.priorTotal - item.prior.length;
  return (
    <div className="mt-3 grid gap-3 text-[13px] md:grid-cols-2">
      <section aria-label={t('enf.appeals.cause')} className="flex flex-col gap-1.5">
        <h3 className="text-[12px] font-medium text-fg-3">{t('enf.appeals.cause')}</h3>
        {cause === null ? (
          <p className="text-fg-3">{t('enf.appeals.causeNone')}</p>
        ) : (
          <div className="flex flex-col gap-1.5 rounded-md border border-line bg-fill/50 p-3">
            <div className="flex flex-wrap items-center gap-1.5 text-[12px]">
              <span className="font-medium text-fg-2">
                {t(`mod.target.${cause.kind}`)} #{cause.id}
              </span>
              {cause.auditStatus && <AuditBadge status={cause.auditStatus} />}
              <EnabledBadge enabled={cause.enabled} />
            </div>
            {cause.exists ? (
              <p className="break-words whitespace-pre-wrap text-fg">{cause.snippet}</p>
            ) : (
              <p className="text-fg-3">{t('enf.appeals.causeGone')}</p>
            )}
            <RevealContext.Provider
              value={{ blur: blurMedia, revealed, reveal: (id) => setRevealed((was) => [...was, id]) }}
            >
              <MediaView rowId={item.id} media={cause.media} size="md" />
            </RevealContext.Provider>
          </div>
        )}
      </section>
      <section aria-label={t('enf.appeals.history')} className="flex flex-col gap-1.5">
        <h3 className="text-[12px] font-medium text-fg-3">{t('enf.appeals.history')}</h3>
        <ul className="flex flex-col gap-1.5">
          {item.prior.map((e) => (
            <HistoryRow key={e.id} e={e} />
          ))}
          {item.priorTotal === 0 && <li className="text-fg-3">{t('enf.appeals.historyNone')}</li>}
        </ul>
        {more > 0 && <p className="text-fg-3">{t('enf.appeals.historyMore', { n: more })}</p>}
      </section>
    </div>
  );
}
