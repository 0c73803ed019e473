import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { ContentModel } from './content-model';
import type { Progress } from './progress';
import type { SeedSizes } from './sizes';

/** Admins the seed attributes moderation and refunds to. */
export interface SeedAdmins {
  /** Admins who may moderate and refund (ADMIN_ROOT or BACKEND_SUPPORT_AGENT). */
  moderators: number[];
  all: { id: number; username: string; roles: readonly string[] }[];
}

export interface SeedContext {
  db: Db;
  sizes: SeedSizes;
  model: ContentModel;
  /** The seed's "now" as a SQL timestamptz literal; every timestamp is relative to it. */
  now: string;
  nowMs: number;
  admins: SeedAdmins;
  progress: Progress;
  /** Seconds spent per step, for the benchmark. */
  timings: Record<string, number>;
}

/** Statements of at most this many rows: keeps each under the pool's query timeout and moves the bar. */
export const CHUNK_ROWS = 200_000;

/**
 * Runs `build(lo, hi)` over 1…total in chunks, advancing the progress bar after each by the
 * chunk's rows times `share` (the part of the range that is actually inserted).
 */
export async function chunked(
  ctx: SeedContext,
  label: string,
  total: number,
  build: (lo: number, hi: number) => string,
  share = 1,
): Promise<void> {
  for (let lo = 1; lo <= total; lo += CHUNK_ROWS) {
    const hi = Math.min(total, lo + CHUNK_ROWS - 1);
    await timed(ctx, label, (hi - lo + 1) * share, () => ctx.db.execute(sql.raw(build(lo, hi))));
  }
}

/** Runs one statement or step under `label`, counting its time and its weight on the bar. */
export async function timed(ctx: SeedContext, label: string, weight: number, run: () => Promise<unknown>): Promise<void> {
  ctx.progress.show(label);
  const started = performance.now();
  await run();
  ctx.timings[label] = (ctx.timings[label] ?? 0) + (performance.now() - started) / 1000;
  ctx.progress.advance(weight);
}

export function exec(ctx: SeedContext, query: string | SQL): Promise<unknown> {
  return ctx.db.execute(typeof query === 'string' ? sql.raw(query) : query);
}
