import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';
import { callHandled } from '../../api/call-handled';
import { isReauthRequired, validationField } from '../../api/call-error';

const LIST = '/admins/api-tokens/list';

export function useApiTokens(includeEnded: boolean) {
  return useSWR<ApiReply<typeof LIST>, Error>([LIST, includeEnded], () => call(LIST, { includeEnded }));
}

/** REAUTH_REQUIRED is answered by the dialog's password prompt and a field's 40000 under the field, so neither is toasted. */
export function createApiToken(body: ApiBody<'/admins/api-tokens/create'>) {
  return callHandled(
    '/admins/api-tokens/create',
    body,
    (err) => isReauthRequired(err) || validationField(err) !== null,
  );
}

export function revokeApiToken(tokenId: number) {
  return call('/admins/api-tokens/revoke', { tokenId });
}

export function useRefreshApiTokens() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === LIST);
}
