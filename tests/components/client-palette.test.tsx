import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recent } from '#client/state/recent';
import { installFakeApi } from './fake-api';
import { afterPendingWork, waitForUrl, renderLoggedIn } from './render-app';

beforeEach(() => {
  installFakeApi();
});

async function openPalette(username = 'root') {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, username);
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  return { ...app, dialog, input: within(dialog).getByRole('combobox') };
}

const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('command palette', () => {
  it("finds a screen by its English name, words apart, in the Chinese console ('action log' → 操作日志)", async () => {
    const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root', { locale: 'zh-CN' });
    await app.user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '命令面板' });
    await app.user.type(within(dialog).getByRole('combobox'), 'action log');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /操作日志/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it("finds private messages by the short forms moderators type ('msg', 'dm')", async () => {
    const { dialog, input, user } = await openPalette('agent');
    for (const typed of ['msg', 'dm']) {
      await user.clear(input);
      await user.type(input, typed);
      await waitFor(() =>
        expect(within(dialog).getByRole('option', { name: /Private messages/ })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
    }
  });

  it.each(['notifications', 'inbox', 'messages'])("opens the message box for '%s'", async (typed) => {
    // Promote: no private messages screen to share the word with.
    const { dialog, input, user } = await openPalette('promote');
    await user.type(input, typed);
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Open the message box/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: /Notice/ })).toBeInTheDocument();
  });

  it("finds the message box, second review and a menu section's screens by their Chinese names", async () => {
    const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root', { locale: 'zh-CN' });
    await app.user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '命令面板' });
    const input = within(dialog).getByRole('combobox');
    const chosen = (name: RegExp) =>
      waitFor(() => expect(within(dialog).getByRole('option', { name })).toHaveAttribute('aria-selected', 'true'));
    for (const typed of ['消息', '通知']) {
      await app.user.clear(input);
      await app.user.type(input, typed);
      await chosen(/打开消息盒子/);
    }
    await app.user.clear(input);
    await app.user.type(input, '二审');
    await chosen(/二次复核/);
    await app.user.clear(input);
    await app.user.type(input, '个人');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /^用户设置/ })).toBeInTheDocument());
    expect(within(dialog).getByRole('option', { name: /^用户中心/ })).toBeInTheDocument();
    await app.user.clear(input);
    await app.user.type(input, '退款');
    await chosen(/为订单退款/);
  });

  it("'refund' leads to the orders that can be refunded, where no order is open to refund", async () => {
    const { dialog, input, user } = await openPalette('root');
    await user.type(input, 'refund');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Refund an order/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{Enter}');
    await waitForUrl('/order-center/order-list?status=PAID,PARTIALLY_REFUNDED');
  });

  it('opens with Ctrl+K, even from an input, and lists every screen the role may see with its shortcut', async () => {
    const { dialog } = await openPalette('agent');
    const goTo = within(dialog).getByRole('group', { name: 'Go to' });
    expect(within(goTo).getByRole('option', { name: /Accounts/ })).toHaveTextContent('G');
    expect(within(goTo).getByRole('option', { name: /Moments/ })).toBeInTheDocument();
    expect(within(goTo).queryByRole('option', { name: /App channels/ })).not.toBeInTheDocument();
    expect(within(goTo).queryByRole('option', { name: /Paid stats/ })).not.toBeInTheDocument();
  });

  it('hides the moderation screens from a promoter', async () => {
    const { dialog } = await openPalette('promote');
    expect(options(dialog).some((o) => o?.includes('Accounts'))).toBe(false);
    expect(options(dialog).some((o) => o?.includes('Paid stats'))).toBe(true);
  });

  it('filters as you type and navigates with Enter', async () => {
    const { user, input } = await openPalette('root');
    await user.type(input, 'question rep');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Question replies/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{Enter}');
    await waitForUrl('/audit-center/question-reply-list');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('opens nested pages; Backspace on an empty search and Esc go back, Esc at the top closes', async () => {
    const { user, input, dialog } = await openPalette('root');
    await user.type(input, 'switch language');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(options(dialog)).toEqual(['简体中文', 'English']));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(options(dialog).length).toBeGreaterThan(5));
    await user.type(input, 'switch role');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(options(dialog)).toEqual(['Support agent', 'Growth and promotion']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(options(dialog).length).toBeGreaterThan(5));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument());
  });

  it('switches language and theme from nested pages', async () => {
    const { user, input } = await openPalette('root');
    await user.type(input, 'switch theme');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Dark theme' }));
    expect(document.body).toHaveAttribute('arco-theme', 'dark');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'switch language');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: '简体中文' }));
    expect(await screen.findByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument();
  });

  it('lists recent commands first and offers recent pages', async () => {
    const { user, input } = await openPalette('root');
    await user.type(input, 'user center');
    await user.keyboard('{Enter}');
    await waitForUrl('/user/info');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const groups = within(dialog).getAllByRole('group');
    expect(groups[0]).toHaveAccessibleName('Recent');
    expect(within(groups[0]!).getByRole('option', { name: 'User center' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox'), 'recent page');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(options(dialog).map((o) => o?.split('/')[0])).toEqual(['User center', 'Workplace']));
  });

  it('lists a command run by its key among the recent ones, recorded after the key rather than in it', async () => {
    const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
    const stored = vi.spyOn(localStorage, 'setItem');
    fireEvent.keyDown(document.body, { key: 'g', code: 'KeyG' });
    fireEvent.keyDown(document.body, { key: 'o', code: 'KeyO' });
    expect(recent.commandIds).not.toContain('goto.OrderList');
    expect(stored).not.toHaveBeenCalledWith('backoffice-recent-commands', expect.anything());
    await waitForUrl('/order-center/order-list');
    await waitFor(() => expect(recent.commandIds[0]).toBe('goto.OrderList'));
    expect(stored).toHaveBeenCalledWith('backoffice-recent-commands', JSON.stringify(recent.commandIds));
    // Run again while it is the latest: nothing to record, nothing written.
    stored.mockClear();
    await app.user.keyboard('go');
    await waitFor(() => expect(recent.commandIds[0]).toBe('goto.OrderList'));
    await afterPendingWork();
    expect(stored).not.toHaveBeenCalledWith('backoffice-recent-commands', expect.anything());
  });
});
