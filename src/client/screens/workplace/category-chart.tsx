import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { settings } from '../../state/settings';
import { chartColors, type Tone } from '../../stats/chart-palette';
import { formatCount, formatShareFixed } from '../../i18n/format-number';
import { EmptyState, ErrorState, Panel } from '../../stats/panel';
import { useCategories } from './use-categories';

const TONES: Record<string, Tone> = { text: 'primary', image: 'cyan', video: 'gold', question: 'purple' };

/** The slices of a conic gradient, each starting where the one before it ends. */
function conicStops(categories: readonly { category: string; share: number }[], color: (category: string) => string) {
  return categories.map((c, i) => {
    const start = categories.slice(0, i).reduce((sum, before) => sum + before.share, 0);
    return `${color(c.category)} ${start * 360}deg ${(start + c.share) * 360}deg`;
  });
}

/**
 * Share of each content type: a donut drawn with a CSS conic gradient (uPlot has no pie, and
 * four slices do not justify loading it), in the theme's chart colours, with a legend.
 */
export function CategoryChart() {
  const { t, locale } = useT();
  const { theme, themeColor } = useSnapshot(settings);
  const { data, error, mutate } = useCategories();
  const colors = chartColors(theme, themeColor);
  const title = t('workplace.categories.title');
  const stops = conicStops(data?.categories ?? [], (category) => colors.tone[TONES[category] ?? 'gray']);
  return (
    <Panel title={title}>
      {error && !data && <ErrorState onRetry={() => void mutate()} />}
      {!data && !error && <div aria-busy="true" className="h-28 rounded-md bg-fill/50" />}
      {data && data.total === 0 && <EmptyState text={t('workplace.categories.empty')} />}
      {data && data.total > 0 && (
        <figure aria-label={title} className="m-0 flex items-center gap-5">
          <div
            className="relative size-28 shrink-0 rounded-full"
            style={{ background: `conic-gradient(${stops.join(', ')})` }}
          >
            <div className="absolute inset-[22%] flex flex-col items-center justify-center rounded-full bg-surface">
              <span className="text-[11px] text-fg-3">{t('workplace.categories.total')}</span>
              <span className="text-sm font-semibold text-fg tabular-nums">{formatCount(data.total, locale)}</span>
            </div>
          </div>
          <ul className="flex min-w-0 flex-1 flex-col gap-1.5">
            {data.categories.map((c) => (
              <li key={c.category} className="flex items-center justify-between gap-2 text-[13px]">
                <span className="flex items-center gap-1.5 text-fg-2">
                  <span
                    aria-hidden
                    className="inline-block size-2.5 rounded-sm"
                    style={{ background: colors.tone[TONES[c.category] ?? 'gray'] }}
                  />
                  {t(`workplace.categories.${c.category}`)}
                </span>
                <span className="text-fg tabular-nums">{formatShareFixed(c.share, locale)}</span>
              </li>
            ))}
          </ul>
        </figure>
      )}
      <p className="text-xs text-fg-3">{t('workplace.window', { days: data?.windowDays ?? 30 })}</p>
    </Panel>
  );
}
