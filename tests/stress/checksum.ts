import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';

/** Tables whose rows a refused request must leave untouched; the logs are expected to grow. */
const CHECKED = [
  'accounts',
  'moments',
  'moment_comments',
  'questions',
  'question_replies',
  'reply_comments',
  'about_answers',
  'avatar_certs',
  'messages',
  'reports',
  'orders',
  'refunds',
  'apk_channels',
  'admins',
  'notifications',
  'queue_leases',
];

/** One md5 over every checked table, plus the session columns a write could change. */
export async function databaseChecksum(db: Db): Promise<string> {
  const parts = CHECKED.map(
    (t) => sql`(SELECT coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') FROM ${sql.identifier(t)} x)`,
  );
  const [row] = await queryRows<{ sum: string }>(
    db,
    sql`SELECT md5(${sql.join(parts, sql` || `)} ||
      (SELECT coalesce(string_agg(id || active_role || coalesce(revoked_at::text, '') || coalesce(reauth_at::text, ''), ',' ORDER BY id), '') FROM admin_sessions)) AS sum`,
  );
  return row!.sum;
}
