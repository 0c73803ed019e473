import { eq } from 'drizzle-orm';
import { accounts } from './schema/content';
import type { Db } from './client';
import { commonWhere, containsAny, iso, sortKeyOf, timeRange, whenDefined } from './moderation-sql';
import type { FetchQuery, Keyed, ListSource } from './moderation-list-query';
import type { AccountFilters } from '../../contract/api/moderation-filters';
import type { AccountRow } from '../../contract/api/moderation-rows';

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

async function fetchAccountsWith(db: Db, q: FetchQuery, mask: boolean): Promise<Keyed<AccountRow>[]> {
  const t = accounts;
  const rows = await db
    .select({ a: t, key: sortKeyOf(t.createdAt) })
    .from(t)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  return rows.map(({ a, key }) => ({
    id: a.id,
    key,
    row: {
      id: a.id,
      version: a.version,
      enabled: a.enabled,
      auditStatus: a.auditStatus,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
      nickname: a.nickname,
      avatarUrl: a.avatarUrl,
      gender: a.gender,
      phone: mask ? maskPhone(a.phone) : a.phone,
      email: a.email,
      status: a.status,
      certified: a.certified,
      source: a.source,
      vip: a.vip,
      registeredAt: iso(a.registeredAt),
      lastActiveAt: iso(a.lastActiveAt),
      momentCount: a.momentCount,
      questionCount: a.questionCount,
      reportCount: a.reportCount,
    },
  }));
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
