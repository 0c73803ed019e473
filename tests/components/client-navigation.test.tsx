import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenerRouteChange, type RouteEvent } from '#client/state/route-listener';
import { settings } from '#client/state/settings';
import { serverMenu } from '#client/state/server-menu';
import { installFakeApi, type FakeApi } from './fake-api';
import { currentUrl, loginAs, renderApp, submitLogin, waitForUrl, renderLoggedIn } from './render-app';

// Every route has its screen now; the orders screen is left out here to show what a route without
// one gets.
vi.mock('../../src/client/screens/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('#client/screens/registry')>();
  const { OrderList: _left, ...rest } = original.SCREENS;
  return { ...original, SCREENS: rest };
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

async function loggedInAt(path: string, username = 'root') {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, username);
  await act(async () => window.history.pushState(null, '', path));
  return app;
}

describe('navigation rules', () => {
  it('sends / to /login', async () => {
    await renderApp('/');
    await waitForUrl('/login');
    expect(await screen.findByRole('heading', { name: 'Log in to Backoffice' })).toBeInTheDocument();
  });

  it('sends an unauthenticated visit to a protected route to login, keeping the route name and query', async () => {
    await renderApp('/audit-center/moment-list?auditStatus=PENDING&page=2');
    await waitForUrl('/login?redirect=MomentList&auditStatus=PENDING&page=2');
  });

  it('after login goes to the redirect route with the rest of the query', async () => {
    const { user } = await renderApp('/audit-center/moment-list?auditStatus=PENDING');
    await waitForUrl('/login?redirect=MomentList&auditStatus=PENDING');
    await loginAs(user, 'agent');
    await waitForUrl('/audit-center/moment-list?auditStatus=PENDING');
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });

  it("after login, asks for the admin and the menu before the landing screen's data, each once", async () => {
    const { user } = await renderApp('/login');
    api.calls.length = 0;
    await loginAs(user, 'root');
    await waitForUrl('/dashboard/workplace');
    await screen.findByRole('navigation', { name: 'Side menu' });
    const paths = api.paths();
    expect(paths[0]).toBe('/admins/login');
    // The guard waits for these two; the server answers them first.
    expect(paths.slice(1, 3).sort()).toEqual(['/admins/info/get', '/admins/menus/get']);
    expect(paths.indexOf('/admins/workplace/get')).toBeGreaterThan(2);
    expect(paths.filter((p) => p === '/admins/info/get')).toHaveLength(1);
    expect(paths.filter((p) => p === '/admins/menus/get')).toHaveLength(1);
  });

  it('with a token but no role, asks for the admin and the menu at once', async () => {
    const login = await fetch('/admins/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'agent', password: 'backoffice-demo' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    api.calls.length = 0;
    await renderApp('/account-center/account-list', { token });
    await screen.findByRole('navigation', { name: 'Side menu' });
    expect(api.paths().slice(0, 2).sort()).toEqual(['/admins/info/get', '/admins/menus/get']);
    expect(api.paths().filter((p) => p === '/admins/menus/get')).toHaveLength(1);
    expect(currentUrl()).toBe('/account-center/account-list');
  });

  it('when user info fails, logs out and goes to login with the redirect, without the logged-out modal', async () => {
    api.fail('/admins/info/get', { code: 60001, msg: 'Session expired' });
    await renderApp('/order-center/order-list?status=PAID', { token: 'stale-token-0123456789' });
    await waitForUrl('/login?redirect=OrderList&status=PAID');
    expect(api.paths()).toContain('/admins/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirm logout' })).not.toBeInTheDocument();
  });

  it('fetches the server menu with loading and success notices', async () => {
    const release = api.hold('/admins/menus/get');
    const { user } = await renderApp('/login');
    await submitLogin(user, 'root');
    expect(await screen.findByText('Loading the menu…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Menu loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading the menu…')).not.toBeInTheDocument();
  });

  it('shows an error notice when the menu fails, and then the page is not found', async () => {
    api.fail('/admins/menus/get', { code: 50000 }, Infinity);
    const { user } = await renderApp('/login?redirect=Workplace');
    await user.type(await screen.findByPlaceholderText('Username'), 'root');
    await user.type(screen.getByPlaceholderText('Password'), 'backoffice-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The menu could not be loaded')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('does not wait for the menu on a whitelisted page', async () => {
    const login = await fetch('/admins/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'root', password: 'backoffice-demo' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const release = api.hold('/admins/menus/get');
    await renderApp('/exception/403', { token });
    // The page is up while the menu request (made by the layout, not the guard) is still held.
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    release();
  });

  it('shows no-permission for a route the role may not enter, keeping the address, with a way back', async () => {
    const { user } = await loggedInAt('/config-center/channel-list', 'agent');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/config-center/channel-list');
    await user.click(screen.getByRole('button', { name: 'Back to the workplace' }));
    await waitForUrl('/dashboard/workplace');
  });

  it('shows no-permission to promote on the lists of other roles, and not-found only for unknown paths', async () => {
    await renderLoggedIn(DEFAULT_ROUTE_PATH, 'promote');
    for (const path of ['/account-center/account-list', '/audit-center/moment-list', '/admin-center/action-log']) {
      await act(async () => window.history.pushState(null, '', path));
      expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
      expect(currentUrl()).toBe(path);
      await act(async () => window.history.pushState(null, '', DEFAULT_ROUTE_PATH));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument());
    }
    await act(async () => window.history.pushState(null, '', '/account-center/no-such-list'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });

  it('says a shared view of a list the role may not open is why it is denied', async () => {
    await loggedInAt('/audit-center/moment-list?view=7', 'promote');
    expect(
      await screen.findByText('This link opens a saved view of a list your role cannot open.'),
    ).toBeInTheDocument();
  });

  it('shows not-found for a route missing from the server menu even when the role could enter it', async () => {
    api.menuOverride = () => [];
    await loggedInAt('/account-center/account-list', 'agent');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows not-found for an unknown path inside the console', async () => {
    await loggedInAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });

  it('with menu-from-server off, sends a disallowed route to the first route the role may see', async () => {
    const { user } = await renderApp('/login');
    settings.menuFromServer = false;
    await loginAs(user, 'promote');
    expect(api.paths()).not.toContain('/admins/menus/get');
    await act(async () => window.history.pushState(null, '', '/account-center/account-list'));
    await waitForUrl('/dashboard/workplace');
    expect(serverMenu.menus).toEqual([]);
  });

  it('runs the progress bar while the guard waits, and records the route for later listeners', async () => {
    const login = await fetch('/admins/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'root', password: 'backoffice-demo' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const release = api.hold('/admins/info/get');
    const releaseMenu = api.hold('/admins/menus/get');
    await renderApp('/user/info', { token });
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(bar).toHaveAttribute('data-state', 'running');
    expect(bar).toHaveAttribute('aria-busy', 'true');
    // No spinner: the menu's own notice is the only status shown.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      expect.stringContaining('Loading the menu'),
    ]);
    release();
    releaseMenu();
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'done'));
    const heard: RouteEvent[] = [];
    const stop = listenerRouteChange((e) => heard.push(e));
    expect(heard.map((e) => e.route.name)).toEqual(['UserInfo']);
    stop();
  });

  it('shows the honest unavailable page for a route without a screen yet', async () => {
    await loggedInAt('/order-center/order-list');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Not available in this build' })).toBeInTheDocument();
    expect(within(main).getByText(/“Orders” is not available in this build yet/)).toBeInTheDocument();
  });

  it('sends a logged-in admin who opens /login on to the workplace', async () => {
    await loggedInAt('/login');
    await waitForUrl('/dashboard/workplace');
  });

  it('re-enters a route through /redirect', async () => {
    await loggedInAt('/redirect/user/info?tab=1');
    await waitForUrl('/user/info?tab=1');
  });
});

describe('menu on pages the guard does not fetch it for', () => {
  it('a fresh load of an unknown URL still gets the side menu', async () => {
    const api = installFakeApi();
    const login = await fetch('/admins/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'agent', password: 'backoffice-demo' }),
    });
    const token = ((await login.json()) as { data: string }).data;
    await renderApp('/no/such/page', { token });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(await within(menu).findByText('Audit center')).toBeInTheDocument();
    expect(api.paths().filter((p) => p === '/admins/menus/get')).toHaveLength(1);
  });
});
