/**
 * Builders of SQL expression text for the set-based seed. Every synthetic row is a pure function
 * of its row number `n`: attributes come from `hashint8extended(n, salt)`, so the same row gets the
 * same content on every run and on both PGlite and PostgreSQL, and a count over the rows can be
 * computed before the rows exist (see content-model.ts). Inputs are our own constants, never user
 * data, which is why plain text (through `lit`) is safe here.
 */

/** A SQL string literal. */
export function lit(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A timestamptz literal for a moment in time. */
export function tsLit(at: Date): string {
  return `${lit(at.toISOString())}::timestamptz`;
}

/** A uniform non-negative integer below 2^31 drawn from row `x` under `salt`. */
export function hash(x: string, salt: number): string {
  return `(hashint8extended((${x})::int8, ${salt}) & 2147483647)`;
}

/** A uniform float in [0, 1). */
export function unit(x: string, salt: number): string {
  return `(${hash(x, salt)}::float8 / 2147483648.0)`;
}

/** A uniform integer in [0, n). */
export function below(x: string, salt: number, n: number): string {
  return `(${hash(x, salt)} % ${n})`;
}

/** True with probability `p` (to 1/10 000). */
export function chance(x: string, salt: number, p: number): string {
  return `(${below(x, salt, 10_000)} < ${Math.round(p * 10_000)})`;
}

/** A constant text[]; the planner folds it once per statement. */
export function textArray(items: readonly string[]): string {
  return `(ARRAY[${items.map(lit).join(',')}]::text[])`;
}

/** One phrase of `items`, chosen by row `x`. */
export function pickText(items: readonly string[], x: string, salt: number): string {
  if (items.length === 0) throw new Error('pickText from an empty list');
  return `${textArray(items)}[1 + ${below(x, salt, items.length)}]`;
}

/** One of several SQL values with integer weights, chosen by row `x`. */
export function weighted(
  choices: readonly (readonly [sqlValue: string, weight: number])[],
  x: string,
  salt: number,
): string {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  const roll = below(x, salt, total);
  let upTo = 0;
  const arms = choices.slice(0, -1).map(([value, w]) => {
    upTo += w;
    return `WHEN ${roll} < ${upTo} THEN ${value}`;
  });
  const last = choices[choices.length - 1];
  if (!last) throw new Error('weighted needs at least one choice');
  return `(CASE ${arms.join(' ')} ELSE ${last[0]} END)`;
}

/** `weighted` over plain strings. */
export function weightedText(choices: readonly (readonly [string, number])[], x: string, salt: number): string {
  return weighted(
    choices.map(([v, w]) => [lit(v), w] as const),
    x,
    salt,
  );
}

/** A float number of days as an interval. */
export function days(x: string): string {
  return `((${x}) * interval '1 day')`;
}

/**
 * An affine bijection of [0, size) (a·i + b mod size, gcd(a, size) = 1) and its inverse, so
 * "the r-th most active account" maps to a scattered id and back in closed form.
 */
export interface Permutation {
  forward(i: string): string;
  inverse(r: string): string;
}

export function permutation(size: number, seed: number): Permutation {
  const primes = [48_271, 69_621, 92_821, 100_003, 1_000_003, 2_147_483_629];
  const a = primes.map((p) => p % size).find((p) => p > 1 && gcd(p, size) === 1) ?? 1;
  const b = seed % size;
  const aInv = modInverse(a, size);
  return {
    forward: (i) => `((${a}::int8 * (${i}) + ${b}) % ${size})`,
    inverse: (r) => `((${aInv}::int8 * (((${r}) - ${b}) % ${size} + ${size})) % ${size})`,
  };
}

function gcd(x: number, y: number): number {
  return y === 0 ? x : gcd(y, x % y);
}

function modInverse(a: number, m: number): number {
  if (m === 1) return 0;
  let [oldR, r] = [BigInt(a), BigInt(m)];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return Number(((oldS % BigInt(m)) + BigInt(m)) % BigInt(m));
}
