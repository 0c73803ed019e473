import type { RuleTextKind } from '#contract/moderated-kinds';
import type { ClassifierScore } from '#contract/api/moderation-rows';
import type { WaveSummary } from '#contract/api/wave-summary';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import { queryText, type Db } from './client';
import { withPerRow, type ListSource } from './moderation-list-query';
import { hitsByRow, ruleHitsSelect, type RawRuleHit } from './rule-hit-rows';
import { scoresByItem, scoresSelect, type RawScore } from './classifier-score-rows';
import { wavesByItem, wavesSelect, withWaveLeads, type RawItemWave } from './wave-summary-rows';

/**
 * A text kind's rows with their rule hits, classifier scores and waves, in one statement: each part
 * is the SELECT its own reader sends, gathered into JSON. Sent as three statements in a row, they
 * cost the server's queue page at 1M a sixth more of node's CPU (1.2 against 1.0 ms a page:
 * tests/bench/RESULTS.md). The ids go three times, as `int[]` for the hits, `bigint[]` for the others.
 */
const READS = `SELECT
 (SELECT coalesce(json_agg(x ORDER BY x.content_id, x.rule_id), '[]') FROM (${ruleHitsSelect('$1', '$2')}) x) AS hits,
 (SELECT coalesce(json_agg(x), '[]') FROM (${scoresSelect('$1', '$3')}) x) AS scores,
 (SELECT coalesce(json_agg(x), '[]') FROM (${wavesSelect('$1', '$4')}) x) AS waves`;

export interface TextRowReads {
  ruleHits: RuleHitRef[];
  classifier: ClassifierScore | null;
  wave: WaveSummary | null;
}

/** What rows of `kind` carry beside their columns, by row id; a row with none has no entry. */
export async function textRowReadsOf(db: Db, kind: RuleTextKind, ids: number[]): Promise<Map<number, TextRowReads>> {
  const out = new Map<number, TextRowReads>();
  if (ids.length === 0) return out;
  const [found] = await queryText<{ hits: RawRuleHit[]; scores: RawScore[]; waves: RawItemWave[] }>(db, READS, [
    kind,
    ids,
    ids,
    ids,
  ]);
  if (!found) return out;
  const hits = hitsByRow(found.hits);
  const scores = scoresByItem(found.scores);
  const waves = wavesByItem(found.waves);
  for (const id of new Set([...hits.keys(), ...scores.keys(), ...waves.keys()]))
    out.set(id, { ruleHits: hits.get(id) ?? [], classifier: scores.get(id) ?? null, wave: waves.get(id) ?? null });
  return out;
}

/**
 * The source with each fetched row carrying its rule hits, classifier score and wave (one more
 * statement a page), and its risk order showing one pending item per wave (withWaveLeads).
 */
export function withTextRowReads<
  F,
  R extends {
    ruleHits?: RuleHitRef[] | undefined;
    classifier?: ClassifierScore | null | undefined;
    wave?: WaveSummary | null | undefined;
  },
>(kind: RuleTextKind, source: ListSource<F, R>): ListSource<F, R> {
  return withPerRow(
    withWaveLeads(kind, source),
    (db, ids) => textRowReadsOf(db, kind, ids),
    (row, found) => {
      row.ruleHits = found?.ruleHits ?? [];
      row.classifier = found?.classifier ?? null;
      row.wave = found?.wave ?? null;
    },
  );
}
