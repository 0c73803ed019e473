import { similarity, type Fingerprint } from './fingerprint';

/**
 * When an arriving item joins a wave. The threshold is the labelled set's
 * (tests/unit/wave-labelled-set.ts, tests/unit/wave-clustering.test.ts): every campaign's edits
 * (emoji, spacing, swapped words, digits for letters) keep all of its posts in one wave up to an
 * estimated similarity of 0.6, 95 % at 0.7, 83 % at 0.8; no "good morning" post joins one at any
 * of these (a shared LSH band already keeps them apart). 0.5 is as strict as the campaigns allow,
 * less one step. Clusters grow by single linkage — near to any member is
 * enough — so a campaign whose later posts drift from the first stays one wave.
 */
export const WAVE_SIMILARITY = 0.5;
/**
 * Only items written this long before an arrival are its candidates: a campaign posts within
 * hours, and the window keeps old posts that happen to be alike from joining today's wave.
 */
export const WAVE_WINDOW_MS = 24 * 3_600_000;

export interface Candidate {
  itemId: number;
  waveId: number | null;
  print: Fingerprint;
}

export interface JoinPlan {
  /** The wave the arrival joins: an existing one (the oldest of those it is near), or a new one. */
  into: number | 'new' | null;
  /** Other waves it is near: merged into `into`. */
  merge: number[];
  /** Near candidates in no wave yet: they join `into` with the arrival. */
  loose: number[];
}

/** What an arrival does, given the candidates the band index found for it. */
export function planJoin(print: Fingerprint, candidates: readonly Candidate[], threshold = WAVE_SIMILARITY): JoinPlan {
  const near = candidates.filter((c) => similarity(print, c.print) >= threshold);
  if (near.length === 0) return { into: null, merge: [], loose: [] };
  const waves = [...new Set(near.flatMap((c) => (c.waveId === null ? [] : [c.waveId])))].sort((a, b) => a - b);
  const loose = near.filter((c) => c.waveId === null).map((c) => c.itemId);
  const [into, ...merge] = waves;
  return { into: into ?? 'new', merge, loose };
}
