import { queryText, type Db } from './client';
import { withPerRow, type ListSource } from './moderation-list-query';
import type { RuleAction, RuleContentKind, RuleHitRef, RuleKind } from '#contract/rules/rule-kinds';

/** The rule hits of the rows of kind `kind` whose ids are `ids` (two parameter placeholders), a row a hit. */
export const ruleHitsSelect = (kind: string, ids: string) =>
  `SELECT h.content_id, r.id AS rule_id, r.name, r.kind, r.pattern, h.action, r.leet, r.exceptions, r.exception_pattern
 FROM rule_hits h JOIN rules r ON r.id = h.rule_id
 WHERE h.content_kind = ${kind} AND h.content_id = ANY(${ids}::int[])`;

const RULE_HITS = `${ruleHitsSelect('$1', '$2')}
 ORDER BY h.content_id, r.id`;

export interface RawRuleHit {
  content_id: number;
  rule_id: number;
  name: string;
  kind: RuleKind;
  pattern: string;
  action: RuleAction;
  leet: boolean;
  exceptions: string[];
  exception_pattern: string;
}

const ruleHitOf = (r: RawRuleHit): RuleHitRef => ({
  ruleId: r.rule_id,
  name: r.name,
  kind: r.kind,
  pattern: r.pattern,
  action: r.action,
  leet: r.leet,
  exceptions: r.exceptions,
  exceptionPattern: r.exception_pattern,
});

/** Hits by row id, in the order they come. */
export function hitsByRow(rows: RawRuleHit[]): Map<number, RuleHitRef[]> {
  const out = new Map<number, RuleHitRef[]>();
  for (const r of rows) {
    const list = out.get(r.content_id);
    if (list) list.push(ruleHitOf(r));
    else out.set(r.content_id, [ruleHitOf(r)]);
  }
  return out;
}

/** The rules that matched each of these rows, by row id (one statement text, sent as it is: see queryText). */
export async function ruleHitsOf(db: Db, kind: RuleContentKind, ids: number[]): Promise<Map<number, RuleHitRef[]>> {
  if (ids.length === 0) return new Map();
  return hitsByRow(await queryText<RawRuleHit>(db, RULE_HITS, [kind, ids]));
}

/**
 * The source with each fetched row carrying its rule hits (one more indexed query per page), so
 * every list, lease and update reply of the kind shows them.
 */
export function withRuleHits<F, R extends { ruleHits?: RuleHitRef[] | undefined }>(
  kind: RuleContentKind,
  source: ListSource<F, R>,
): ListSource<F, R> {
  return withPerRow(
    source,
    (db, ids) => ruleHitsOf(db, kind, ids),
    (row, hits) => {
      row.ruleHits = hits ?? [];
    },
  );
}
