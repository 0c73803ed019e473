import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { ContentModel } from './content-model';
import type { Progress } from './progress';
import type { SeedSizes } from './sizes';

/** Admins the seed attributes moderation and refunds to. */
export interface SeedAdmins {
  /** Admins who may moderate and refund (ADMIN_ROOT or BACKEND_SUPPORT_AGENT). */
  moderators: number[];
  all: { id: number; username: string; name: string; roles: readonly string[] }[];
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
  /** Rows per statement (see `chunkRowsFor`). */
  chunkRows: number;
}

/**
 * Rows per statement. On PostgreSQL a statement must finish within the pool's client-side query
 * timeout (20 s), so the loads go in chunks; PGlite has no such timeout and every chunk repeats
 * the joins' hash builds, so it takes a million at a time.
 */
export function chunkRowsFor(kind: 'pglite' | 'postgres'): number {
  return kind === 'pglite' ? 1_000_000 : 200_000;
}

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
  for (let lo = 1; lo <= total; lo += ctx.chunkRows) {
    const hi = Math.min(total, lo + ctx.chunkRows - 1);
    await timed(ctx, label, (hi - lo + 1) * share, () => ctx.db.execute(sql.raw(build(lo, hi))));
  }
}

/** Runs one statement or step under `label`, counting its time and its weight on the bar. */
export async function timed(
  ctx: SeedContext,
  label: string,
  weight: number,
  run: () => Promise<unknown>,
): Promise<void> {
  ctx.progress.show(label);
  const started = performance.now();
  await run();
  ctx.timings[label] = (ctx.timings[label] ?? 0) + (performance.now() - started) / 1000;
  ctx.progress.advance(weight);
}

export function exec(ctx: SeedContext, query: string | SQL): Promise<unknown> {
  return ctx.db.execute(typeof query === 'string' ? sql.raw(query) : query);
}
