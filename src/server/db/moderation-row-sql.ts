import { sql } from 'drizzle-orm';
import type { AccountStatus, AuditStatus } from '#contract/entities';
import type { Author } from '#contract/api/moderation-rows';
import type { RiskParts } from '#contract/risk';
import { isoOfTimestamp } from './pg-timestamp';
import { SNIPPET_LENGTH } from './moderation-sql';

/**
 * The moderation lists read their rows with SELECT lists written out here and map the raw rows by
 * hand. A drizzle select of twenty-odd joined columns, built and mapped per request, cost more
 * node time than everything else a 50-row page does (≈0.9 of 2.1 ms of CPU at 1M moments). The
 * where-clauses stay drizzle's, on the real table names, so the FROM clauses below do not alias
 * the listed table. Every column named here is read back by the API tests of its list.
 */

/** The fields every moderatable row shares, from table `t`. */
export const moderatableColumns = (t: string) =>
  `${t}.id, ${t}.version, ${t}.enabled, ${t}.audit_status, ${t}.created_at, ${t}.updated_at, ${t}.risk_score, ${t}.risk_parts`;

export interface RawModeratable {
  id: number;
  version: number;
  enabled: boolean;
  audit_status: AuditStatus;
  created_at: string;
  updated_at: string;
  risk_score: number;
  risk_parts: RiskParts;
}

export function moderatableOf(r: RawModeratable) {
  return {
    id: r.id,
    version: r.version,
    enabled: r.enabled,
    auditStatus: r.audit_status,
    createdAt: isoOfTimestamp(r.created_at),
    updatedAt: isoOfTimestamp(r.updated_at),
    riskScore: r.risk_score,
    riskParts: r.risk_parts,
  };
}

/** The author chip of the account joined as `a`, its columns named `<p>_id`, `<p>_nickname`, … */
export const authorColumns = (a: string, p: string) =>
  `${a}.id AS ${p}_id, ${a}.nickname AS ${p}_nickname, ${a}.avatar_url AS ${p}_avatar_url, ` +
  `${a}.status AS ${p}_status, ${a}.enabled AS ${p}_enabled`;

export type RawAuthor<P extends string> = Record<`${P}_id`, number> &
  Record<`${P}_nickname` | `${P}_avatar_url`, string> &
  Record<`${P}_status`, AccountStatus> &
  Record<`${P}_enabled`, boolean>;

/**
 * Reads the author columns named `<p>_…`. The keys are built once per prefix: a key built per row
 * and a spread per row (`{...a, b}`) made mapping a page ten times slower than object literals,
 * which is why rows here are literals joined with Object.assign.
 */
export function authorReader<P extends string>(p: P): (r: RawAuthor<P>) => Author {
  const [id, nickname, avatarUrl, status, enabled] = ['id', 'nickname', 'avatar_url', 'status', 'enabled'].map(
    (c) => `${p}_${c}`,
  ) as [string, string, string, string, string];
  return (r) => {
    // TypeScript cannot index a mapped intersection by a built key; RawAuthor<P> checks the callers.
    const c = r as unknown as Record<string, unknown>;
    return {
      id: c[id] as number,
      nickname: c[nickname] as string,
      avatarUrl: c[avatarUrl] as string,
      status: c[status] as AccountStatus,
      enabled: c[enabled] as boolean,
    };
  };
}

/** The item a comment or reply hangs under (joined as `parent`), its snippet from `snippetColumn`. */
export const parentColumns = (snippetColumn: string) =>
  `parent.id AS parent_id, parent.account_id AS parent_account_id, left(parent.${snippetColumn}, ${SNIPPET_LENGTH}) AS parent_snippet, ` +
  'parent.enabled AS parent_enabled, parent.audit_status AS parent_audit_status';

export interface RawParent {
  parent_id: number;
  parent_account_id: number;
  parent_snippet: string;
  parent_enabled: boolean;
  parent_audit_status: AuditStatus;
}

export const parentOf = (r: RawParent) => ({
  id: r.parent_id,
  accountId: r.parent_account_id,
  snippet: r.parent_snippet,
  enabled: r.parent_enabled,
  auditStatus: r.parent_audit_status,
});

/** A content row's own columns: the moderatable ones, its account and that account as `author_…`. */
export type RawContent = RawModeratable & RawAuthor<'author'> & { account_id: number };

/** `SELECT` of a content table with its author joined, then `columns`; `joins` may add a parent. */
export const selectWithAuthor = (table: string, columns: string, joins = '') =>
  sql.raw(
    `SELECT ${moderatableColumns(table)}, ${table}.account_id, ${authorColumns('author', 'author')}, ${columns} ` +
      `FROM ${table} JOIN accounts author ON author.id = ${table}.account_id${joins}`,
  );

const authorOfContent = authorReader('author');

/** What every content row starts with: its moderatable fields, its account and author. */
export function contentOf(r: RawContent) {
  return Object.assign(moderatableOf(r), { accountId: r.account_id, author: authorOfContent(r) });
}
