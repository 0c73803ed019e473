/**
 * The statements the server sends for the benches' queue page (pending moments, newest first, 50
 * rows and one more to tell whether a next page exists), as moderation-row-sql.ts, pageRows,
 * rule-hit-rows.ts and keyset.ts cappedCount write them. `status` is the SQL for the audit status:
 * a literal for pgbench, `$1` for node-pg.
 */
export const queuePageStatement = (
  status,
) => `SELECT moments.id, moments.version, moments.enabled, moments.audit_status,
 moments.created_at, moments.updated_at, moments.risk_score, moments.risk_parts, moments.account_id, author.id AS author_id, author.nickname AS author_nickname,
 author.avatar_url AS author_avatar_url, author.status AS author_status, author.enabled AS author_enabled, moments.text,
 moments.media, moments.like_count, moments.comment_count
 FROM moments JOIN accounts author ON author.id = moments.account_id
 WHERE "moments"."audit_status" = ${status} ORDER BY "moments"."created_at" desc, "moments"."id" desc LIMIT 51`;

/** The rules that matched the page's rows (`$1`: their ids), which every row of the reply carries. */
export const ruleHitsStatement = `SELECT h.content_id, r.id AS rule_id, r.name, r.kind, r.pattern, h.action, r.leet, r.exceptions, r.exception_pattern
 FROM rule_hits h JOIN rules r ON r.id = h.rule_id
 WHERE h.content_kind = 'moment' AND h.content_id = ANY($1::int[])
 ORDER BY h.content_id, r.id`;

/** The reply's capped total (exact up to 10 000), which the server counts at most once per 2 s. */
export const cappedTotalStatement = `SELECT count(*)::int AS n FROM (SELECT 1 FROM moments WHERE "moments"."audit_status" = $1 LIMIT 10001) capped`;

/**
 * The rule hits, classifier scores and waves of the page's rows in one statement, as
 * db/text-row-reads.ts sends it for a text kind's rows (`$1`: the kind; `$2`–`$4`: the ids).
 */
export const rowReadsStatement = `SELECT
 (SELECT coalesce(json_agg(x ORDER BY x.content_id, x.rule_id), '[]') FROM (SELECT h.content_id, r.id AS rule_id, r.name, r.kind, r.pattern, h.action, r.leet, r.exceptions, r.exception_pattern
 FROM rule_hits h JOIN rules r ON r.id = h.rule_id
 WHERE h.content_kind = $1 AND h.content_id = ANY($2::int[])) x) AS hits,
 (SELECT coalesce(json_agg(x), '[]') FROM (SELECT item_id, model_version, top_label, top_probability, drivers FROM classifier_scores
 WHERE kind = $1 AND item_id = ANY($3::bigint[])) x) AS scores,
 (SELECT coalesce(json_agg(x), '[]') FROM (SELECT p.item_id, w.id, w.kind, w.size, w.pending, w.accounts, w.first_at::text AS first_at, w.last_at::text AS last_at,
  wave_per_minute(w.size, w.first_at, w.last_at)::float8 AS per_minute FROM wave_prints p JOIN waves w ON w.id = p.wave_id
 WHERE p.kind = $1 AND p.item_id = ANY($4::bigint[]) AND w.size >= 3) x) AS waves`;
