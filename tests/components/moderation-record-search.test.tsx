import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { account, installModerationFake, message, moment, momentComment, type ModerationFake } from './moderation-fake';
import { openAs } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 3 }, (_, i) => moment(i + 1));
  api.comments = [momentComment(30000), momentComment(30001)];
  api.messages = [message(6), message(7)];
  api.accounts = [{ ...account(5), nickname: 'Eric' }];
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

    const pane = await screen.findByRole('complementary', { name: 'Moment comment #30001' });
    expect(within(pane).getByText('comment text 30001')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/audit-center/moment-comment-list');
    await waitFor(() => expect(window.location.search).toBe('?id=30001'));
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('30001');
    expect(api.bodies('/admins/moment-comment-list/get').at(-1)).toMatchObject({ filters: { id: 30001 } });
  });

  it('Esc on a record opened from the palette leaves focus in the main region, beside the list, not nowhere', async () => {
    const { user, dialog } = await paletteWith('#30001');
    const option = await within(dialog).findByRole('option', { name: /Moment comment #30001/ });
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    const pane = await screen.findByRole('complementary', { name: 'Moment comment #30001' });
    await waitFor(() => expect(within(pane).getByRole('heading', { name: 'Moment comment #30001' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(pane).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('a private message by its sender and recipient, never its words; Enter reads it in its list', async () => {
    const { user, dialog } = await paletteWith('7');
    const option = await within(dialog).findByRole('option', { name: /Private message #7/ });
    expect(option).toHaveTextContent('author101 → author102');
    expect(option).toHaveTextContent('Text');
    expect(dialog).not.toHaveTextContent('message text 7');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');

    const pane = await screen.findByRole('complementary', { name: 'Private message #7' });
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

describe('a record typed with its kind', () => {
  it("'moment 7' searches moments for id 7: the moment alone, first and chosen; Enter opens it", async () => {
    api.moments.push(moment(7));
    const { user, dialog } = await paletteWith('moment 7');
    const option = await within(dialog).findByRole('option', { name: /Moment #7/ });
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).getAllByRole('option')[0]).toBe(option);
    expect(within(dialog).queryByRole('option', { name: /Private message #7/ })).toBeNull();
    expect(api.bodies('/admins/search').at(-1)).toEqual({ q: '7' });
    await user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: 'Moment #7' });
    expect(window.location.pathname).toBe('/audit-center/moment-list');
  });

  it.each(['private messages #7', '私信 7', 'message#7'])("'%s' finds the private message", async (typed) => {
    api.moments.push(moment(7));
    const { dialog } = await paletteWith(typed);
    const option = await within(dialog).findByRole('option', { name: /(Private message|私信) #7/ });
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).queryByRole('option', { name: /Moment #7/ })).toBeNull();
  });
});

describe('a nickname in the palette', () => {
  it('lists the account, not screens whose names merely hold its letters; Enter opens the account', async () => {
    const { user, dialog } = await paletteWith('Eric');
    const option = await within(dialog).findByRole('option', { name: /Account #5/ });
    expect(option).toHaveTextContent('Eric');
    // "Avatar certification", "Classifier quality", "Reply comments", "Second review": e, r, i, c
    // are in them, scattered; none is what was asked for.
    expect(within(dialog).queryByRole('group', { name: 'Go to' })).toBeNull();
    for (const screenName of ['Avatar certification', 'Classifier quality', 'Reply comments', 'Second review'])
      expect(within(dialog).queryByRole('option', { name: new RegExp(screenName) })).toBeNull();
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: /#5/ });
    expect(window.location.pathname).toBe('/account-center/account-list');
    await waitFor(() => expect(window.location.search).toBe('?id=5'));
  });

  it('a screen matched by its word starts keeps Enter, the account that also matches listed above it', async () => {
    api.accounts.push({ ...account(8), nickname: 'Reports fan' });
    const { user, dialog } = await paletteWith('repo');
    const record = await within(dialog).findByRole('option', { name: /Account #8/ });
    expect(record).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByRole('option', { name: /^Reports/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/audit-center/report-list'));
  });

  it('a screen is still found by the start of its words or an abbreviation', async () => {
    const { dialog } = await paletteWith('avcert');
    const goTo = await within(dialog).findByRole('group', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Avatar certification')]);
  });
});
