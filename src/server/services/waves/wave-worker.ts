import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import {
  candidatesOf,
  claimUnprinted,
  clusteringLock,
  createWave,
  dropPrint,
  joinWave,
  recountWaves,
  savePrints,
  type Arrival,
} from '../../db/wave-rows';
import { fingerprint, type Fingerprint } from './fingerprint';
import { planJoin, WAVE_WINDOW_MS } from './clustering';
import { pollLine, type LinePace } from '../../lib/polled-line';

/**
 * The wave worker: fingerprints every text item that arrives (the `wave_unprinted` line, which the
 * classifier's arrival triggers fill in the writer's transaction) and puts it in its wave. It runs
 * whether the classifier does or not. One replica clusters at a time (an advisory lock; the others
 * find it taken and wait for the next poll), so two near-identical posts never start two waves.
 */
export interface WaveWorkerOptions extends LinePace {
  db: Db;
  log: Logger;
  batchSize?: number;
}

export interface WaveWorker {
  close(): Promise<void>;
  /** Resolves once nothing waits for a fingerprint (tests, benches). */
  drained(): Promise<void>;
}

/** The most candidates read for one arrival: a few members of a wave are enough to join it. */
const CANDIDATES = 50;

/**
 * A batch's arrivals into their waves, inside its transaction: the fingerprints stored in one
 * statement, then per arrival one candidate look-up (and a join when it is near something).
 * Answers the waves to recount.
 */
async function placeAll(tx: Db, arrivals: Arrival[]): Promise<Set<number>> {
  const touched = new Set<number>();
  const printed: { arrival: Arrival; print: Fingerprint }[] = [];
  for (const a of arrivals) {
    const print = a.text === null ? null : fingerprint(a.text);
    if (print) printed.push({ arrival: a, print });
    else {
      const was = await dropPrint(tx, a.kind, a.id);
      if (was !== null) touched.add(was);
    }
  }
  const stored = printed.map(({ arrival, print }) => ({
    arrival,
    signature: Array.from(print.signature, (x) => x | 0),
    bands: print.bands,
  }));
  for (const w of await savePrints(tx, stored)) touched.add(w);
  for (const { arrival: a, print } of printed) {
    const since = new Date(a.createdAt.getTime() - WAVE_WINDOW_MS);
    const rows = await candidatesOf(tx, a.kind, print.bands, since, a.id, CANDIDATES);
    const plan = planJoin(
      print,
      rows.map((r) => ({
        itemId: r.itemId,
        waveId: r.waveId,
        print: { signature: Uint32Array.from(r.signature, (x) => x >>> 0), bands: [] },
      })),
    );
    if (plan.into === null) continue;
    const into = plan.into === 'new' ? await createWave(tx, a.kind, a.createdAt) : plan.into;
    await joinWave(tx, a.kind, into, [a.id, ...plan.loose], plan.merge);
    touched.add(into);
    for (const w of plan.merge) touched.add(w);
  }
  return touched;
}

export function startWaveWorker(options: WaveWorkerOptions): WaveWorker {
  const { db, log, batchSize = 200, ...pace } = options;

  /** One batch; answers how many items it took out of line (-1: another replica holds the lock). */
  const batch = (): Promise<number> =>
    db.transaction(async (tx) => {
      if (!(await clusteringLock(tx))) return -1;
      const arrivals = await claimUnprinted(tx, batchSize);
      await recountWaves(tx, await placeAll(tx, arrivals));
      return arrivals.length;
    });

  return pollLine({
    ...pace,
    take: () =>
      batch().catch((err: unknown) => {
        // A decision recounting the same wave can meet the batch the other way round (deadlock):
        // the batch is rolled back whole, its items stay in line for the next poll.
        log.warn('waves: a clustering batch failed', { err });
        return -1;
      }),
    batchSize,
  });
}
