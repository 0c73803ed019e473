import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, notification, type FakeApi } from './fake-api';
import { renderApp, waitForUrl, renderLoggedIn } from './render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

async function shell(username = 'root') {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, username);
  return app;
}

describe('message box', () => {
  it('shows unread counts per tab, marks an item read on click and a whole tab with "mark all read"', async () => {
    api.notifications.push(
      notification(1, 'message', 'Reply from Lena'),
      notification(2, 'message', 'Weekly summary', { status: 1 }),
      notification(3, 'notice', 'Maintenance tonight'),
      notification(4, 'todo', 'Review 12 reports', { link: '/audit-center/report-list' }),
      notification(5, 'todo', 'Approve avatar certifications'),
    );
    const { user } = await shell();
    const bell = await screen.findByRole('button', { name: 'Message box · 4 unread' });
    await user.click(bell);
    const tabs = await screen.findByRole('tablist', { name: 'Message box' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Message (1)', 'Notice (1)', 'To do (2)']);
    await user.click(await screen.findByRole('button', { name: /Reply from Lena/ }));
    await waitFor(() => expect(api.notifications[0]!.status).toBe(1));
    await waitFor(() => expect(within(tabs).getAllByRole('tab')[0]).toHaveTextContent(/^Message$/));
    await user.click(within(tabs).getByRole('tab', { name: 'To do (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(tabs).getAllByRole('tab')[2]).toHaveTextContent(/^To do$/));
    expect(api.calls.filter((c) => c.path === '/admins/notifications/read').map((c) => c.body)).toEqual([
      { ids: [1] },
      { type: 'todo' },
    ]);
  });

  it("says 'No content' for an empty tab and loads more with 'View more'", async () => {
    for (let i = 1; i <= 7; i += 1) api.notifications.push(notification(i, 'notice', `Notice ${i}`));
    const { user } = await shell();
    await user.click(await screen.findByRole('button', { name: /Message box/ }));
    expect(await screen.findByText('No content')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notice (7)' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Notice \d/ })).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'View more' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Notice \d/ })).toHaveLength(7));
  });

  it("clears a tab after asking once more in place; cancel keeps it; the to-do tab offers no 'Clear all'", async () => {
    api.notifications.push(
      notification(1, 'message', 'Reply from Lena'),
      notification(2, 'message', 'Weekly summary', { status: 1 }),
      notification(3, 'notice', 'Maintenance tonight'),
      notification(4, 'todo', 'Review 12 reports', { link: '/audit-center/report-list' }),
    );
    const { user } = await shell();
    await user.click(await screen.findByRole('button', { name: /Message box/ }));
    await screen.findByRole('button', { name: /Reply from Lena/ });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const ask = screen.getByRole('group', { name: 'Delete every item in this tab?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /Reply from Lena/ })).toBeInTheDocument();
    expect(api.paths()).not.toContain('/admins/notifications/clear');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Delete every item in this tab?' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    expect(await screen.findByText('No content')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admins/notifications/clear').map((c) => c.body)).toEqual([
      { type: 'message' },
    ]);
    expect(api.notifications.map((n) => n.id)).toEqual([3, 4]);
    await user.click(screen.getByRole('tab', { name: 'To do (1)' }));
    await screen.findByRole('button', { name: /Review 12 reports/ });
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});

describe('avatar menu', () => {
  it('switches role on the server, reloads the menu, and leaves a page the new role may not enter', async () => {
    const { user } = await shell('root');
    window.history.pushState(null, '', '/config-center/channel-list');
    await waitForUrl('/config-center/channel-list');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Growth and promotion/ }));
    await waitForUrl('/dashboard/workplace');
    expect(api.calls.find((c) => c.path === '/admins/role/switch')?.body).toEqual({ role: 'PROMOTE' });
    expect(api.paths().filter((p) => p === '/admins/menus/get')).toHaveLength(2);
    expect(await screen.findByText('You now act as Growth and promotion')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).queryByText('Audit center')).not.toBeInTheDocument();
    expect(within(menu).getByText('Stats center')).toBeInTheDocument();
  });

  it('offers no role switch to an admin with one role, and opens the user center', async () => {
    const { user } = await shell('agent');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByText('Switch roles')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'User center' }));
    await waitForUrl('/user/info');
    expect(await screen.findByText('agent@example.com')).toBeInTheDocument();
  });
});

describe('language', () => {
  it('switches from the navbar, translates menus and breadcrumbs, and stores the choice under arco-locale', async () => {
    const { user } = await shell('agent');
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    const menu = await screen.findByRole('navigation', { name: '侧边菜单' });
    expect(within(menu).getByText('审核中心')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByText('工作台')).toBeInTheDocument();
    expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('starts in zh-CN by default', async () => {
    await renderApp('/login', { locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '登录 Backoffice' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('用户名')).toBeInTheDocument();
  });
});
