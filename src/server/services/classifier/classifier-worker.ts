import {
  claimUnscored,
  latestModel,
  latestVersion,
  saveScores,
  writeClassifierRisk,
  type ScoreRow,
} from '../../db/classifier-rows';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { ScoringRecorder } from '../../ops/classifier-metrics';
import { ApiError } from '../../domain/api-error';
import { decodeModel } from './model-codec';
import { NaiveBayesScorer } from './naive-bayes';
import { textFeatures } from './text-features';
import { actOnScores } from './threshold-actions';
import { trainModel } from './train-model';
import { idleBackoff } from '../../lib/idle-backoff';

/**
 * The classifier's work in a server process: scoring what arrives, and training on a schedule.
 *
 * Scoring is a poll of `classifier_unscored`, which triggers fill in every writer's transaction:
 * an item inserted with plain SQL by the social app is in line the moment it commits, a scorer
 * that was down (a restart, a deploy) finds its backlog where it left it, and replicas share the
 * line through SKIP LOCKED, each item scored once. The live events were the other way: they
 * announce only rows entering a queue (not every arrival), and what is notified while a listener
 * reconnects is lost, so a poll would have been needed behind them anyway. An idle poll is one
 * indexed read of an empty table, every `pollMs` at first and less often the longer the line stays
 * empty (lib/idle-backoff.ts); while there is a backlog, batches follow each other without a pause.
 */
export interface ClassifierWorkerOptions {
  db: Db;
  log: Logger;
  /** Train a new version this often (the first one at once when there is none). */
  trainMinutes: number;
  pollMs?: number;
  /** The longest pause an idle line grows to between polls (lib/idle-backoff.ts). */
  idlePollMaxMs?: number;
  batchSize?: number;
  /** Between two full batches: room for the requests waiting on the database. */
  backlogPauseMs?: number;
  recorder?: ScoringRecorder | null;
}

export interface ClassifierWorker {
  close(): Promise<void>;
  /** Resolves once nothing waits for a score (tests, benches). */
  drained(): Promise<void>;
}

/** How many drivers a score keeps for the card. */
const DRIVERS = 6;

/** Scores one text with one model: per-label probabilities, the top label, what drove it. */
export function scoreText(scorer: NaiveBayesScorer, text: string): Omit<ScoreRow, 'kind' | 'id'> {
  const features = textFeatures(text);
  const keys = features.map((f) => f.key);
  const { probabilities, top } = scorer.predict(keys);
  const spans = new Map(features.map((f) => [f.key, f.span]));
  const round = (p: number) => Math.round(p * 1e4) / 1e4;
  return {
    probabilities: Object.fromEntries(Object.entries(probabilities).map(([l, p]) => [l, round(p)])),
    topLabel: top,
    topProbability: round(probabilities[top] ?? 0),
    drivers: scorer.explain(keys, top, DRIVERS).map((w) => ({ ...w, span: spans.get(w.feature) ?? [0, 0] })),
  };
}

export function startClassifier(options: ClassifierWorkerOptions): ClassifierWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 100;
  const pause = idleBackoff(pollMs, options.idlePollMaxMs ?? 1_000);
  const batchSize = options.batchSize ?? 200;
  const backlogPauseMs = options.backlogPauseMs ?? 5;
  const trainMs = options.trainMinutes * 60_000;
  let closed = false;
  let wake: (() => void) | null = null;
  // Who waits for an empty line, and the number of the batch they came in during: a batch that
  // began before them may have missed what they just wrote.
  let idleWaiters: { after: number; resolve: () => void }[] = [];
  let batches = 0;
  let current: { version: number; scorer: NaiveBayesScorer } | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        resolve();
      };
    });

  const scorerFor = async (version: number): Promise<NaiveBayesScorer> => {
    if (current?.version === version) return current.scorer;
    const row = await latestModel(db, true);
    if (!row) throw new Error('classifier model vanished');
    current = { version: row.version, scorer: new NaiveBayesScorer(decodeModel(row.model)) };
    return current.scorer;
  };

  /** One batch; answers how many items it took out of line (0: nothing waited, or no model yet). */
  const scoreBatch = async (): Promise<number> => {
    const version = await latestVersion(db);
    if (version === null) return 0;
    const scorer = await scorerFor(version);
    return db.transaction(async (tx) => {
      const items = await claimUnscored(tx, batchSize);
      if (items.length === 0) return 0;
      const cpu = process.cpuUsage();
      const scores: ScoreRow[] = [];
      for (const item of items) {
        if (item.text !== null) scores.push({ kind: item.kind, id: item.id, ...scoreText(scorer, item.text) });
      }
      const used = process.cpuUsage(cpu);
      await saveScores(tx, current!.version, items, scores);
      await writeClassifierRisk(tx, scores);
      await actOnScores(tx, scores);
      const done = Date.now();
      // Observed before commit: the commit's few milliseconds are left out of the figure.
      options.recorder?.scored(
        items.map((i) => (done - i.queuedAt.getTime()) / 1000),
        (used.user + used.system) / 1e6,
      );
      return items.length;
    });
  };

  const scoring = (async () => {
    while (!closed) {
      let n = 0;
      const batch = ++batches;
      try {
        n = await scoreBatch();
      } catch (err) {
        log.warn('classifier: a scoring batch failed', { err });
      }
      if (n === 0) {
        for (const w of idleWaiters.filter((w) => w.after < batch)) w.resolve();
        idleWaiters = idleWaiters.filter((w) => w.after >= batch);
      }
      // Even with a backlog, a pause on a timer: on PGlite the queries resolve without ever giving
      // the event loop to I/O, and back-to-back batches would keep the server from answering.
      if (!closed) await sleep(n < batchSize ? pause.next(n > 0) : backlogPauseMs);
    }
  })();

  const train = async () => {
    try {
      const out = await trainModel(db, {
        actor: null,
        wait: false,
        heldOutShare: 0.2,
        rescorePending: true,
        unlessNewerThanMs: trainMs,
      });
      if (out)
        log.info('classifier: trained', {
          version: out.model.version,
          examples: out.model.examples,
          ms: out.model.trainMs,
        });
    } catch (err) {
      // Too few decisions yet is the normal state of a new install: try again at the next tick.
      if (err instanceof ApiError) log.debug('classifier: not trained', { msg: err.message });
      else log.warn('classifier: training failed', { err });
    }
  };
  let training = train();
  const timer = setInterval(
    () => {
      training = training.then(train);
    },
    Math.min(trainMs, 15 * 60_000),
  );
  timer.unref();

  return {
    async close() {
      closed = true;
      clearInterval(timer);
      wake?.();
      await Promise.all([scoring, training]);
    },
    drained: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push({ after: batches, resolve });
        wake?.();
      }),
  };
}
