import type { ApiReply } from '#contract/api';
import type { ListPath } from '#contract/moderated-kinds';
import { ServerCheckedBody } from '#client/api/server-checked-body';
import { readList } from '#client/ui/list/list-read';

/** The list endpoints of the account list and the audit center: one for each moderated kind. */
export type { ListPath } from '#contract/moderated-kinds';

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
  return readList(path, new ServerCheckedBody({ filters, page, pageSize, sort }));
}

/** swr key of a list page; every key starts with the endpoint path. */
export const listKey = (
  path: ListPath,
  filters: Record<string, unknown>,
  page: number,
  pageSize: number,
  order: string,
) => [path, JSON.stringify(filters), page, pageSize, order] as const;
