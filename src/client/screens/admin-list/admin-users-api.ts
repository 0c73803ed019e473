import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiPath, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';
import { callHandled } from '../../api/call-handled';
import { isReauthRequired, validationField } from '../../api/call-error';
import { readList } from '../../ui/list/list-read';

export type AdminListBody = ApiBody<'/admins/admin-list'>;

export function useAdminList(body: AdminListBody) {
  return useSWR<ApiReply<'/admins/admin-list'>, Error>(
    ['/admins/admin-list', JSON.stringify(body)],
    () => readList('/admins/admin-list', body),
    {
      keepPreviousData: true,
    },
  );
}

export function useAdminSessions(adminId: number | null) {
  return useSWR(adminId === null ? null : ['/admins/admin/sessions', adminId], () =>
    call('/admins/admin/sessions', { adminId: adminId!, includeEnded: false }),
  );
}

/**
 * An admin-account write. REAUTH_REQUIRED is answered by the dialog's password prompt and a
 * `field: rule` 40000 by the message under that field, so neither is toasted.
 */
export function adminWrite<
  P extends
    | '/admins/admin/create'
    | '/admins/admin/roles'
    | '/admins/admin/disable'
    | '/admins/admin/reset-password'
    | '/admins/admin/session-revoke',
>(path: P, body: ApiBody<P>): Promise<ApiReply<P>> {
  return callHandled(path, body, (err) => isReauthRequired(err) || validationField(err) !== null);
}

/** After a write: the admin list and any open sessions list are stale. */
export function useRefreshAdmins() {
  const { mutate } = useSWRConfig();
  const paths: readonly ApiPath[] = ['/admins/admin-list', '/admins/admin/sessions'];
  return () => mutate((key) => Array.isArray(key) && paths.includes(key[0] as ApiPath));
}
