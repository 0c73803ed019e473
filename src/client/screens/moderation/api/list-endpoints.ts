import type { ApiBody, ApiReply } from '#contract/api';
import { readList } from '#client/ui/list/list-read';

/** The ten list endpoints of the account list and the audit center. */
export type ListPath =
  | '/admins/account-list/get'
  | '/admins/moment-list/get'
  | '/admins/moment-comment-list/get'
  | '/admins/question-list/get'
  | '/admins/question-reply-list/get'
  | '/admins/reply-comment-list/get'
  | '/admins/message-list/get'
  | '/admins/report-list/get'
  | '/admins/avatar-cert-list/get'
  | '/admins/about-account-list/get';

export type ListRow<P extends ListPath> = ApiReply<P>['list'][number];

/** One page of a list. `filters` come from the URL, already converted to the contract's types. */
export function fetchListPage<P extends ListPath>(
  path: P,
  filters: Record<string, unknown>,
  page: number,
  pageSize: number,
  order: 'asc' | 'desc',
) {
  const sort = { field: path === '/admins/message-list/get' ? 'sentAt' : 'createdAt', order };
  // The filter record was built from this list's FilterDefs; the server validates it strictly.
  const body = { filters, page, pageSize, sort } as unknown as ApiBody<P>;
  return readList(path, body);
}

/** swr key of a list page; every key starts with the endpoint path. */
export const listKey = (
  path: ListPath,
  filters: Record<string, unknown>,
  page: number,
  pageSize: number,
  order: string,
) => [path, JSON.stringify(filters), page, pageSize, order] as const;
