import { sql } from 'drizzle-orm';
import * as C from './account-columns';
import { registrationBuckets } from './registration-curve';
import { riskColumns } from './risk-columns';
import { timed, type SeedContext } from './seed-context';
import { below, chance, unit } from './sql-expr';
import { SALT } from './salts';
import { afterBefore, certStatus, hasCert } from './row-status';
import { RECENT_ACCOUNT_SHARE, olderAccountCount } from './sizes';

/**
 * Accounts, ids in registration order. The registration curve is made in Node (hourly buckets)
 * and sent as arrays; SQL expands each bucket into its accounts with generate_series.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { sizes } = ctx;
  const recent = Math.round(sizes.accounts * RECENT_ACCOUNT_SHARE);
  const buckets = registrationBuckets(sizes.accounts, recent, new Date(ctx.nowMs));
  const rows = selectAccounts(ctx);

  let from = 0;
  while (from < buckets.count.length) {
    let to = from;
    let n = 0;
    while (to < buckets.count.length && n < ctx.chunkRows) n += buckets.count[to++] ?? 0;
    const part = <T>(xs: T[]) => sql.param(xs.slice(from, to));
    const expanded = sql`SELECT b.base + k AS id,
        to_timestamp((b.start_ms + (k - 1 + ${sql.raw(unit('b.base + k', SALT.regJitter))}) * b.length_ms / b.cnt) / 1000.0) AS reg
      FROM unnest(${part(buckets.startMs)}::float8[], ${part(buckets.lengthMs)}::float8[], ${part(buckets.count)}::int[],
                  ${part(buckets.base)}::int[]) AS b(start_ms, length_ms, cnt, base),
           generate_series(1, b.cnt) k`;
    await timed(ctx, 'accounts', n, () =>
      ctx.db.execute(sql`${sql.raw(rows.head)} (${expanded}) ${sql.raw(rows.tail)}`),
    );
    from = to;
  }
}

function selectAccounts(ctx: SeedContext): { head: string; tail: string } {
  const { sizes, now, model } = ctx;
  const attributes = `SELECT id, reg, ${model.isZh('id')} AS zh, ${C.genderOf('id')} AS gender, ${below('id', SALT.nameStyle, 100)} AS style,
      ${C.accountStatus()} AS status, ${C.accountAudit(sizes.accounts)} AS audit,
      ${model.activity.lastActiveAt('id', 'reg', now)} AS last_active
    FROM`;
  const head = `INSERT INTO accounts (id, version, enabled, audit_status, created_at, updated_at, nickname, avatar_url, gender,
      phone, email, status, certified, source, vip, registered_at, last_active_at, moment_count, question_count, report_count,
      risk_parts, risk_score)
    SELECT a.id, 1 + (audit <> 'PENDING')::int + (NOT enabled)::int, enabled, audit, reg,
      CASE WHEN audit = 'PENDING' THEN reg ELSE ${afterBefore('reg', now, (u) => `(30 + 1440 * ${u}) / 1440.0`, 'a.id', SALT.review)} END,
      nickname, '/media/avatar/' || a.id || '.svg', gender, phone, email, status, certified, source, coalesce(c.vip, false),
      reg, last_active, coalesce(c.moments, 0), coalesce(c.questions, 0), coalesce(c.reports, 0), ${riskColumns('reg', 'reg')}
    FROM (SELECT id, reg, zh, gender, status, audit, last_active,
        status NOT IN ('BANNED', 'DELETED') AND NOT ${chance('id', SALT.accountEnabled, 0.02)} AS enabled,
        ${C.nickname()} AS nickname, ${C.phone()} AS phone, ${C.email()} AS email, ${C.source(olderAccountCount(sizes))} AS source,
        (${hasCert('id', sizes.avatarCertShare)} AND ${certStatus('id')} = 'APPROVED') AS certified
      FROM (${attributes}`;
  const tail = `s OFFSET 0) p OFFSET 0) a
    LEFT JOIN seed_account_counts c ON c.id = a.id`;
  return { head, tail };
}
