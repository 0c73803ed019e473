import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from './fake-api';
import { renderApp, waitForUrl, renderLoggedIn } from './render-app';

beforeEach(() => {
  installFakeApi();
});

const tabBar = () => screen.getByRole('navigation', { name: 'Visited pages' });
const tabNames = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((a) => a.textContent);

async function visit(path: string) {
  await act(async () => window.history.pushState(null, '', path));
  await waitForUrl(path);
}

async function withTabs() {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
  await visit('/user/info');
  await visit('/order-center/order-list?status=PAID');
  await visit('/user/setting');
  await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders', 'User settings']));
  return app;
}

async function tabAction(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Tab actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('tab bar', () => {
  it('adds a tab per visited page, keeps its latest query, never adds the redirect page, and fixes the workplace tab', async () => {
    await withTabs();
    expect(within(tabBar()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/order-center/order-list?status=PAID',
    );
    await act(async () => window.history.pushState(null, '', '/redirect/user/info'));
    await waitForUrl('/user/info');
    expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders', 'User settings']);
    expect(within(tabBar()).queryByRole('button', { name: 'Close Workplace' })).not.toBeInTheDocument();
    expect(within(tabBar()).getByRole('link', { name: 'User center' })).toHaveAttribute('aria-current', 'page');
  });

  it('closing the current tab goes to its left neighbour', async () => {
    const { user } = await withTabs();
    await user.click(within(tabBar()).getByRole('button', { name: 'Close User settings' }));
    await waitForUrl('/order-center/order-list?status=PAID');
    expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders']);
  });

  it('closes the tabs to the left, to the right, the others, and all', async () => {
    const { user } = await withTabs();
    await user.click(within(tabBar()).getByRole('link', { name: 'Orders' }));
    await waitForUrl('/order-center/order-list?status=PAID');
    await tabAction(user, 'Close tabs to the right');
    expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders']);
    await tabAction(user, 'Close tabs to the left');
    expect(tabNames()).toEqual(['Workplace', 'Orders']);
    await visit('/user/info');
    await tabAction(user, 'Close other tabs');
    expect(tabNames()).toEqual(['Workplace', 'User center']);
    await tabAction(user, 'Close all tabs');
    await waitForUrl('/dashboard/workplace');
    expect(tabNames()).toEqual(['Workplace']);
  });

  it('keeps a visited page alive (its typed state survives a tab switch) and reload rebuilds it', async () => {
    const { user } = await withTabs();
    const field = await screen.findByLabelText('Current password');
    await user.type(field, 'half-typed');
    await user.click(within(tabBar()).getByRole('link', { name: 'Workplace' }));
    await waitForUrl('/dashboard/workplace');
    await user.click(within(tabBar()).getByRole('link', { name: 'User settings' }));
    await waitForUrl('/user/setting');
    expect(screen.getByLabelText('Current password')).toHaveValue('half-typed');
    await tabAction(user, 'Reload');
    await waitForUrl('/user/setting');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders', 'User settings']);
  });
});

describe('tab bar across a reload', () => {
  /** What a reload of the browser tab does to the page: the console goes, the tab's storage stays. */
  async function reloadAt(page: { unmount(): void }, path: string, username: string) {
    page.unmount();
    return renderLoggedIn(path, username);
  }

  it('brings back every tab of this browser tab, in order, with the reloaded page active', async () => {
    await reloadAt(await withTabs(), '/user/info', 'root');
    await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'User center', 'Orders', 'User settings']));
    expect(within(tabBar()).getByRole('link', { name: 'User center' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabBar()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/order-center/order-list?status=PAID',
    );
  });

  it('drops a tab the role may no longer open, and gives no tab to another admin', async () => {
    const first = await renderLoggedIn('/account-center/account-list', 'agent');
    await visit('/order-center/order-list');
    await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'Accounts', 'Orders']));
    // As if the session's role had been switched to one that cannot open the action log.
    const saved = JSON.parse(sessionStorage.getItem('backoffice-tabs')!) as { tags: object[] };
    saved.tags.splice(2, 0, {
      name: 'ActionLog',
      title: 'x',
      fullPath: '/admin-center/action-log',
      ignoreCache: false,
    });
    sessionStorage.setItem('backoffice-tabs', JSON.stringify(saved));
    const second = await reloadAt(first, '/order-center/order-list', 'agent');
    await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'Accounts', 'Orders']));
    expect(within(tabBar()).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await reloadAt(second, '/user/info', 'root');
    await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'User center']));
  });
});

describe('tab bar with more tabs than fit', () => {
  it('scrolls without a scrollbar: buttons at the ends that have tabs out of sight, which move the strip', async () => {
    const { user } = await withTabs();
    const strip = tabBar();
    expect(strip.className).toContain('[scrollbar-width:none]');
    expect(screen.queryByRole('button', { name: 'Show later tabs' })).toBeNull();
    // As a browser lays out 14 tabs in a strip 300 px wide.
    let left = 0;
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, get: () => 780 });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, get: () => left });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      left = Math.min(480, left + (options.left ?? 0));
      strip.dispatchEvent(new Event('scroll'));
    });
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    act(() => void window.dispatchEvent(new Event('resize')));
    const later = await screen.findByRole('button', { name: 'Show later tabs' });
    expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();
    await user.click(later);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) as number }));
    await screen.findByRole('button', { name: 'Show earlier tabs' });
    await user.click(screen.getByRole('button', { name: 'Show later tabs' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show later tabs' })).toBeNull());
  });
});
