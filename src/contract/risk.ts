/**
 * The "by risk" order of a queue: a score made of parts a moderator can read on the item ("3
 * reports, 2 strikes, rule: scam-links"), never a black box. The database computes it (migration
 * risk-score-sql) whenever a report, a rule hit or an enforcement touches the item or its author;
 * `riskScoreOf` is the same sum, for the client's explanation and for the tests that hold the two
 * together.
 */
export interface RiskParts {
  /** Open reports against the item. */
  reports?: number | undefined;
  /** Their points: 10 each, plus up to 20 for a reporter whose past reports were mostly VALID. */
  reportPoints?: number | undefined;
  /** Rules the item's text matched, with the action each took. */
  rules?: { name: string; action: 'flag' | 'hold' | 'block' }[] | undefined;
  /** The author's strikes not yet expired when the score was computed. */
  strikes?: number | undefined;
  /** The author's account age, in whole days, when the item was written. */
  accountAgeDays?: number | undefined;
  /** The classifier's most probable label other than "fine", with its probability (0–1). */
  classifier?: { label: string; probability: number } | undefined;
  /**
   * The wave the item leads (api/wave-summary.ts): only the one member the risk order hands out
   * carries it, so a wave counts once, ranked by its size and its items a minute.
   */
  wave?: { id: number; size: number; perMinute: number } | undefined;
}

export const RISK_POINTS = {
  rule: { flag: 20, hold: 30, block: 40 },
  /** What a label other than "fine" is worth at probability 1; in proportion below it (rounded). */
  classifier: 40,
  strike: 15,
  /** Strikes beyond this many add nothing more: the author is already at the top. */
  strikesCounted: 5,
  /** An item written by an account younger than `days` gets `points`; the first bracket that fits. */
  newAccount: [
    { days: 1, points: 15 },
    { days: 7, points: 10 },
    { days: 30, points: 5 },
  ],
  /** A wave's lead gets the first bracket its size fits, and the first its rate fits. */
  waveSize: [
    { size: 100, points: 30 },
    { size: 30, points: 25 },
    { size: 10, points: 20 },
    { size: 3, points: 15 },
  ],
  wavePerMinute: [
    { perMinute: 10, points: 20 },
    { perMinute: 1, points: 10 },
    { perMinute: 0.1, points: 5 },
  ],
} as const;

/** A report's points from its reporter's accuracy in percent (0–100) at filing. */
export const reportPoints = (accuracyPercent: number): number => 10 + Math.floor((20 * accuracyPercent + 50) / 100);

export function newAccountPoints(ageDays: number | undefined): number {
  if (ageDays === undefined) return 0;
  return RISK_POINTS.newAccount.find((b) => ageDays < b.days)?.points ?? 0;
}

/** PostgreSQL's round(): halves away from zero (the probability is never negative). */
export const classifierPoints = (probability: number | undefined): number =>
  probability === undefined ? 0 : Math.round(RISK_POINTS.classifier * probability);

/** A wave lead's points: by the wave's size and by its items a minute. */
export function wavePoints(wave: RiskParts['wave']): number {
  if (!wave) return 0;
  const bySize = RISK_POINTS.waveSize.find((b) => wave.size >= b.size)?.points ?? 0;
  const byRate = RISK_POINTS.wavePerMinute.find((b) => wave.perMinute >= b.perMinute)?.points ?? 0;
  return bySize + byRate;
}

export function riskScoreOf(parts: RiskParts): number {
  const rules = (parts.rules ?? []).reduce((sum, r) => sum + RISK_POINTS.rule[r.action], 0);
  const strikes = RISK_POINTS.strike * Math.min(parts.strikes ?? 0, RISK_POINTS.strikesCounted);
  return (
    (parts.reportPoints ?? 0) +
    rules +
    strikes +
    newAccountPoints(parts.accountAgeDays) +
    classifierPoints(parts.classifier?.probability) +
    wavePoints(parts.wave)
  );
}

/**
 * How a queue hands out its items: oldest first, newest first, the riskiest first, or by the
 * classifier's probability for the label its "Classifier says" filter names, highest first.
 */
export const QUEUE_ORDERS = ['asc', 'desc', 'risk', 'label'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];
