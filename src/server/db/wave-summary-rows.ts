import { getTableColumns, sql } from 'drizzle-orm';
import type { RuleTextKind } from '#contract/moderated-kinds';
import type { WaveSummary } from '#contract/api/wave-summary';
import type { ListSource } from './moderation-list-query';
import { isoOfTimestamp } from './pg-timestamp';

/** Fewer members than this is a coincidence, not a wave: nothing shows it (as wave_recount, migration waves). */
export const WAVE_MIN_SIZE = 3;

/**
 * The columns of a wave as its summary reads them (perMinute: wave_per_minute of migration waves);
 * its times as the server's text, which drizzle reads and JSON keeps alike.
 */
const WAVE_COLUMN_LIST = `w.id, w.kind, w.size, w.pending, w.accounts, w.first_at::text AS first_at, w.last_at::text AS last_at,
  wave_per_minute(w.size, w.first_at, w.last_at)::float8 AS per_minute`;

export const WAVE_COLUMNS = sql.raw(WAVE_COLUMN_LIST);

/** The waves (of at least WAVE_MIN_SIZE members) of the items of kind `kind` whose ids are `ids` (placeholders). */
export const wavesSelect = (kind: string, ids: string) =>
  `SELECT p.item_id, ${WAVE_COLUMN_LIST} FROM wave_prints p JOIN waves w ON w.id = p.wave_id
 WHERE p.kind = ${kind} AND p.item_id = ANY(${ids}::bigint[]) AND w.size >= ${WAVE_MIN_SIZE}`;

export type RawItemWave = RawWave & { item_id: string | number };

export const wavesByItem = (rows: RawItemWave[]): Map<number, WaveSummary> =>
  new Map(rows.map((r) => [Number(r.item_id), waveSummaryOf(r)]));

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

/**
 * The risk order of a kind's queue showing one pending item per wave: the lead, which carries the
 * wave's risk part (the wave itself rides on each row with the rows' other reads: text-row-reads.ts).
 */
export function withWaveLeads<F, R>(kind: RuleTextKind, source: ListSource<F, R>): ListSource<F, R> {
  const status = getTableColumns(source.table)['auditStatus'];
  if (!status) throw new Error(`${kind}: a wave's kind has an audit status`);
  return {
    ...source,
    riskWhere: sql`NOT (${status} = 'PENDING' AND EXISTS (
      SELECT 1 FROM wave_prints wp JOIN waves wv ON wv.id = wp.wave_id
       WHERE wp.kind = ${kind} AND wp.item_id = ${source.id} AND wv.size >= ${WAVE_MIN_SIZE}
         AND wv.lead_id IS DISTINCT FROM wp.item_id))`,
  };
}
