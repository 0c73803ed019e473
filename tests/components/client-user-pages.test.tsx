import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/i18n/i18n';
import { installFakeApi, type FakeApi } from './fake-api';
import { renderApp, waitForUrl, routePath, renderLoggedIn } from './render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('user center and user settings', () => {
  it('shows the logged-in admin as the server describes them', async () => {
    await renderLoggedIn(routePath('UserInfo'), 'root');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Root Admin' })).toBeInTheDocument();
    expect(within(main).getByText('Administrator · Support agent · Growth and promotion')).toBeInTheDocument();
    expect(within(main).getByText('root@example.com')).toBeInTheDocument();
  });

  it('names the location through the region tree in the reader’s language, as the settings form does', async () => {
    await renderLoggedIn(routePath('UserInfo'), 'root');
    const main = screen.getByRole('main');
    const location = () => within(within(main).getByText(/^(Location|所在地)$/).parentElement!).getByRole('definition');
    // The server stored the name of a zh-CN save; an English reader gets the English one.
    await waitFor(() => expect(location()).toHaveTextContent(/^China \/ Shanghai$/));
    await act(() => setLocale('zh-CN'));
    await waitFor(() => expect(location()).toHaveTextContent(/^中国 \/ 上海市$/));
  });

  it('shows a stored location as the settings form picks it, level by level', async () => {
    await renderLoggedIn(routePath('UserSetting'), 'root');
    const main = screen.getByRole('main');
    expect(await within(main).findByLabelText('Level 1')).toHaveDisplayValue('China');
    expect(within(main).getByLabelText('Level 2')).toHaveDisplayValue('Shanghai');
  });

  it('shows a stored location the region tree does not know as it is, and keeps it through a save', async () => {
    api.profile = { location: 'shanghai', locationName: 'Shanghai' };
    const { user } = await renderLoggedIn(routePath('UserInfo'), 'root');
    const main = screen.getByRole('main');
    const row = within(main).getByText('Location').parentElement!;
    await waitFor(() => expect(within(row).getByRole('definition')).toHaveTextContent(/^Shanghai$/));

    await user.click(within(main).getByRole('link', { name: 'Edit in user settings' }));
    await waitForUrl(routePath('UserSetting'));
    const level1 = await within(main).findByLabelText('Level 1');
    expect(level1).toHaveValue('shanghai');
    expect(level1).toHaveDisplayValue('Shanghai (not in the region list)');
    const job = within(main).getByLabelText('Job title');
    await user.clear(job);
    await user.type(job, 'Operations lead');
    await user.click(within(main).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admins/profile/update')?.body).toEqual({
      jobName: 'Operations lead',
      locale: 'en-US',
    });
    expect(api.profile).toMatchObject({ location: 'shanghai', locationName: 'Shanghai' });

    // Picking a region of the tree replaces it.
    await user.selectOptions(level1, 'China');
    await user.selectOptions(await within(main).findByLabelText('Level 2'), 'Shanghai');
    await user.click(within(main).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.profile).toMatchObject({ location: '310000', locationName: 'China / Shanghai' }));
    expect(api.calls.filter((c) => c.path === '/admins/profile/update').at(-1)?.body).toEqual({
      location: '310000',
      locale: 'en-US',
    });
  });

  it('changes the password through /admins/password/change, checking the fields first', async () => {
    const { user } = await renderLoggedIn(routePath('UserSetting'), 'agent');
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Change password' }));
    expect(within(main).getByText('Enter this field')).toBeInTheDocument();
    expect(within(main).getByText('Use at least 12 characters')).toBeInTheDocument();
    await user.type(within(main).getByLabelText('Current password'), 'backoffice-demo');
    await user.type(within(main).getByLabelText('New password'), 'a much longer passphrase');
    await user.type(within(main).getByLabelText('Repeat the new password'), 'a much longer passphrase');
    await user.click(within(main).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions have been logged out.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admins/password/change')?.body).toEqual({
      oldPassword: 'backoffice-demo',
      newPassword: 'a much longer passphrase',
    });
    expect(within(main).getByLabelText('Current password')).toHaveValue('');
  });

  it('says a wrong current password under its field in the page’s language, and a refused new one under that field', async () => {
    const { user } = await renderLoggedIn(routePath('UserSetting'), 'agent');
    await act(() => setLocale('zh-CN'));
    const main = screen.getByRole('main');
    await user.type(await within(main).findByLabelText('当前密码'), 'not-the-password');
    await user.type(within(main).getByLabelText('新密码'), 'a much longer passphrase');
    await user.type(within(main).getByLabelText('再次输入新密码'), 'a much longer passphrase');
    await user.click(within(main).getByRole('button', { name: '修改密码' }));
    const current = within(main).getByLabelText('当前密码');
    await waitFor(() => expect(current).toHaveAccessibleDescription('当前密码不正确'));
    expect(screen.queryByText(/incorrect/)).not.toBeInTheDocument();

    api.fail('/admins/password/change', {
      code: 40000,
      msg: 'newPassword: is too common',
      data: { field: 'newPassword', rule: 'too_common' },
    });
    await user.clear(current);
    await user.type(current, 'backoffice-demo');
    await user.click(within(main).getByRole('button', { name: '修改密码' }));
    const next = within(main).getByLabelText('新密码');
    await waitFor(() => expect(next).toHaveAccessibleDescription(/\S/));
    expect(screen.queryByText(/newPassword/)).not.toBeInTheDocument();
    expect(current).not.toHaveAccessibleDescription('当前密码不正确');
  });

  it('sends an admin who must change the password to user settings until it is done', async () => {
    api.mustChangePassword.add('agent');
    const { user } = await renderApp('/login?redirect=AccountList');
    await user.type(await screen.findByPlaceholderText('Username'), 'agent');
    await user.type(screen.getByPlaceholderText('Password'), 'backoffice-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitForUrl('/user/setting');
    expect(await screen.findByText(/Change your password before you continue/)).toBeInTheDocument();
    expect(api.paths()).not.toContain('/admins/notifications/list');
    const main = screen.getByRole('main');
    await user.type(await within(main).findByLabelText('Current password'), 'backoffice-demo');
    await user.type(within(main).getByLabelText('New password'), 'a much longer passphrase');
    await user.type(within(main).getByLabelText('Repeat the new password'), 'a much longer passphrase');
    await user.click(within(main).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText(/Change your password before you continue/)).not.toBeInTheDocument());
    await act(async () => window.history.pushState(null, '', '/account-center/account-list'));
    await waitForUrl('/account-center/account-list');
  });
});
