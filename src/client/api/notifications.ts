import useSWR, { useSWRConfig } from 'swr';
import type { ApiReply } from '#contract/api';
import type { ClearableNotificationType, NotificationType } from '#contract/entities';
import { call } from './fetcher';

type ListReply = ApiReply<'/admins/notifications/list'>;

/** Cache key of one tab of the message box; every key starts with the endpoint path. */
export const notificationsKey = (type: NotificationType | null, pageSize: number) =>
  ['/admins/notifications/list', type, pageSize] as const;

export function listNotifications(type: NotificationType | null, pageSize: number): Promise<ListReply> {
  return call('/admins/notifications/list', type ? { type, pageSize } : { pageSize });
}

/**
 * One tab of the message box; also the unread counts of all three types. Off while `enabled` is
 * false. No polling: the live stream re-reads it when something arrives (live/use-live-stream.ts).
 */
export function useNotifications(type: NotificationType | null, pageSize: number, enabled = true) {
  return useSWR(enabled ? notificationsKey(type, pageSize) : null, () => listNotifications(type, pageSize), {
    revalidateOnFocus: true,
    // The bell and the workplace's todo card read one list: on a slow machine the card's screen
    // can mount seconds after the bell's answer, and SWR's default 2 s would ask again. What
    // changes the list re-reads it through mutate, which is never deduplicated.
    dedupingInterval: 15_000,
  });
}

/** How many todo items the workplace shows. */
export const TODO_PREVIEW = 5;

/**
 * The unread counts of all three types, which every list reply carries: read from the workplace's
 * todo list, so that a screen showing both the bell and the todo card asks once.
 */
export function useUnreadCounts(enabled: boolean) {
  return useNotifications('todo', TODO_PREVIEW, enabled).data?.unread;
}

const isMessageBoxKey = (key: unknown) => Array.isArray(key) && key[0] === '/admins/notifications/list';

/** Marks notifications read (by ids or a whole type), then refreshes every message-box list. */
export function useMarkNotificationsRead() {
  const { mutate } = useSWRConfig();
  return async (target: { ids: number[] } | { type: NotificationType }): Promise<void> => {
    await call('/admins/notifications/read', target);
    await mutate(isMessageBoxKey);
  };
}

/** Empties one tab (messages or notices), then refreshes every message-box list. */
export function useClearNotifications() {
  const { mutate } = useSWRConfig();
  return async (type: ClearableNotificationType): Promise<void> => {
    await call('/admins/notifications/clear', { type });
    await mutate(isMessageBoxKey);
  };
}
