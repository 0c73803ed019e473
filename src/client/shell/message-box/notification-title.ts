import type { Notification } from '#contract/api/notifications';
import { ROUTES } from '#contract/routes';
import type { MessageKey, Translate } from '../../i18n/message-key';

/**
 * A todo's title in the reader's language: todos point at a queue, so the queue's own menu name
 * says what waits there. Other notifications carry their author's text as written.
 */
export function notificationTitle(item: Notification, t: Translate): string {
  if (item.type !== 'todo') return item.title;
  const route = ROUTES.find((r) => r.path === item.link.split('?')[0]);
  return route ? t('messageBox.todoTitle', { screen: t(route.locale as MessageKey) }) : item.title;
}
