import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { intArray, SNIPPET_LENGTH } from './moderation-sql';
import type { AccountStatus, AuditStatus, ReportTargetType } from '#contract/entities';
import type { Media, TargetPreview } from '#contract/api/moderation-rows';

/**
 * One UNION ALL branch per target type: what the preview of such a target shows. Every branch
 * names its columns, since whichever comes first names the union's.
 */
const S = sql.raw(String(SNIPPET_LENGTH));
const BRANCHES: Record<ReportTargetType, (ids: SQL) => SQL> = {
  account: (ids) => sql`SELECT 'account' AS type, id, version, id AS account_id, nickname AS snippet,
    '[]'::jsonb AS media, enabled, audit_status FROM accounts WHERE id = ANY(${ids})`,
  moment: (ids) => sql`SELECT 'moment' AS type, id, version, account_id, left(text, ${S}) AS snippet,
    media, enabled, audit_status FROM moments WHERE id = ANY(${ids})`,
  moment_comment: (ids) => sql`SELECT 'moment_comment' AS type, id, version, account_id, left(text, ${S}) AS snippet,
    '[]'::jsonb AS media, enabled, audit_status FROM moment_comments WHERE id = ANY(${ids})`,
  question: (ids) => sql`SELECT 'question' AS type, id, version, account_id, left(title, ${S}) AS snippet,
    '[]'::jsonb AS media, enabled, audit_status FROM questions WHERE id = ANY(${ids})`,
  question_reply: (ids) => sql`SELECT 'question_reply' AS type, id, version, account_id, left(text, ${S}) AS snippet,
    '[]'::jsonb AS media, enabled, audit_status FROM question_replies WHERE id = ANY(${ids})`,
  reply_comment: (ids) => sql`SELECT 'reply_comment' AS type, id, version, account_id, left(text, ${S}) AS snippet,
    '[]'::jsonb AS media, enabled, audit_status FROM reply_comments WHERE id = ANY(${ids})`,
  // An image message carries its picture's URL as its text.
  message: (ids) => sql`SELECT 'message' AS type, id, NULL::int AS version, from_account_id AS account_id,
    CASE WHEN kind = 'image' THEN '' ELSE left(text, ${S}) END AS snippet,
    CASE WHEN kind = 'image' THEN jsonb_build_array(jsonb_build_object('kind', 'image', 'url', text)) ELSE '[]'::jsonb END AS media,
    NULL::boolean AS enabled, NULL::text AS audit_status FROM messages WHERE id = ANY(${ids})`,
};

interface PreviewRow {
  type: ReportTargetType;
  id: number;
  version: number | null;
  account_id: number;
  snippet: string;
  media: Media[];
  enabled: boolean | null;
  audit_status: AuditStatus | null;
  a_nickname: string;
  a_avatar_url: string;
  a_status: AccountStatus;
  a_enabled: boolean;
}

export const targetKey = (type: ReportTargetType, id: number) => `${type}:${id}`;

/**
 * Previews of report targets of any mix of types, in one query: a branch per type present, each
 * an index lookup by id, joined once to the authors.
 */
export async function targetPreviews(
  db: Db,
  targets: { type: ReportTargetType; id: number }[],
): Promise<Map<string, TargetPreview>> {
  const byType = new Map<ReportTargetType, number[]>();
  for (const t of targets) byType.set(t.type, [...(byType.get(t.type) ?? []), t.id]);
  const out = new Map<string, TargetPreview>();
  if (byType.size === 0) return out;
  const branches = [...byType].map(([type, ids]) => BRANCHES[type](intArray([...new Set(ids)])));
  const rows = await queryRows<PreviewRow>(
    db,
    sql`SELECT t.*, a.nickname AS a_nickname, a.avatar_url AS a_avatar_url, a.status AS a_status, a.enabled AS a_enabled
        FROM (${sql.join(branches, sql` UNION ALL `)}) AS t JOIN accounts a ON a.id = t.account_id`,
  );
  for (const r of rows) {
    out.set(targetKey(r.type, r.id), {
      type: r.type,
      id: r.id,
      exists: true,
      version: r.version,
      accountId: r.account_id,
      author: {
        id: r.account_id,
        nickname: r.a_nickname,
        avatarUrl: r.a_avatar_url,
        status: r.a_status,
        enabled: r.a_enabled,
      },
      snippet: r.snippet,
      media: r.media,
      enabled: r.enabled,
      auditStatus: r.audit_status,
    });
  }
  return out;
}

/** What a report shows when its target is gone. */
export function missingTarget(type: ReportTargetType, id: number): TargetPreview {
  return {
    type,
    id,
    exists: false,
    version: null,
    accountId: null,
    author: null,
    snippet: '',
    media: [],
    enabled: null,
    auditStatus: null,
  };
}
