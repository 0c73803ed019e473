import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recent } from '#client/state/recent';
import { loadShell } from '#client/shell/guard/prefetch-shell';
import { installFakeApi, notification, type FakeApi } from './fake-api';
import { loginAs, renderApp, waitForUrl, renderLoggedIn } from './render-app';
import { installStatsApi } from './stats-fake-api';

vi.mock('uplot', () => ({
  default: class {
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  installStatsApi(api);
});

const CARD_LABELS = [
  'Balance (net revenue today)',
  'Pending orders',
  'Renewal orders today',
  'Online content',
  'Content put in today',
  'New comments today',
];

async function workplaceAs(username: string) {
  const { user } = await renderLoggedIn(DEFAULT_ROUTE_PATH, username);
  const figures = await screen.findByLabelText("Today's figures");
  return { user, figures };
}

const labels = (figures: HTMLElement) =>
  within(figures)
    .getAllByRole('term')
    .map((t) => t.textContent);

describe('workplace cards', () => {
  it('asks for its figures as soon as login succeeds, right after what the guard waits for, and only once', async () => {
    const { user } = await renderApp('/login');
    // As the login page does when the browser is idle: the console is in before the Enter.
    await loadShell();
    await loginAs(user, 'root');
    const figures = await screen.findByLabelText("Today's figures");
    expect(labels(figures)).toEqual(CARD_LABELS);
    const after = api.paths().slice(api.paths().indexOf('/admins/login'));
    // The admin and the menu first (the guard waits for both), then the figures, before the screen renders.
    expect(after.slice(1, 3).sort()).toEqual(['/admins/info/get', '/admins/menus/get']);
    expect(after.indexOf('/admins/workplace/get')).toBe(3);
    expect(after.filter((p) => p === '/admins/workplace/get')).toHaveLength(1);
  });

  it('root sees every card, each with its comparison with yesterday', async () => {
    const { figures } = await workplaceAs('root');
    expect(await screen.findByRole('heading', { name: 'Welcome back, ADMIN_ROOT name' })).toBeInTheDocument();
    expect(labels(figures)).toEqual(CARD_LABELS);
    const money = within(figures).getByText('Balance (net revenue today)').parentElement!;
    expect(money).toHaveTextContent('CN¥2,998.00');
    expect(money).toHaveTextContent('vs. yesterday▲ +CN¥498.00');
    const online = within(figures).getByText('Online content').parentElement!;
    expect(online).toHaveTextContent('4,893added today▲ +93');
  });

  it('never cuts a figure short, and keeps the change in one piece', async () => {
    const { figures } = await workplaceAs('root');
    const money = within(figures).getByText('Balance (net revenue today)');
    const [value, change] = within(money.parentElement!).getAllByRole('definition');
    expect(value).toHaveTextContent('CN¥2,998.00');
    // A phone's narrow card shrinks the figure (a size container) or wraps it; an ellipsis would hide digits.
    for (const part of [money, value!]) expect(part).not.toHaveClass('truncate');
    const amount = within(change!).getByText(/CN¥498\.00/);
    // Arrow, sign and amount never part at the end of a line (a phone showed "▼ -" above "CN¥3,830.32").
    expect(amount.textContent).toBe('▲\u00a0+CN¥498.00');
    expect(amount).toHaveClass('whitespace-nowrap');
  });

  it('a support agent gets no money card (no paid stats) but the order cards', async () => {
    const { figures } = await workplaceAs('agent');
    expect(labels(figures)).toEqual(CARD_LABELS.filter((l) => !l.startsWith('Balance')));
  });

  it('a promoter gets the money card but no order cards (no orders)', async () => {
    const { figures } = await workplaceAs('promote');
    expect(labels(figures)).toEqual([
      'Balance (net revenue today)',
      'Online content',
      'Content put in today',
      'New comments today',
    ]);
  });
});

describe('workplace panels', () => {
  it('switches popular content between text, image and video, and shows the category shares', async () => {
    const { user } = await workplaceAs('promote');
    const popular = await screen.findByRole('region', { name: 'Popular content' });
    expect(await within(popular).findByText('text moment 1')).toBeInTheDocument();
    await user.click(within(popular).getByRole('tab', { name: 'Video' }));
    expect(await within(popular).findByText('video moment 1')).toBeInTheDocument();
    expect(within(popular).getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(within(popular).getByRole('table')).getAllByRole('row');
    // Header + top 5; rank 1 has 4 comments today, 3 more than yesterday's 1.
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getAllByRole('columnheader').at(-1)).toHaveTextContent('Comments today');
    expect(rows[1]).toHaveTextContent('1video moment 11094+3(yesterday 1)');
    // Rank 4 had as many yesterday: no change to show.
    expect(rows[4]).toHaveTextContent(/^4video moment 41064\(yesterday 4\)$/);
    expect(api.calls.filter((c) => c.path === '/admins/workplace/popular').map((c) => c.body.type)).toEqual([
      'text',
      'video',
    ]);

    const categories = screen.getByRole('region', { name: 'Content by category' });
    expect(within(categories).getByText('Text moments').parentElement).toHaveTextContent('40.0%');
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Maintenance on Sunday');
  });

  it('offers the role’s screens to start with until commands are used, and says so', async () => {
    recent.commandIds = [];
    await workplaceAs('promote');
    const quick = await screen.findByRole('region', { name: 'Quick operations' });
    await waitFor(() => expect(within(quick).getAllByRole('button').length).toBeGreaterThan(0));
    expect(within(quick).getByRole('button', { name: /^Paid stats/ })).toBeInTheDocument();
    expect(
      within(quick).getByText(
        'Screens to start with; the commands you run from the palette (Ctrl K) will take their place',
      ),
    ).toBeInTheDocument();
    expect(within(quick).queryByText(/will show here/)).not.toBeInTheDocument();
  });

  it('opens the queue of a todo, and lists recent pages and the commands used last', async () => {
    api.notifications = [
      notification(1, 'todo', 'Reports to finish', {
        link: '/audit-center/report-list',
        subTitle: '12',
        messageType: 3,
      }),
    ];
    const { user } = await workplaceAs('root');
    recent.commandIds = ['goto.OrderList', 'pref.toggleTheme'];
    const quick = await screen.findByRole('region', { name: 'Quick operations' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OrdersGthenO', 'Toggle light and dark theme']);

    const todo = screen.getByRole('region', { name: 'To do' });
    // The title comes from the queue's own menu name, in the reader's language, not the server's text.
    const item = await within(todo).findByRole('button', { name: /Reports: waiting for you/ });
    expect(within(todo).queryByText('Reports to finish')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('12');
    await user.click(item);
    await waitForUrl('/audit-center/report-list');
    expect(api.calls.find((c) => c.path === '/admins/notifications/read')?.body).toEqual({ ids: [1] });

    await user.click(screen.getByRole('link', { name: 'Workplace' }));
    const visited = await screen.findByRole('region', { name: 'Recently visited' });
    await waitFor(() =>
      expect(within(visited).getByRole('link', { name: 'Reports' })).toHaveAttribute(
        'href',
        '/audit-center/report-list',
      ),
    );
  });
});
