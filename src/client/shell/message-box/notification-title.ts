import type { Notification } from '#contract/api/notifications';
import { ROUTES } from '#contract/routes';
import type { MessageKey, Translate } from '../../i18n/message-key';
import type { Locale } from '../../i18n/locales';
import { formatDateTime } from '../../i18n/format';

/**
 * A todo's title in the reader's language: todos point at a queue, so the queue's own menu name
 * says what waits there. Other notifications carry their author's text as written.
 */
export function notificationTitle(item: Notification, t: Translate): string {
  if (item.type !== 'todo') return item.title;
  const route = ROUTES.find((r) => r.path === item.link.split('?')[0]);
  return route ? t('messageBox.todoTitle', { screen: t(route.locale as MessageKey) }) : item.title;
}

/** What the server writes in a todo: "12 waiting" or "12 waiting, oldest since <UTC instant>". */
const TODO_CONTENT = /^(\d+\+?) waiting(?:, oldest since (\S+))?$/;

/**
 * A todo's line in the reader's language, the oldest item's time in their zone and format (the
 * server writes a UTC instant). Other notifications: their text as written.
 */
export function notificationContent(item: Notification, t: Translate, locale: Locale): string {
  const todo = item.type === 'todo' ? TODO_CONTENT.exec(item.content) : null;
  if (!todo) return item.content;
  const [, count, oldest] = todo;
  return oldest
    ? t('messageBox.todoContentSince', { count: count!, since: formatDateTime(oldest, locale) })
    : t('messageBox.todoContent', { count: count! });
}
