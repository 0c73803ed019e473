import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { latestModel, unscoredBacklog, type ModelRow } from '../db/classifier-rows';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { withTimeout } from './with-timeout';

/** What the scorer reports of each batch it scored. */
export interface ScoringRecorder {
  scored(latencySeconds: readonly number[], cpuSeconds: number): void;
}

const TTL_MS = 5_000;
const TIMEOUT_MS = 2_000;

interface LabelFigures {
  label: string;
  precision: number | null;
  recall: number | null;
  support: number;
}

/**
 * The classifier's figures in /metrics: the model in use (version, training set's size and age,
 * held-out precision and recall per label), read from the database at most every 5 s; the
 * scorer's latency from an item's arrival to its score, its CPU time, and the items still waiting.
 */
export function registerClassifierMetrics(registers: Registry[], db: Db, log: Logger): ScoringRecorder {
  let cached: { at: number; read: Promise<{ model: ModelRow | null; waiting: number; oldest: number } | null> } | null =
    null;
  const read = () => {
    const now = performance.now();
    if (!cached || now - cached.at > TTL_MS) {
      const figures = withTimeout(
        Promise.all([latestModel(db, false), unscoredBacklog(db)]).then(([model, b]) => ({
          model,
          waiting: b.items,
          oldest: b.oldestSeconds,
        })),
        TIMEOUT_MS,
      ).catch((err: unknown) => {
        log.warn('metrics: classifier figures unavailable', { err });
        return null;
      });
      cached = { at: now, read: figures };
    }
    return cached.read;
  };
  const gauge = (
    name: string,
    help: string,
    value: (f: NonNullable<Awaited<ReturnType<typeof read>>>) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const f = await read();
        const v = f ? value(f) : null;
        if (v !== null) this.set(v);
      },
    });
  gauge(
    'backoffice_classifier_model_version',
    'The classifier version every replica scores with',
    (f) => f.model?.version ?? null,
  );
  gauge(
    'backoffice_classifier_training_examples',
    'Decisions the model in use was trained on',
    (f) => f.model?.examples ?? null,
  );
  gauge('backoffice_classifier_model_age_seconds', 'Time since the model in use was trained', (f) =>
    f.model ? (Date.now() - f.model.trainedAt.getTime()) / 1000 : null,
  );
  gauge(
    'backoffice_classifier_training_set_age_seconds',
    'Age of the newest decision the model in use learnt from',
    (f) => (f.model?.newestDecisionAt ? (Date.now() - f.model.newestDecisionAt.getTime()) / 1000 : null),
  );
  gauge('backoffice_classifier_training_seconds', 'How long the model in use took to train', (f) =>
    f.model ? f.model.trainMs / 1000 : null,
  );
  gauge('backoffice_classifier_unscored', 'Items waiting for a score', (f) => f.waiting);
  gauge(
    'backoffice_classifier_unscored_oldest_seconds',
    'How long the oldest item waiting for a score has waited',
    (f) => f.oldest,
  );
  for (const [name, field] of [
    ['backoffice_classifier_precision', 'precision'],
    ['backoffice_classifier_recall', 'recall'],
  ] as const) {
    new Gauge({
      name,
      help: `Held-out ${field} of the model in use, per label`,
      labelNames: ['label'],
      registers,
      async collect() {
        this.reset();
        const labels = ((await read())?.model?.quality as { labels?: LabelFigures[] } | undefined)?.labels ?? [];
        for (const l of labels) if (l[field] !== null) this.set({ label: l.label }, l[field]);
      },
    });
  }
  const latency = new Histogram({
    name: 'backoffice_classifier_score_latency_seconds',
    help: 'From an item being queued (in its writer transaction) to its score being committed',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 30],
    registers,
  });
  const items = new Counter({ name: 'backoffice_classifier_scored_total', help: 'Items scored', registers });
  const cpu = new Counter({
    name: 'backoffice_classifier_scoring_cpu_seconds_total',
    help: 'Process CPU time spent computing scores (features, model, drivers)',
    registers,
  });
  return {
    scored(latencies, cpuSeconds) {
      for (const s of latencies) latency.observe(s);
      items.inc(latencies.length);
      cpu.inc(cpuSeconds);
    },
  };
}
