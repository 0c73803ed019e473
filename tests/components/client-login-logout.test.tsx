import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/i18n/i18n';
import { session } from '#client/state/session';
import { serverMenu } from '#client/state/server-menu';
import { tabs } from '#client/state/tabs';
import { installFakeApi, type FakeApi } from './fake-api';
import { afterPendingWork, loginAs, renderApp, renderLoggedIn, waitForUrl } from './render-app';
import { call } from '#client/api/fetcher';
import { loggedOutModal } from '#client/state/logged-out';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('login screen', () => {
  it('shows the form, the three slogans and the two help links', async () => {
    await renderApp('/login');
    expect(await screen.findByPlaceholderText('Username')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    for (const slogan of ['Keyboard-first moderation', 'Go anywhere with Ctrl K', 'Every change on the record']) {
      expect(screen.getByRole('heading', { name: slogan })).toBeInTheDocument();
    }
    expect(screen.getByText('Forgot password')).toBeInTheDocument();
    expect(screen.getByText('Register account')).toBeInTheDocument();
  });

  it('says which field is empty and does not call the server', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Username'), 'root');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByText('Username cannot be empty')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's reason on failure and clears a stale token", async () => {
    const { user } = await renderApp('/login');
    localStorage.setItem('token', 'stale');
    await user.type(await screen.findByPlaceholderText('Username'), 'root');
    await user.type(screen.getByPlaceholderText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    expect(localStorage.getItem('token')).toBeNull();
    // A try with a field left empty is refused here: the server's answer to the try before goes.
    await user.clear(screen.getByPlaceholderText('Password'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Password cannot be empty')).toBeInTheDocument();
    expect(within(form).queryByText('Username or password is incorrect')).toBeNull();
  });

  /** A wrong password tried on the zh-CN page; resolves to the form once its refusal shows. */
  async function refusedInChinese(): Promise<HTMLFormElement> {
    const { user } = await renderApp('/login', { locale: 'zh-CN' });
    await user.type(await screen.findByPlaceholderText('用户名'), 'root');
    await user.type(screen.getByPlaceholderText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const form = screen.getByRole('button', { name: '登录' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('用户名或密码错误');
    return form;
  }

  it('says a wrong password in the language of the page, not in the server’s English', async () => {
    const form = await refusedInChinese();
    expect(within(form).queryByText(/incorrect/)).not.toBeInTheDocument();
  });

  it('says the refusal again in the language the page switches to after it came', async () => {
    // A page the server drew in zh-CN for a device that chose en-US: the console switches once live,
    // and an Enter held from before was answered in the first language.
    const form = await refusedInChinese();
    await act(() => setLocale('en-US'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username or password is incorrect');
  });

  it('says an empty field again in the language the page switches to', async () => {
    const { user } = await renderApp('/login', { locale: 'zh-CN' });
    await user.type(await screen.findByPlaceholderText('用户名'), 'root');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('密码不能为空')).toBeInTheDocument();
    await act(() => setLocale('en-US'));
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.queryByText('密码不能为空')).toBeNull();
  });

  it('offers the code field when the username is locked, since a right password and code still get in', async () => {
    api.fail('/admins/login', { code: 42900, msg: 'Too many attempts; try again in 600 s' });
    const { user } = await renderApp('/login');
    await user.type(await screen.findByPlaceholderText('Username'), 'root');
    await user.type(screen.getByPlaceholderText('Password'), 'right-password');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many attempts; try again in 600 s');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it("falls back to 'Login error, refresh and try again' when the failure has no message", async () => {
    api.fail('/admins/login', { code: 42200, msg: '' });
    const { user } = await renderApp('/login');
    await user.type(await screen.findByPlaceholderText('Username'), 'root');
    await user.type(screen.getByPlaceholderText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Login error, refresh and try again');
  });

  it('uses the same line when the network fails', async () => {
    api.fail('/admins/login', 'network');
    const { user } = await renderApp('/login');
    await user.type(await screen.findByPlaceholderText('Username'), 'root');
    await user.type(screen.getByPlaceholderText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Login error, refresh and try again');
  });

  it('stores the token under `token`, welcomes, and remembers only the username', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await loginAs(user, 'agent');
    expect(localStorage.getItem('token')).toMatch(/^token-/);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored).toContain('agent');
    expect(stored.some((v) => v.includes('backoffice-demo'))).toBe(false);
  });
});

describe('logout', () => {
  it('calls the server, clears user info, token, tabs and menu, and goes to login with a way back', async () => {
    const { user } = await renderApp('/login?redirect=UserInfo');
    await loginAs(user, 'root');
    await waitForUrl('/user/info');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitForUrl('/login?redirect=UserInfo');
    expect(api.paths()).toContain('/admins/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.info).toBeNull();
    expect(serverMenu.menus).toEqual([]);
    expect(tabs.tagList.map((t) => t.name)).toEqual(['Workplace']);
    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
  });

  it('is not followed by "you have been logged out" from requests the logout left in flight', async () => {
    const { user } = await renderLoggedIn('/user/info', 'root');
    // Two requests of the page, sent with the session's token and answered once it has ended (the
    // server revoked it): one while the logout's own reply is on its way, one after it.
    const releaseFirst = api.hold('/admins/regions/get');
    const first = call('/admins/regions/get', { locale: 'en-US' }).catch(() => null);
    const releaseSecond = api.hold('/admins/menus/get');
    const second = call('/admins/menus/get', {}).catch(() => null);
    const releaseLogout = api.hold('/admins/logout');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(api.paths()).toContain('/admins/logout'));
    api.fail('/admins/regions/get', { code: 60001, data: { reason: 'LOGGED_OUT' } });
    releaseFirst();
    await act(() => first);
    releaseLogout();
    await waitForUrl('/login?redirect=UserInfo');
    releaseSecond();
    await act(() => second);
    await afterPendingWork();
    expect(loggedOutModal.open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirm logout')).not.toBeInTheDocument();
  });

  it('clears everything even when the server call fails', async () => {
    const { user } = await renderApp('/login');
    await loginAs(user, 'promote');
    api.fail('/admins/logout', 'network');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(session.info).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Log in to Backoffice' })).toBeInTheDocument();
  });
});
