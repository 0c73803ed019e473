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
import { pollLine, type LinePace } from '../../lib/polled-line';

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
 * empty (lib/polled-line.ts); while there is a backlog, batches follow each other without a pause.
 */
export interface ClassifierWorkerOptions extends LinePace {
  db: Db;
  log: Logger;
  /** Train a new version this often (the first one at once when there is none). */
  trainMinutes: number;
  batchSize?: number;
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
  const { db, log, trainMinutes, recorder, batchSize = 200, ...pace } = options;
  const trainMs = trainMinutes * 60_000;
  let current: { version: number; scorer: NaiveBayesScorer } | null = null;

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
      recorder?.scored(
        items.map((i) => (done - i.queuedAt.getTime()) / 1000),
        (used.user + used.system) / 1e6,
      );
      return items.length;
    });
  };

  const scoring = pollLine({
    ...pace,
    take: () =>
      scoreBatch().catch((err: unknown) => {
        log.warn('classifier: a scoring batch failed', { err });
        return 0;
      }),
    batchSize,
  });

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
      clearInterval(timer);
      await Promise.all([scoring.close(), training]);
    },
    drained: () => scoring.drained(),
  };
}
