import { sql } from 'drizzle-orm';
import type { RuleTextKind } from '#contract/moderated-kinds';
import type { AccountStatus, AuditStatus } from '#contract/entities';
import type { WaveAccount } from '#contract/api/waves';
import { queryRows, type Db } from './client';
import { TEXT_OF } from './classifier-rows';
import { isoOfTimestamp } from './pg-timestamp';
import { WAVE_COLUMNS, type RawWave } from './wave-summary-rows';

/** The most items a wave's view lists, and a wave decision names. */
export const WAVE_ITEMS_SHOWN = 500;

/** One wave's row; `lock` takes its row lock (a decision, before its items'). */
export async function readWave(db: Db, id: number): Promise<RawWave | null> {
  const [row] = await queryRows<RawWave>(db, sql`SELECT ${WAVE_COLUMNS} FROM waves w WHERE w.id = ${id}`);
  return row ?? null;
}

export interface WaveItemRow {
  id: number;
  version: number;
  accountId: number;
  text: string;
  createdAt: string;
  auditStatus: AuditStatus;
  enabled: boolean;
  signature: number[];
}

/** A wave's newest members (at most WAVE_ITEMS_SHOWN) with their fingerprints, and its first member's fingerprint. */
export async function waveItems(
  db: Db,
  kind: RuleTextKind,
  waveId: number,
): Promise<{ items: WaveItemRow[]; first: number[] | null }> {
  const { table, text } = TEXT_OF[kind];
  const [items, first] = await Promise.all([
    queryRows<Omit<WaveItemRow, 'id'> & { id: string | number }>(
      db,
      sql`SELECT t.id, t.version, t.account_id AS "accountId", ${sql.raw(text)} AS text, t.created_at AS "createdAt",
                 t.audit_status AS "auditStatus", t.enabled, p.signature
            FROM wave_prints p JOIN ${sql.raw(table)} t ON t.id = p.item_id
           WHERE p.wave_id = ${waveId} AND p.kind = ${kind}
           ORDER BY p.created_at DESC, p.item_id DESC LIMIT ${WAVE_ITEMS_SHOWN}`,
    ),
    queryRows<{ signature: number[] }>(
      db,
      sql`SELECT signature FROM wave_prints WHERE wave_id = ${waveId} AND kind = ${kind}
           ORDER BY created_at, item_id LIMIT 1`,
    ),
  ]);
  return {
    items: items.map((r) => ({ ...r, id: Number(r.id), createdAt: isoOfTimestamp(r.createdAt) })),
    first: first[0]?.signature ?? null,
  };
}

/** Every author of a wave, with their items in it, strikes in force and whether a suspension or ban holds. */
export async function waveAuthors(db: Db, waveId: number, now: Date): Promise<WaveAccount[]> {
  const rows = await queryRows<{
    id: number;
    nickname: string;
    status: AccountStatus;
    registered_at: string;
    items: number;
    strikes: number;
    restricted: boolean;
  }>(
    db,
    sql`SELECT a.id, a.nickname, a.status, a.registered_at, m.items, risk_strikes_of(a.id) AS strikes,
               (a.status = 'BANNED' OR coalesce(a.suspended_until > ${now.toISOString()}::timestamptz, false)) AS restricted
          FROM (SELECT account_id, count(*)::int AS items FROM wave_prints WHERE wave_id = ${waveId} GROUP BY account_id) m
          JOIN accounts a ON a.id = m.account_id
         ORDER BY m.items DESC, a.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    nickname: r.nickname,
    status: r.status,
    registeredAt: isoOfTimestamp(r.registered_at),
    items: r.items,
    strikes: r.strikes,
    restricted: r.restricted,
  }));
}

export interface ItemState {
  id: number;
  version: number;
  auditStatus: AuditStatus;
  enabled: boolean;
  accountId: number;
}

/** The named items of `kind` that are members of the wave, locked in id order with their state. */
export async function lockWaveItems(tx: Db, kind: RuleTextKind, waveId: number, ids: number[]): Promise<ItemState[]> {
  const { table } = TEXT_OF[kind];
  const rows = await queryRows<Omit<ItemState, 'id'> & { id: string | number }>(
    tx,
    sql`SELECT t.id, t.version, t.audit_status AS "auditStatus", t.enabled, t.account_id AS "accountId"
          FROM ${sql.raw(table)} t
         WHERE t.id = ANY(${sql.param(ids)}::bigint[])
           AND EXISTS (SELECT 1 FROM wave_prints p WHERE p.kind = ${kind} AND p.item_id = t.id AND p.wave_id = ${waveId})
         ORDER BY t.id FOR UPDATE OF t`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** These items' state now (after a decision), in id order. */
export async function itemStates(tx: Db, kind: RuleTextKind, ids: number[]): Promise<ItemState[]> {
  if (ids.length === 0) return [];
  const { table } = TEXT_OF[kind];
  const rows = await queryRows<Omit<ItemState, 'id'> & { id: string | number }>(
    tx,
    sql`SELECT t.id, t.version, t.audit_status AS "auditStatus", t.enabled, t.account_id AS "accountId"
          FROM ${sql.raw(table)} t WHERE t.id = ANY(${sql.param(ids)}::bigint[]) ORDER BY t.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
