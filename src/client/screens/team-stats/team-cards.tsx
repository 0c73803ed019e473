import type { TeamFigures } from '#contract/api/team-stats';
import { useT } from '../../i18n/use-t';
import { formatCount, formatShareFixed } from '../../i18n/format-number';
import { StatCard, StatCardSkeleton } from '../../stats/stat-card';
import { formatDuration } from './team-format';

const CARD_LABELS = [
  'teamStats.decisions',
  'teamStats.perActiveHour',
  'teamStats.waitMedian',
  'teamStats.waitP90',
  'teamStats.undoRate',
  'teamStats.overturnRate',
] as const;

const GRID = 'm-0 grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6';

export function TeamCardsSkeleton() {
  const { t } = useT();
  return (
    <dl className={GRID}>
      {CARD_LABELS.map((label) => (
        <StatCardSkeleton key={label} label={t(label)} withDelta={false} />
      ))}
    </dl>
  );
}

/** The team's figures of the period. */
export function TeamCards({ team }: { team: TeamFigures }) {
  const { t, locale } = useT();
  const none = t('common.none');
  const wait = (s: number | null) => (s === null ? none : formatDuration(s, t));
  const share = (r: number | null) => (r === null ? none : formatShareFixed(r, locale));
  return (
    <dl className={GRID}>
      <StatCard label={t('teamStats.decisions')} value={formatCount(team.decisions, locale)} />
      <StatCard
        label={t('teamStats.perActiveHour')}
        value={team.perActiveHour === null ? none : team.perActiveHour.toFixed(1)}
      />
      <StatCard label={t('teamStats.waitMedian')} value={wait(team.waitMedianSeconds)} />
      <StatCard label={t('teamStats.waitP90')} value={wait(team.waitP90Seconds)} />
      <StatCard label={t('teamStats.undoRate')} value={share(team.undoRate)} />
      <StatCard label={t('teamStats.overturnRate')} value={share(team.overturnRate)} />
    </dl>
  );
}
