import { eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditStatus } from '#contract/entities';
import { classifierWhere, matchedRuleWhere } from './rule-hit-filter';
import type { ClassifierLabel } from '#contract/classifier';

/** One array parameter, `= ANY(...)`-ready; drizzle would otherwise spread a JS array into a list. */
export const intArray = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;

/** `col = ANY($1::int[])`: one parameter whatever the count, so the plan is cached. */
export const idIn = (col: AnyColumn, ids: readonly number[]) => sql`${col} = ANY(${intArray(ids)})`;

/** LIKE pattern for "contains": the user's `%`, `_` and `\` match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function containsAny(cols: AnyColumn[], text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  const pattern = containsPattern(text);
  return or(...cols.map((c) => sql`${c} ILIKE ${pattern}`));
}

export const SNIPPET_LENGTH = 140;

export function timeRange(col: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const out: SQL[] = [];
  if (from !== undefined) out.push(gte(col, new Date(from)));
  if (to !== undefined) out.push(lt(col, new Date(to)));
  return out;
}

export function whenDefined<T>(value: T | undefined, clause: (v: T) => SQL | undefined): SQL | undefined {
  return value === undefined ? undefined : clause(value);
}

/** The filters every moderatable list shares, on the columns of one table. */
export interface CommonColumns {
  id: AnyPgColumn;
  enabled: AnyPgColumn;
  auditStatus: AnyPgColumn;
  accountId: AnyPgColumn;
  createdAt: AnyPgColumn;
}
export interface CommonFilters {
  id?: number | undefined;
  enabled?: boolean | undefined;
  auditStatus?: AuditStatus | undefined;
  accountId?: number | undefined;
  text?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** Rows this rule matched (lists whose text rules read). */
  ruleId?: number | undefined;
  /** Rows the classifier gives this label at least `classifierMin` (lists of the text kinds). */
  classifierLabel?: ClassifierLabel | undefined;
  classifierMin?: number | undefined;
}

export function commonWhere(t: CommonColumns, f: CommonFilters, textCols: AnyColumn[]): SQL[] {
  return [
    whenDefined(f.id, (v) => eq(t.id, v)),
    whenDefined(f.enabled, (v) => eq(t.enabled, v)),
    whenDefined(f.auditStatus, (v) => eq(t.auditStatus, v)),
    whenDefined(f.accountId, (v) => eq(t.accountId, v)),
    containsAny(textCols, f.text),
    ...timeRange(t.createdAt, f.createdFrom, f.createdTo),
    matchedRuleWhere(t.id, f.ruleId),
    classifierWhere(t.id, f.classifierLabel, f.classifierMin),
  ].filter((c): c is SQL => c !== undefined);
}

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
