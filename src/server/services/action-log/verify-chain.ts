import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

const GENESIS = '0'.repeat(64);
const BATCH = 5_000;

/**
 * - changed: the log row's fields or its seal are not what was sealed; it, or the row before it,
 *   was edited.
 * - missing: position `seq` has no seal, or its log row `id` is gone; rows were deleted.
 * - unsealed: log row `id` has no seal; it was written with the sealing trigger switched off.
 * - truncated: the chain ends at `seq` before the end its head records; the last rows were deleted.
 */
export interface ChainProblem {
  kind: 'changed' | 'missing' | 'unsealed' | 'truncated';
  id: number | null;
  seq: number | null;
}

export interface ChainReport {
  ok: boolean;
  checkedRows: number;
  /** The last good position and hash: record them elsewhere to prove later that nothing before them changed. */
  head: { seq: number; hash: string };
  problem: ChainProblem | null;
}

interface SealRow {
  seq: string | number;
  log_id: string | number;
  hash: string;
  present: boolean;
  expected: string | null;
}

/**
 * Walks the chain in order, recomputing each seal from the previous seal's stored hash with the
 * digest it was made by (1: `at` to the millisecond, for seals from before migration
 * action-log-chain-microseconds; 2: `at` in full), in batches so that a log of millions of rows is
 * read in bounded memory. Stops at the first fault.
 */
export async function verifyActionLogChain(db: Db): Promise<ChainReport> {
  let seq = 0;
  let hash = GENESIS;
  let checkedRows = 0;
  const report = (problem: ChainProblem | null): ChainReport => ({
    ok: problem === null,
    checkedRows,
    head: { seq, hash },
    problem,
  });

  for (;;) {
    const rows = await queryRows<SealRow>(
      db,
      sql`SELECT s.seq, s.log_id, s.hash, a.id IS NOT NULL AS present,
                 action_log_seal_digest(s.digest, coalesce(lag(s.hash) OVER (ORDER BY s.seq), ${hash}), s.seq, a) AS expected
          FROM (SELECT * FROM action_log_seals WHERE seq > ${seq} ORDER BY seq LIMIT ${BATCH}) s
          LEFT JOIN action_log a ON a.id = s.log_id
          ORDER BY s.seq`,
    );
    for (const row of rows) {
      const id = Number(row.log_id);
      const rowSeq = Number(row.seq);
      if (rowSeq !== seq + 1) return report({ kind: 'missing', id, seq: seq + 1 });
      if (!row.present) return report({ kind: 'missing', id, seq: rowSeq });
      if (row.hash !== row.expected) return report({ kind: 'changed', id, seq: rowSeq });
      seq = rowSeq;
      hash = row.hash;
      checkedRows++;
    }
    if (rows.length < BATCH) break;
  }

  const [head] = await queryRows<{ seq: string | number; hash: string }>(
    db,
    sql`SELECT seq, hash FROM action_log_chain_head WHERE id = 1`,
  );
  if (!head || Number(head.seq) !== seq || head.hash !== hash) return report({ kind: 'truncated', id: null, seq });
  // Rows of transactions still committing are not visible here, so a row without a seal was
  // committed without one.
  const [unsealed] = await queryRows<{ id: string | number }>(
    db,
    sql`SELECT a.id FROM action_log a
        WHERE NOT EXISTS (SELECT 1 FROM action_log_seals s WHERE s.log_id = a.id)
        ORDER BY a.id LIMIT 1`,
  );
  if (unsealed) return report({ kind: 'unsealed', id: Number(unsealed.id), seq: null });
  return report(null);
}

/** One line for an operator: what is wrong and which row to look at. */
export function describeChainProblem(p: ChainProblem): string {
  switch (p.kind) {
    case 'changed':
      return `row ${p.id} (position ${p.seq}) does not match its seal: it or the row before it was changed`;
    case 'missing':
      return `position ${p.seq} (row ${p.id}) is missing: rows or their seals were deleted`;
    case 'unsealed':
      return `row ${p.id} is outside the chain: it was inserted with the sealing trigger disabled`;
    case 'truncated':
      return `the chain ends at position ${p.seq}, short of the end its head records: the last rows were deleted or the head moved`;
  }
}

/** The hash sealed at a position, to compare with one recorded outside the database. */
export async function sealedHashAt(db: Db, seq: number): Promise<string | null> {
  if (!Number.isSafeInteger(seq) || seq < 0) return null;
  if (seq === 0) return GENESIS;
  const [row] = await queryRows<{ hash: string }>(db, sql`SELECT hash FROM action_log_seals WHERE seq = ${seq}`);
  return row?.hash ?? null;
}
