import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, message, moment, momentComment, type ModerationFake } from './moderation-fake';
import { openAs } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 3 }, (_, i) => moment(i + 1));
  api.comments = [momentComment(30000), momentComment(30001)];
  api.messages = [message(6), message(7)];
});

/** Logged in as the agent on the workplace, the palette open with `q` typed. */
async function paletteWith(q: string) {
  const { user } = await openAs('/dashboard/workplace');
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  await user.type(within(dialog).getByRole('combobox'), q);
  return { user, dialog };
}

describe('finding a record of any moderated kind from the palette', () => {
  it('a moment comment by its id: Enter opens the comment list filtered to it, with its details shown', async () => {
    const { user, dialog } = await paletteWith('#30001');
    const option = await within(dialog).findByRole('option', { name: /Moment comment #30001/ });
    expect(option).toHaveTextContent('comment text 30001');
    expect(option).toHaveTextContent('Pending');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');

    const pane = await screen.findByRole('complementary', { name: 'Item #30001' });
    expect(within(pane).getByText('comment text 30001')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/audit-center/moment-comment-list');
    await waitFor(() => expect(window.location.search).toBe('?id=30001'));
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('30001');
    expect(api.bodies('/admins/moment-comment-list/get').at(-1)).toMatchObject({ filters: { id: 30001 } });
  });

  it('a private message by its sender and recipient, never its words; Enter reads it in its list', async () => {
    const { user, dialog } = await paletteWith('7');
    const option = await within(dialog).findByRole('option', { name: /Private message #7/ });
    expect(option).toHaveTextContent('author101 → author102');
    expect(option).toHaveTextContent('Text');
    expect(dialog).not.toHaveTextContent('message text 7');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');

    const pane = await screen.findByRole('complementary', { name: 'Item #7' });
    expect(within(pane).getByText('message text 7')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/audit-center/message-list');
    await waitFor(() => expect(window.location.search).toBe('?id=7'));
    expect(api.bodies('/admins/message-list/get').at(-1)).toMatchObject({ filters: { id: 7 } });
  });

  it('names the kind and its state in Chinese too', async () => {
    const { setLocale } = await import('#client/i18n/i18n');
    const { dialog } = await paletteWith('30001');
    await act(() => setLocale('zh-CN'));
    const option = await within(dialog).findByRole('option', { name: /动态评论 #30001/ });
    expect(option).toHaveTextContent('待审核');
  });
});
