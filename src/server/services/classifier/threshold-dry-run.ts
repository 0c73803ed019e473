import { REASON_CODES } from '#contract/moderation-reasons';
import type { ApiReply } from '#contract/api';
import type { ClassifierThreshold, ClassifierDryRunLabel } from '#contract/api/classifier';
import type { ClassifierLabel } from '#contract/classifier';
import { RULE_TEXT_KINDS } from '#contract/moderated-kinds';
import { latestModel, standingDecisions } from '../../db/classifier-rows';
import { probabilitiesOf } from '../../db/classifier-score-rows';
import type { Db } from '../../db/client';
import { decodeModel } from './model-codec';
import { NaiveBayesScorer } from './naive-bayes';
import { scoreText } from './classifier-worker';
import { labelOf } from './train-model';

type Probabilities = Partial<Record<ClassifierLabel, number>>;

/**
 * `/admins/classifier/dry-run`: over every item the team has decided with a label the model knows,
 * what the proposed thresholds would have done — how many items over each label's flag and hold
 * threshold, and how many of those the moderators gave that label (precision). Items decided
 * before the classifier scored anything are scored now with the model in use; nothing is written.
 * A threshold left out (or null) answers null figures.
 */
export async function classifierDryRun(
  db: Db,
  body: { thresholds: ClassifierThreshold[] },
): Promise<ApiReply<'/admins/classifier/dry-run'>> {
  const decided = (await standingDecisions(db))
    .map((d) => ({ ...d, label: labelOf(d) }))
    .filter((d): d is typeof d & { label: ClassifierLabel } => d.label !== null);
  const model = await latestModel(db, true);
  const scorer = model ? new NaiveBayesScorer(decodeModel(model.model)) : null;
  const scored: { label: ClassifierLabel; p: Probabilities }[] = [];
  for (const kind of RULE_TEXT_KINDS) {
    const items = decided.filter((d) => d.kind === kind);
    const stored = await probabilitiesOf(
      db,
      kind,
      items.map((d) => d.id),
    );
    for (const d of items) {
      const p = stored.get(d.id) ?? (scorer ? scoreText(scorer, d.text).probabilities : null);
      if (p) scored.push({ label: d.label, p });
    }
  }
  const proposed = new Map(body.thresholds.map((t) => [t.label, t]));
  const list: ClassifierDryRunLabel[] = REASON_CODES.map((label) => {
    const t = proposed.get(label);
    const figures = (at: number | null) => {
      if (at === null) return null;
      const over = scored.filter((s) => (s.p[label] ?? 0) >= at);
      const correct = over.filter((s) => s.label === label).length;
      return { items: over.length, correct, precision: over.length > 0 ? correct / over.length : null };
    };
    return {
      label,
      decided: scored.filter((s) => s.label === label).length,
      flag: figures(t ? t.flag : null),
      hold: figures(t ? t.hold : null),
    };
  });
  return { modelVersion: model?.version ?? null, scored: scored.length, list };
}
