import { sql } from 'drizzle-orm';
import { RULE_TEXT_KINDS, type RuleTextKind } from '#contract/moderated-kinds';
import { queryRows, type Db } from './client';
import { TEXT_OF } from './classifier-rows';
import { isoOfTimestamp } from './pg-timestamp';

/** A text item taken out of the wave worker's line, with what its fingerprint row needs. */
export interface Arrival {
  kind: RuleTextKind;
  id: number;
  /** Null when the item is gone (deleted after it was queued). */
  text: string | null;
  accountId: number;
  createdAt: Date;
}

/**
 * Whether this transaction may cluster now: one replica at a time, so that two near-identical
 * arrivals handled at once by two replicas cannot each start a wave of their own.
 */
export async function clusteringLock(tx: Db): Promise<boolean> {
  const [row] = await queryRows<{ got: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtext('backoffice.waves.cluster')) AS got`,
  );
  if (row?.got !== true) return false;
  // Every statement of a batch finds its rows by an index. The candidate look-up has a LIMIT and
  // no order, and for a campaign's band keys the planner guessed tens of thousands of matches and
  // chose to read the table until 50 turned up (200–600 ms at 1M prints, against under 1 ms).
  await tx.execute(sql`SET LOCAL enable_seqscan = off`);
  return true;
}

/**
 * Takes up to `limit` waiting items, oldest first (a wave grows in the order its posts came), and
 * deletes them from the line in the same transaction: a batch that fails leaves them in line.
 */
export async function claimUnprinted(tx: Db, limit: number): Promise<Arrival[]> {
  const claimed = await queryRows<{ kind: RuleTextKind; item_id: string | number }>(
    tx,
    sql`DELETE FROM wave_unprinted u USING (
          SELECT kind, item_id FROM wave_unprinted ORDER BY queued_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) c
        WHERE u.kind = c.kind AND u.item_id = c.item_id
        RETURNING u.kind, u.item_id`,
  );
  const out: Arrival[] = [];
  for (const k of RULE_TEXT_KINDS) {
    const ids = claimed.filter((c) => c.kind === k).map((c) => Number(c.item_id));
    if (ids.length === 0) continue;
    const rows = await queryRows<{ id: string | number; text: string; account_id: number; created_at: string }>(
      tx,
      sql`SELECT t.id, ${sql.raw(TEXT_OF[k].text)} AS text, t.account_id, t.created_at FROM ${sql.raw(TEXT_OF[k].table)} t
           WHERE t.id = ANY(${sql.param(ids)}::bigint[]) ORDER BY t.created_at, t.id`,
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    for (const r of rows)
      out.push({
        kind: k,
        id: Number(r.id),
        text: r.text,
        accountId: r.account_id,
        createdAt: new Date(isoOfTimestamp(r.created_at)),
      });
    for (const id of ids)
      if (!found.has(id)) out.push({ kind: k, id, text: null, accountId: 0, createdAt: new Date(0) });
  }
  return out;
}

export interface PrintRow {
  itemId: number;
  waveId: number | null;
  /** As stored: signed 32-bit integers. */
  signature: number[];
}

/** Items of `kind` written since `since` sharing a band key with `bands`, but `except` (any `limit` of them). */
export function candidatesOf(
  tx: Db,
  kind: RuleTextKind,
  bands: number[],
  since: Date,
  except: number,
  limit: number,
): Promise<PrintRow[]> {
  return queryRows<{ itemId: string | number; waveId: number | null; signature: number[] }>(
    tx,
    // The band keys alone pick the rows (OFFSET 0 keeps the other conditions out of the scan):
    // with them inside, a prepared statement's generic plan ANDed the GIN look-up with a walk of
    // the whole primary key for `kind` (73 ms at 1M rows, against 0.6 ms). No order: a wave's
    // members share most keys, so sorting them read the whole wave for every arrival, where any
    // `limit` of them is enough to join it.
    sql`SELECT item_id AS "itemId", wave_id AS "waveId", signature
          FROM (SELECT * FROM wave_prints WHERE bands && ${sql.param(bands)}::int[] OFFSET 0) p
         WHERE kind = ${kind} AND created_at >= ${since.toISOString()}::timestamptz AND item_id <> ${except}
         LIMIT ${limit}`,
  ).then((rows) => rows.map((r) => ({ ...r, itemId: Number(r.itemId) })));
}

export interface StoredPrint {
  arrival: Arrival;
  /** As stored: signed 32-bit integers. */
  signature: number[];
  bands: number[];
}

/**
 * Stores a batch's fingerprints in one statement, each outside any wave (the caller puts them in
 * one); answers the waves they were in before (their text changed), which the caller recounts.
 * Stored before any is clustered, so the batch's own items find each other as candidates.
 */
export async function savePrints(tx: Db, prints: StoredPrint[]): Promise<number[]> {
  if (prints.length === 0) return [];
  const col = <T>(f: (p: StoredPrint) => T) => sql.param(prints.map(f));
  const rows = await queryRows<{ wave_id: number }>(
    tx,
    sql`WITH incoming AS (
          SELECT k, i, a, c, s::int[] AS s, b::int[] AS b
            FROM unnest(${col((p) => p.arrival.kind)}::text[], ${col((p) => p.arrival.id)}::bigint[],
                        ${col((p) => p.arrival.accountId)}::int[], ${col((p) => p.arrival.createdAt.toISOString())}::timestamptz[],
                        ${col((p) => `{${p.signature.join(',')}}`)}::text[], ${col((p) => `{${p.bands.join(',')}}`)}::text[])
                 AS u(k, i, a, c, s, b)
        ), old AS (
          -- By primary key, one probe an item: a join may read the whole table to hash it.
          SELECT DISTINCT (SELECT w.wave_id FROM wave_prints w WHERE w.kind = n.k AND w.item_id = n.i) AS wave_id
            FROM incoming n
        ), saved AS (
          INSERT INTO wave_prints (kind, item_id, account_id, created_at, signature, bands, wave_id)
          SELECT k, i, a, c, s, b, NULL FROM incoming
          ON CONFLICT (kind, item_id) DO UPDATE SET signature = excluded.signature, bands = excluded.bands, wave_id = NULL
        )
        SELECT wave_id FROM old WHERE wave_id IS NOT NULL`,
  );
  return rows.map((r) => r.wave_id);
}

/** Removes an item's fingerprint (its text is gone or too short now); answers the wave it was in. */
export async function dropPrint(tx: Db, kind: RuleTextKind, id: number): Promise<number | null> {
  const [row] = await queryRows<{ wave_id: number | null }>(
    tx,
    sql`DELETE FROM wave_prints WHERE kind = ${kind} AND item_id = ${id} RETURNING wave_id`,
  );
  return row?.wave_id ?? null;
}

export async function createWave(tx: Db, kind: RuleTextKind, at: Date): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO waves (kind, first_at, last_at) VALUES (${kind}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz) RETURNING id`,
  );
  return row!.id;
}

