import { days, permutation, unit, type Permutation } from './sql-expr';

/**
 * Who is active when, in closed form. Accounts are ranked by recency of activity through a
 * permutation of their ids; the account of rank r was last active `ACTIVITY_CURVE(r / N)` days
 * ago. Content that is x days old is written by an account whose rank lies below
 * `quantileActiveWithin(x)`, so its author was active at that time: an account's lastActiveAt
 * is not before what it wrote, and "active today / 7 days / 30 days" in the stats match who
 * actually wrote things. (Rows clamped after another row can still land later; the insert moves
 * lastActiveAt up for those, see insertRaisingLastActive.)
 */

/**
 * (share of accounts, days since last active) points; linear in between. The first half percent
 * is online right now: without them the newest rows of every queue would all come from the one
 * or two accounts active in the last minute.
 */
const ONLINE_SHARE = 0.005;
const ACTIVITY_CURVE: readonly (readonly [number, number])[] = [
  [0, 0],
  [ONLINE_SHARE, 0],
  [0.18, 1],
  [0.35, 7],
  [0.55, 30],
  [1, 400],
];

/** Days since the account of quantile `q` in [0, 1) was last active. */
function ageDaysOfQuantile(q: string): string {
  return piecewise(q, ACTIVITY_CURVE);
}

/** Share of accounts active within the last `x` days. */
function quantileActiveWithin(x: string): string {
  // The online share has age 0, so the inverse starts at (0 days, ONLINE_SHARE).
  return piecewise(
    x,
    ACTIVITY_CURVE.slice(1).map(([q, d]) => [d, q] as const),
  );
}

function piecewise(x: string, points: readonly (readonly [number, number])[]): string {
  const arms: string[] = [];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (x1 === x0) continue;
    const slope = (y1 - y0) / (x1 - x0);
    arms.push(`WHEN (${x}) < ${x1} THEN ${y0} + ${slope} * ((${x}) - ${x0})`);
  }
  const [, lastY] = points[points.length - 1]!;
  return `(CASE ${arms.join(' ')} ELSE ${lastY} END)`;
}

export class ActivityModel {
  private readonly perm: Permutation;

  constructor(private readonly accounts: number) {
    this.perm = permutation(accounts, 7_919);
  }

  /** Days since account `id` was last active (before clamping to its registration). */
  ageDays(id: string): string {
    return ageDaysOfQuantile(`(${this.perm.forward(`(${id}) - 1`)})::float8 / ${this.accounts}`);
  }

  /** lastActiveAt of account `id`, given its registration time and the seed's now. */
  lastActiveAt(id: string, registeredAt: string, now: string): string {
    return `greatest(${registeredAt}, ${now} - ${days(this.ageDays(id))})`;
  }

  /**
   * An account active within the last `x` days, chosen by row `n`: the more recently active,
   * the likelier (so a few accounts write a lot, as in any community). With a `stride`, only
   * every stride-th rank qualifies: a fixed subset of the accounts, e.g. the paying ones.
   */
  activeWithin(x: string, n: string, salt: number, stride = 1): string {
    const k = `greatest(1, floor(${quantileActiveWithin(x)} * ${this.accounts}))`;
    const pick = `floor(pow(${unit(n, salt)}, 1.5) * ${k}${stride > 1 ? ` / ${stride}` : ''})::int8`;
    const rank = stride > 1 ? `(${pick} * ${stride})` : pick;
    return `(${this.perm.inverse(rank)} + 1)::int`;
  }
}
