import { getTableColumns, sql } from 'drizzle-orm';
import type { RuleTextKind } from '#contract/moderated-kinds';
import type { WaveSummary } from '#contract/api/wave-summary';
import { queryRows, type Db } from './client';
import { withPerRow, type ListSource } from './moderation-list-query';
import { isoOfTimestamp } from './pg-timestamp';

/** Fewer members than this is a coincidence, not a wave: nothing shows it (as wave_recount, migration waves). */
export const WAVE_MIN_SIZE = 3;

/** The columns of a wave as its summary reads them (perMinute: wave_per_minute of migration waves). */
export const WAVE_COLUMNS = sql`w.id, w.kind, w.size, w.pending, w.accounts, w.first_at, w.last_at,
  wave_per_minute(w.size, w.first_at, w.last_at)::float8 AS per_minute`;

export interface RawWave {
  id: number;
  kind: RuleTextKind;
  size: number;
  pending: number;
  accounts: number;
  first_at: string;
  last_at: string;
  per_minute: number;
}

export const waveSummaryOf = (r: RawWave): WaveSummary => ({
  id: r.id,
  kind: r.kind,
  size: r.size,
  pending: r.pending,
  accounts: r.accounts,
  firstAt: isoOfTimestamp(r.first_at),
  lastAt: isoOfTimestamp(r.last_at),
  perMinute: Number(r.per_minute),
});

/** The waves (of at least WAVE_MIN_SIZE members) these items of `kind` are in, by item id. */
export async function wavesOfItems(db: Db, kind: RuleTextKind, ids: number[]): Promise<Map<number, WaveSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RawWave & { item_id: string | number }>(
    db,
    sql`SELECT p.item_id, ${WAVE_COLUMNS} FROM wave_prints p JOIN waves w ON w.id = p.wave_id
         WHERE p.kind = ${kind} AND p.item_id = ANY(${sql.param(ids)}::bigint[]) AND w.size >= ${WAVE_MIN_SIZE}`,
  );
  return new Map(rows.map((r) => [Number(r.item_id), waveSummaryOf(r)]));
}

/**
 * The source with each fetched row carrying its wave (one more indexed query per page), and its
 * risk order showing one pending item per wave: the lead, which carries the wave's risk part.
 */
export function withWaves<F, R extends { wave?: WaveSummary | null | undefined }>(
  kind: RuleTextKind,
  source: ListSource<F, R>,
): ListSource<F, R> {
  const status = getTableColumns(source.table)['auditStatus'];
  if (!status) throw new Error(`${kind}: a wave's kind has an audit status`);
  return {
    ...withPerRow(
      source,
      (db, ids) => wavesOfItems(db, kind, ids),
      (row, wave) => {
        row.wave = wave ?? null;
      },
    ),
    riskWhere: sql`NOT (${status} = 'PENDING' AND EXISTS (
      SELECT 1 FROM wave_prints wp JOIN waves wv ON wv.id = wp.wave_id
       WHERE wp.kind = ${kind} AND wp.item_id = ${source.id} AND wv.size >= ${WAVE_MIN_SIZE}
         AND wv.lead_id IS DISTINCT FROM wp.item_id))`,
  };
}
