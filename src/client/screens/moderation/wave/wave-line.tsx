import type { WaveSummary } from '#contract/api/wave-summary';
import { CommandKeys } from '#client/commands/shortcut-keys';
import type { Translate } from '#client/i18n/message-key';
import { useT } from '#client/i18n/use-t';
import { formatCount } from '#client/ui/list/pagination';

/** Minutes between a wave's first and last item, at least one (as the contract's rate counts them). */
export function waveMinutes(wave: WaveSummary): number {
  const span = Date.parse(wave.lastAt) - Date.parse(wave.firstAt);
  return Math.max(1, Math.round((Number.isFinite(span) ? span : 0) / 60_000));
}

/**
 * The wave's span in the unit a moderator reads at a glance: minutes up to two hours, hours up to
 * two days, then days. Posts alike over weeks chain into one wave too, and "36 420 min" says nothing.
 */
export function waveSpan(wave: WaveSummary): {
  key: 'wave.span.min' | 'wave.span.hours' | 'wave.span.days';
  n: number;
} {
  const min = waveMinutes(wave);
  if (min < 120) return { key: 'wave.span.min', n: min };
  if (min < 48 * 60) return { key: 'wave.span.hours', n: Math.round(min / 60) };
  return { key: 'wave.span.days', n: Math.round(min / (24 * 60)) };
}

/** "Part of a wave: 38 near-identical posts from 12 accounts in 5 min", in the locale's words. */
function lineText(t: Translate, wave: WaveSummary): string {
  const span = waveSpan(wave);
  return t('wave.line', {
    n: formatCount(wave.size),
    m: formatCount(wave.accounts),
    span: t(span.key, { n: formatCount(span.n) }),
  });
}

/** The wave a row belongs to, when it is part of one (text rows carry it; others never do). */
export function waveOfRow(row: object): WaveSummary | null {
  const wave = (row as { wave?: WaveSummary | null }).wave;
  return wave ?? null;
}

/**
 * "Part of a wave: 38 near-identical posts from 12 accounts in 5 min", with the key that opens it.
 * Said in words with an outline, so it reads the same without colour and in both themes.
 */
export function WaveLine({ wave, hint = true }: { wave: WaveSummary | null | undefined; hint?: boolean }) {
  const { t } = useT();
  if (!wave) return null;
  return (
    <p
      data-wave-line={wave.id}
      className="flex flex-wrap items-center gap-2 rounded-md border border-warning/60 bg-warning/10 px-3 py-1.5 text-[13px] text-fg"
    >
      <span aria-hidden="true" className="font-semibold text-warning">
        ≋
      </span>
      <span className="min-w-0 flex-1">{lineText(t, wave)}</span>
      {hint && (
        <span className="inline-flex items-center gap-1.5 text-[12px] text-fg-2 max-md:hidden">
          {t('wave.line.open')} <CommandKeys id="mod.wave.open" />
        </span>
      )}
    </p>
  );
}

/** The same, small, for the "up next" lines: how many items, the sentence in its title. */
export function WaveBadge({ wave }: { wave: WaveSummary | null | undefined }) {
  const { t } = useT();
  if (!wave) return null;
  const n = formatCount(wave.size);
  return (
    <span
      data-wave-badge={wave.id}
      title={lineText(t, wave)}
      className="inline-flex shrink-0 items-center rounded border border-warning/60 px-1.5 text-[11px] leading-5 text-fg"
    >
      {t('wave.badge', { n })}
    </span>
  );
}