/** Puts these items of `kind`, and every member of the waves `merged`, into wave `into`. */
export async function joinWave(tx: Db, kind: RuleTextKind, into: number, ids: number[], merged: number[]) {
  await tx.execute(sql`UPDATE wave_prints SET wave_id = ${into}
    WHERE kind = ${kind} AND item_id = ANY(${sql.param(ids)}::bigint[]) AND wave_id IS DISTINCT FROM ${into}`);
  if (merged.length > 0)
    await tx.execute(sql`UPDATE wave_prints SET wave_id = ${into} WHERE wave_id = ANY(${sql.param(merged)}::int[])`);
}

/** Recounts waves (figures, lead, risk part; an emptied one is deleted), in id order. */
export async function recountWaves(tx: Db, ids: Iterable<number>): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await tx.execute(sql`SELECT wave_recount(w) FROM (SELECT unnest(${sql.param(sorted)}::int[]) AS w ORDER BY 1) s`);
}

/**
 * After a decision on items of `kind`: the pending count of the waves they are in moves by what it
 * changed (`moved`: per id, +1 back to pending, -1 out of it, 0 neither) and their lead moves on
 * to the newest member still pending (wave_take_decisions, migration 0046).
 */
export async function takeWaveDecisions(tx: Db, kind: string, moves: { id: number; moved: number }[]): Promise<void> {
  if (moves.length === 0 || !(RULE_TEXT_KINDS as readonly string[]).includes(kind)) return;
  await tx.execute(
    sql`SELECT wave_take_decisions(${kind}, ${sql.param(moves.map((m) => m.id))}::bigint[], ${sql.param(moves.map((m) => m.moved))}::int[])`,
  );
}
