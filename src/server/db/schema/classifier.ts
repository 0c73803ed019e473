import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import type { ClassifierLabel } from '../../../contract/classifier';
import type { RuleTextKind } from '../../../contract/moderated-kinds';
import { at } from './columns';
import { admins } from './staff';
import { rules } from './rules';

/**
 * The classifier's models, one row per version, kept in the database so that every replica scores
 * with the same one: the newest row is the model in use. `model` is the serialised naive Bayes
 * model (services/classifier/model-codec.ts); `quality` the held-out figures measured when it was
 * trained (model-quality.ts).
 */
export const classifierModels = pgTable('classifier_models', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  trainedAt: at('trained_at').notNull().defaultNow(),
  /** The admin who asked for it; null when the schedule trained it. */
  trainedBy: integer('trained_by').references(() => admins.id),
  /** Decisions it was trained on, and the oldest and newest of them (the training set's age). */
  examples: integer('examples').notNull(),
  oldestDecisionAt: at('oldest_decision_at'),
  newestDecisionAt: at('newest_decision_at'),
  trainMs: integer('train_ms').notNull(),
  model: jsonb('model').notNull(),
  quality: jsonb('quality').notNull(),
});

/** A driver of a score: a feature of the text, its weight towards the top label, where it stands. */
export interface StoredDriver {
  feature: string;
  weight: number;
  span: [number, number];
}

/**
 * The latest score of each item of the moderated text kinds, with the version of the model that
 * gave it. Rescoring an item replaces its row.
 */
export const classifierScores = pgTable(
  'classifier_scores',
  {
    kind: text('kind').$type<RuleTextKind>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    modelVersion: integer('model_version')
      .notNull()
      .references(() => classifierModels.version),
    scoredAt: at('scored_at').notNull().defaultNow(),
    probabilities: jsonb('probabilities').$type<Partial<Record<ClassifierLabel, number>>>().notNull(),
    topLabel: text('top_label').$type<ClassifierLabel>().notNull(),
    topProbability: real('top_probability').notNull(),
    drivers: jsonb('drivers').$type<StoredDriver[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('classifier_scores_top_idx').on(t.kind, t.topLabel)],
);

/**
 * Items waiting for a score, filled by triggers on the content tables in the writer's own
 * transaction (any writer, plain SQL included) and emptied by the scorer, which claims rows with
 * SKIP LOCKED so that replicas share the work.
 */
export const classifierUnscored = pgTable(
  'classifier_unscored',
  {
    kind: text('kind').$type<RuleTextKind>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    queuedAt: at('queued_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('classifier_unscored_queued_idx').on(t.queuedAt)],
);

/**
 * What a label's probability does to an arriving item, per label but `fine`: at `flag` or over it
 * the item is flagged, at `hold` or over it held, as a rule of that action would (null: off). Each
 * label's hits are recorded under its built-in rule (`builtin = 'classifier'`), so a hold ends with
 * the first decision on the item like any rule's hold.
 */
export const classifierThresholds = pgTable('classifier_thresholds', {
  label: text('label').$type<ClassifierLabel>().primaryKey(),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => rules.id),
  flag: doublePrecision('flag'),
  hold: doublePrecision('hold'),
  updatedBy: integer('updated_by').references(() => admins.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
