import { DECISION_KINDS, TEAM_QUEUES, type DecisionKind, type TeamQueue } from '#contract/api/team-stats-kinds';
import type { TeamFigures } from '#contract/api/team-stats';

/** Decisions of one moderator (or of everyone) in one queue and kind, as the rollup sums them. */
export interface Tally {
  queue: string;
  kind: string;
  decisions: number;
  undone: number;
  overturned: number;
}

/** The seconds a wait-histogram bucket stands for: the geometric middle of [1.1^b, 1.1^(b+1)). */
export const bucketSeconds = (bucket: number): number => Math.round(1.1 ** (bucket + 0.5));

/**
 * The nearest-rank percentile `p` (0..1) of a histogram: the bucket holding the ⌈p·n⌉-th
 * smallest wait. Null when it holds nothing.
 */
export function percentileSeconds(buckets: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...buckets.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const b of [...buckets.keys()].sort((x, y) => x - y)) {
    seen += buckets.get(b)!;
    if (seen >= rank) return bucketSeconds(b);
  }
  return null;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The figures of one moderator or of the team from its tallies, active hours and wait histogram. */
export function teamFiguresOf(
  tallies: readonly Tally[],
  activeHours: number,
  waits: ReadonlyMap<number, number>,
): TeamFigures {
  const byKind = zeros(DECISION_KINDS);
  const byQueue = zeros(TEAM_QUEUES);
  let decisions = 0;
  let undone = 0;
  let overturned = 0;
  for (const t of tallies) {
    decisions += t.decisions;
    undone += t.undone;
    overturned += t.overturned;
    if (t.kind in byKind) byKind[t.kind as DecisionKind] += t.decisions;
    if (t.queue in byQueue) byQueue[t.queue as TeamQueue] += t.decisions;
  }
  return {
    decisions,
    byKind,
    byQueue,
    activeHours,
    perActiveHour: activeHours === 0 ? null : decisions / activeHours,
    waitMedianSeconds: percentileSeconds(waits, 0.5),
    waitP90Seconds: percentileSeconds(waits, 0.9),
    undone,
    undoRate: decisions === 0 ? null : undone / decisions,
    overturned,
    overturnRate: decisions === 0 ? null : overturned / decisions,
  };
}
