import { asc, desc, getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { decodeCursor, fitsInteger, notOurs } from './keyset';
import type { QueueOrder } from '#contract/risk';
import type { ClassifierLabel } from '#contract/classifier';
import { ruleKindOfTable } from './rule-hit-filter';

/**
 * An order as the server runs it: a queue order, where "by a label's score" carries its label
 * (the queue's wire order says `label`, and its filters name which).
 */
export type ListOrder = Exclude<QueueOrder, 'label'> | { label: ClassifierLabel };

/** What an order needs of a list: its table, id and creation time. */
interface Ordered {
  table: PgTable;
  id: AnyColumn;
  sort: AnyColumn;
}

/** `(-risk_score)`, the expression the `…_risk_idx` indexes hold (schema/columns.ts riskRank). */
function riskRankOf(source: Ordered): SQL {
  const column = getTableColumns(source.table)['riskScore'];
  if (!column) throw new Error(`${source.table._.name} has no risk score`);
  return sql`(-${column})`;
}

/**
 * The classifier's probability for `label` of a row, 0 while it is unscored: the key of the order
 * by a label's score. A look-up by the scores' primary key per row; the queues it orders are the
 * pending items a filter on the same label (at least 0.5 unless given) has already narrowed.
 */
export function labelScoreOf(source: Ordered, label: ClassifierLabel): SQL {
  const table = getTableName(source.table);
  const kind = ruleKindOfTable(table);
  if (kind === null || kind === 'account') throw new Error(`${table} is not scored by the classifier`);
  return sql`coalesce((SELECT (s.probabilities->>${label})::real FROM classifier_scores s
    WHERE s.kind = ${kind} AND s.item_id = ${source.id}), 0)`;
}

/**
 * ORDER BY of a list or queue: by creation time either way, or by risk — the riskiest first and,
 * at an equal score, the oldest; `asc` with `byRisk` is the exact reverse — or by a label's score,
 * the highest first and, at an equal score, the oldest.
 */
export function orderByOf(source: Ordered, order: ListOrder): SQL[] {
  if (typeof order === 'object') return [desc(labelScoreOf(source, order.label)), asc(source.id)];
  if (order === 'risk') return [asc(riskRankOf(source)), asc(source.id)];
  const dir = order === 'asc' ? asc : desc;
  return [dir(source.sort), dir(source.id)];
}

/**
 * A page of a list in risk order (`direction` desc: the riskiest first). The cursor's value is
 * the last row's score; the page starts after it by one row comparison on the index's own
 * expression, so a page deep in a band of equal scores costs what the first page does.
 */
export function riskPageClauses(
  source: Ordered,
  direction: 'asc' | 'desc',
  cursor: string | undefined,
): { where: SQL | undefined; orderBy: SQL[] } {
  const rank = riskRankOf(source);
  const riskiestFirst = direction === 'desc';
  const dir = riskiestFirst ? asc : desc;
  const orderBy = [dir(rank), dir(source.id)];
  if (cursor === undefined) return { where: undefined, orderBy };
  const c = decodeCursor(cursor);
  if (!fitsInteger(c.v) || !fitsInteger(c.id)) throw notOurs();
  const after = -c.v;
  const where = riskiestFirst
    ? sql`(${rank}, ${source.id}) > (${after}, ${c.id})`
    : sql`(${rank}, ${source.id}) < (${after}, ${c.id})`;
  return { where, orderBy };
}
