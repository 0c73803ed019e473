import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { ErrorCode } from '#contract/error-codes';
import type { SavedView } from '#contract/api/saved-views';
import { ApiCallError } from '../api/api-error';
import { call } from '../api/fetcher';
import { callHandled } from '../api/call-handled';

/** One cache entry for every view the caller may see: the palette and each list's menu read it. */
export const viewsKey = ['/admins/views/list'] as const;

export function useSavedViews(enabled = true) {
  return useSWR<ApiReply<'/admins/views/list'>, Error>(
    enabled ? viewsKey : null,
    () => call('/admins/views/list', {}),
    {
      revalidateOnFocus: false,
    },
  );
}

export function useRefreshViews() {
  const { mutate } = useSWRConfig();
  return () => mutate(viewsKey);
}

/** Saves a view; a 40000 (a taken name) is for the dialog to say under its field. */
export function saveView(body: ApiBody<'/admins/views/save'>): Promise<SavedView> {
  return callHandled('/admins/views/save', body, (err) => err.code === ErrorCode.VALIDATION);
}

export function deleteView(id: number): Promise<ApiReply<'/admins/views/delete'>> {
  return call('/admins/views/delete', { id });
}

/** Why a shared link's view cannot be shown, in words the caller can act on. */
export type ViewRefusal = 'denied' | 'missing';

/**
 * The view behind a shared link. A view of a list the caller's role may not open (40300) or one
 * gone or private (40400) is answered with its refusal, which the screen says in words, instead of
 * the fetcher's generic toast.
 */
export async function openSharedView(id: number): Promise<SavedView | ViewRefusal> {
  try {
    return await callHandled('/admins/views/get', { id }, (err) =>
      [ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND].includes(err.code as 40300 | 40400),
    );
  } catch (err) {
    if (err instanceof ApiCallError && err.code === ErrorCode.FORBIDDEN) return 'denied';
    if (err instanceof ApiCallError && err.code === ErrorCode.NOT_FOUND) return 'missing';
    throw err;
  }
}
