/**
 * The statement the server sends for the benches' queue page (pending moments, newest first, 50
 * rows and one more to tell whether a next page exists), as moderation-row-sql.ts and pageRows
 * write it. `status` is the SQL for the audit status: a literal for pgbench, `$1` for node-pg.
 */
export const queuePageStatement = (
  status,
) => `SELECT moments.id, moments.version, moments.enabled, moments.audit_status,
 moments.created_at, moments.updated_at, moments.risk_score, moments.risk_parts, moments.account_id, author.id AS author_id, author.nickname AS author_nickname,
 author.avatar_url AS author_avatar_url, author.status AS author_status, author.enabled AS author_enabled, moments.text,
 moments.media, moments.like_count, moments.comment_count
 FROM moments JOIN accounts author ON author.id = moments.account_id
 WHERE "moments"."audit_status" = ${status} ORDER BY "moments"."created_at" desc, "moments"."id" desc LIMIT 51`;
