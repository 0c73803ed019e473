import type { RuleTextKind } from '#contract/moderated-kinds';
import type { ClassifierScore } from '#contract/api/moderation-rows';
import type { ClassifierLabel } from '#contract/classifier';
import { queryText, type Db } from './client';
import type { StoredDriver } from './schema/classifier';

/** The latest scores of the items of kind `kind` whose ids are `ids` (two parameter placeholders). */
export const scoresSelect = (kind: string, ids: string) =>
  `SELECT item_id, model_version, top_label, top_probability, drivers FROM classifier_scores
 WHERE kind = ${kind} AND item_id = ANY(${ids}::bigint[])`;

const SCORES = scoresSelect('$1', '$2');

export interface RawScore {
  item_id: string | number;
  model_version: number;
  top_label: ClassifierLabel;
  top_probability: number;
  drivers: StoredDriver[];
}

/** Scores by item id. */
export const scoresByItem = (rows: RawScore[]): Map<number, ClassifierScore> =>
  new Map(
    rows.map((r) => [
      Number(r.item_id),
      { modelVersion: r.model_version, label: r.top_label, probability: r.top_probability, drivers: r.drivers },
    ]),
  );

/** The latest scores of these items of `kind`, by id (one statement text, sent as it is: see queryText). */
export async function classifierScoresOf(
  db: Db,
  kind: RuleTextKind,
  ids: number[],
): Promise<Map<number, ClassifierScore>> {
  if (ids.length === 0) return new Map();
  return scoresByItem(await queryText<RawScore>(db, SCORES, [kind, ids]));
}

const PROBABILITIES = `SELECT item_id, probabilities FROM classifier_scores WHERE kind = $1 AND item_id = ANY($2::bigint[])`;

/** The latest per-label probabilities of these items of `kind`, by id. */
export async function probabilitiesOf(
  db: Db,
  kind: RuleTextKind,
  ids: number[],
): Promise<Map<number, Partial<Record<ClassifierLabel, number>>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryText<{ item_id: string | number; probabilities: Partial<Record<ClassifierLabel, number>> }>(
    db,
    PROBABILITIES,
    [kind, ids],
  );
  return new Map(rows.map((r) => [Number(r.item_id), r.probabilities]));
}
