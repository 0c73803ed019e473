import { eq, sql } from 'drizzle-orm';
import { accounts } from './schema/content';
import type { Db } from './client';
import { commonWhere, containsAny, timeRange, whenDefined } from './moderation-sql';
import { moderatableColumns, moderatableOf, type RawModeratable } from './moderation-row-sql';
import { isoOfTimestamp, isoOfTimestampOrNull } from './pg-timestamp';
import { pageRows, type FetchQuery, type Keyed, type ListSource } from './moderation-list-query';
import type { AccountFilters } from '#contract/api/moderation-filters';
import type { AccountRow } from '#contract/api/moderation-rows';

/**
 * `+86 138 0000 1000` → `+86 1** **** 1000`: every digit but the first three and the last four
 * is starred, so a moderator can tell numbers apart without reading them.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  if (digits <= 7) return phone.replace(/\d/g, '*');
  let seen = 0;
  return phone.replace(/\d/g, (d) => {
    seen += 1;
    return seen <= 3 || seen > digits - 4 ? d : '*';
  });
}

export function accountWhere(f: AccountFilters) {
  const t = accounts;
  return [
    ...commonWhere({ ...t, accountId: t.id }, { ...f, text: undefined }, []),
    containsAny([t.nickname, t.email], f.text),
    whenDefined(f.status, (v) => eq(t.status, v)),
    whenDefined(f.source, (v) => eq(t.source, v)),
    whenDefined(f.certified, (v) => eq(t.certified, v)),
    whenDefined(f.vip, (v) => eq(t.vip, v)),
    ...timeRange(t.registeredAt, f.registeredFrom, f.registeredTo),
    containsAny([t.nickname], f.nickname),
    containsAny([t.phone], f.phone),
  ].filter((c) => c !== undefined);
}

// `suspended_in_force` is `app_account_standing.suspended_until`, compared with the same clock.
const ACCOUNTS = sql.raw(
  `SELECT ${moderatableColumns('accounts')}, nickname, avatar_url, gender, phone, email, status, ` +
    'CASE WHEN suspended_until > now() THEN suspended_until END AS suspended_in_force, certified, source, vip, ' +
    'registered_at, last_active_at, moment_count, question_count, report_count FROM accounts',
);

interface RawAccount extends RawModeratable {
  nickname: string;
  avatar_url: string;
  gender: AccountRow['gender'];
  phone: string;
  email: string;
  status: AccountRow['status'];
  suspended_in_force: string | null;
  certified: boolean;
  source: string;
  vip: boolean;
  registered_at: string;
  last_active_at: string;
  moment_count: number;
  question_count: number;
  report_count: number;
}

async function fetchAccountsWith(db: Db, q: FetchQuery, mask: boolean): Promise<Keyed<AccountRow>[]> {
  const rows = await pageRows<RawAccount>(db, ACCOUNTS, q);
  return rows.map((a) => {
    const row: AccountRow = Object.assign(moderatableOf(a), {
      nickname: a.nickname,
      avatarUrl: a.avatar_url,
      gender: a.gender,
      phone: mask ? maskPhone(a.phone) : a.phone,
      email: a.email,
      status: a.status,
      suspendedUntil: isoOfTimestampOrNull(a.suspended_in_force),
      certified: a.certified,
      source: a.source,
      vip: a.vip,
      registeredAt: isoOfTimestamp(a.registered_at),
      lastActiveAt: isoOfTimestamp(a.last_active_at),
      momentCount: a.moment_count,
      questionCount: a.question_count,
      reportCount: a.report_count,
    });
    return { id: a.id, key: row.createdAt, row };
  });
}

/** Lists mask the phone. */
export const accountSource: ListSource<AccountFilters, AccountRow> = {
  table: accounts,
  id: accounts.id,
  sort: accounts.createdAt,
  where: accountWhere,
  fetch: (db, q) => fetchAccountsWith(db, q, true),
};

/** Account info shows the whole phone. */
export const accountDetailSource: ListSource<AccountFilters, AccountRow> = {
  ...accountSource,
  fetch: (db, q) => fetchAccountsWith(db, q, false),
};
