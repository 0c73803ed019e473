import type { ApiReply } from '#contract/api';
import type { ClassifierDisagreement, ClassifierQualityModel } from '#contract/api/classifier';
import type { ClassifierLabel } from '#contract/classifier';
import { RULE_TEXT_KINDS } from '#contract/moderated-kinds';
import { adminNames, latestModelWithTrainer, standingDecisions, type ModelRow } from '../../db/classifier-rows';
import { classifierScoresOf } from '../../db/classifier-score-rows';
import type { Db } from '../../db/client';
import type { ModelQuality } from './model-quality';
import { labelOf } from './train-model';

const EXCERPT = 140;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The stored model row as the screen shows it; `quality` is what measureQuality stored with it. */
function modelFigures(model: ModelRow): ClassifierQualityModel {
  const quality = model.quality as ModelQuality;
  const confusion: ClassifierQualityModel['confusion'] = [];
  for (const [team, row] of Object.entries(quality.confusion) as [ClassifierLabel, Record<ClassifierLabel, number>][])
    for (const [label, items] of Object.entries(row) as [ClassifierLabel, number][])
      confusion.push({ team, model: label, items });
  return {
    version: model.version,
    trainedAt: model.trainedAt.toISOString(),
    trainedBy: model.trainedBy ?? null,
    examples: model.examples,
    oldestDecisionAt: iso(model.oldestDecisionAt),
    newestDecisionAt: iso(model.newestDecisionAt),
    trainMs: model.trainMs,
    heldOut: quality.heldOut,
    labels: quality.labels,
    confusion,
    calibration: quality.calibration,
  };
}

/**
 * `/admins/classifier/quality`: the model in use and its held-out figures, and the decided items
 * whose latest score's top label is not the label of their standing decision, the model's most
 * confident first — where the model (or a moderator) is most likely wrong.
 */
export async function classifierQuality(
  db: Db,
  body: { page: number; pageSize: number },
): Promise<ApiReply<'/admins/classifier/quality'>> {
  const model = await latestModelWithTrainer(db);
  const decided = await standingDecisions(db);
  const disagreeing: (Omit<ClassifierDisagreement, 'decidedBy'> & { adminId: number })[] = [];
  for (const kind of RULE_TEXT_KINDS) {
    const items = decided.filter((d) => d.kind === kind);
    const scores = await classifierScoresOf(
      db,
      kind,
      items.map((d) => d.id),
    );
    for (const d of items) {
      const team = labelOf(d);
      const score = scores.get(d.id);
      if (team === null || !score || score.label === team) continue;
      disagreeing.push({
        kind,
        id: d.id,
        excerpt: d.text.length > EXCERPT ? `${d.text.slice(0, EXCERPT)}…` : d.text,
        teamLabel: team,
        modelLabel: score.label,
        probability: score.probability,
        adminId: d.adminId,
        decidedAt: d.at.toISOString(),
      });
    }
  }
  disagreeing.sort((a, b) => b.probability - a.probability || a.kind.localeCompare(b.kind) || a.id - b.id);
  const page = disagreeing.slice((body.page - 1) * body.pageSize, body.page * body.pageSize);
  const names = await adminNames(db, [...new Set(page.map((d) => d.adminId))]);
  return {
    model: model ? modelFigures(model) : null,
    disagreements: {
      total: disagreeing.length,
      page: body.page,
      pageSize: body.pageSize,
      list: page.map(({ adminId, ...d }) => ({ ...d, decidedBy: { id: adminId, name: names.get(adminId) ?? '' } })),
    },
  };
}
