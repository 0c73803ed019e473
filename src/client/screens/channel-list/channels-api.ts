import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import type { ApiCallError } from '../../api/api-error';
import { callHandled } from '../../api/call-handled';
import { readList } from '../../ui/list/list-read';

export type ChannelListBody = ApiBody<'/admins/apk-channel-list'>;
export type ChannelSaveBody = ApiBody<'/admins/apk-channel'>;

export const channelListKey = (body: ChannelListBody) => ['/admins/apk-channel-list', JSON.stringify(body)] as const;

export function useChannelList(body: ChannelListBody) {
  return useSWR<ApiReply<'/admins/apk-channel-list'>, Error>(
    channelListKey(body),
    () => readList('/admins/apk-channel-list', body),
    { keepPreviousData: true },
  );
}

/** Create (no id) or update (id + expectedVersion); the form shows 40000 / 40900 itself. */
export function saveChannel(
  body: ChannelSaveBody,
  handles: (err: ApiCallError) => boolean,
): Promise<ApiReply<'/admins/apk-channel'>> {
  return callHandled('/admins/apk-channel', body, handles);
}

export function useRefreshChannels() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === '/admins/apk-channel-list');
}
