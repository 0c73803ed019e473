import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/api/notifications';
import { formatDateTime } from '#client/i18n/format';
import type { Translate } from '#client/i18n/message-key';
import { notificationContent } from '#client/shell/message-box/notification-title';

const t: Translate = (key, params) => `${key} ${JSON.stringify(params ?? {})}`;
const todo = (content: string) => ({ type: 'todo', content }) as Notification;

describe('a message-box todo’s line', () => {
  it('shows the oldest item’s time formatted in the reader’s zone and language, not the raw UTC instant', () => {
    const line = notificationContent(todo('12 waiting, oldest since 2026-11-28T02:11:00.000Z'), t, 'zh-CN');
    expect(line).not.toContain('2026-11-28T02:11');
    expect(line).toBe(
      t('messageBox.todoContentSince', { count: '12', since: formatDateTime('2026-11-28T02:11:00.000Z', 'zh-CN') }),
    );
    expect(notificationContent(todo('10000+ waiting'), t, 'en-US')).toBe(
      t('messageBox.todoContent', { count: '10000+' }),
    );
  });

  it('leaves other notifications as written', () => {
    const message = { type: 'message', content: 'oldest since 2026-11-28T02:11:00.000Z' } as Notification;
    expect(notificationContent(message, t, 'en-US')).toBe(message.content);
  });
});
