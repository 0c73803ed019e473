import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { renderLoggedIn, routePath } from './render-app';

let api: OpsFakeApi;
beforeEach(() => {
  api = installOpsFakeApi();
  api.admins.push(adminUser(2, 'lena', { name: 'Lena Fischer', version: 5, liveSessions: 2 }));
});

const callsTo = (path: string) => api.calls.filter((c) => c.path === path);

async function openScreen(path = routePath('AdminList')) {
  const { user } = await renderLoggedIn(path, 'root');
  await screen.findByText('lena');
  return user;
}

describe('admin dialogs', () => {
  it('creates an admin: contract rules inline, then the step-up prompt, then the same request again', async () => {
    api.on('/admins/admin/create', (b) =>
      api.reauthed ? { code: 200, data: adminUser(3, String(b.username), { mustChangePassword: true }) } : null,
    );
    const user = await openScreen();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    await user.type(within(dialog).getByLabelText('Username'), 'New Admin');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Initial password'), 'short');
    await user.click(within(dialog).getByLabelText('Support agent'));
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(within(dialog).getByText('Must be 2–64 characters of a-z, 0-9, _ . -')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be an email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Use 12–128 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one role is required')).toBeInTheDocument();
    expect(callsTo('/admins/admin/create')).toHaveLength(0);

    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'mei');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Initial password'), ' and much longer');
    await user.click(within(dialog).getByLabelText('Growth and promotion'));
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    await user.type(await within(dialog).findByLabelText('Your password'), 'backoffice-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    expect(
      await screen.findByText('Admin mei created; they must change the password at first login'),
    ).toBeInTheDocument();
    const [first, second] = callsTo('/admins/admin/create');
    expect(first?.body).toEqual({ username: 'mei', password: 'short and much longer', roles: ['PROMOTE'] });
    expect(second?.body).toEqual(first?.body);
  });

  it('asks before Esc drops a new admin typed in, as every form dialog does; keeping it is the default', async () => {
    const user = await openScreen();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    await user.type(within(dialog).getByLabelText('Username'), 'mira');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard the new admin?' });
    expect(question).toHaveTextContent('What you typed in this form will be lost.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard the new admin?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('mira');
    expect(callsTo('/admins/admin/create')).toHaveLength(0);
  });

  it('edits roles with expectedVersion from the admin pane', async () => {
    api.reauthed = true;
    api.on('/admins/admin/roles', () => ({ code: 200, data: { admin: adminUser(2, 'lena'), revokedSessions: 1 } }));
    const user = await openScreen(`${routePath('AdminList')}?admin=2`);
    const pane = await screen.findByRole('complementary', { name: 'Admin lena' });
    await user.click(within(pane).getByRole('button', { name: /Edit roles/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of lena' });
    await user.click(within(dialog).getByLabelText('Administrator'));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Roles of lena saved; 1 sessions ended')).toBeInTheDocument();
    expect(callsTo('/admins/admin/roles')[0]?.body).toEqual({
      adminId: 2,
      roles: ['BACKEND_SUPPORT_AGENT', 'ADMIN_ROOT'],
      expectedVersion: 5,
    });
  });

  it('resets a password (checked for length first) and disables with a reason', async () => {
    api.reauthed = true;
    api.on('/admins/admin/reset-password', () => ({
      code: 200,
      data: { admin: adminUser(2, 'lena'), revokedSessions: 2 },
    }));
    api.on('/admins/admin/disable', () => ({
      code: 200,
      data: { admin: adminUser(2, 'lena', { disabled: true }), revokedSessions: 2 },
    }));
    const user = await openScreen(`${routePath('AdminList')}?admin=2`);
    const pane = await screen.findByRole('complementary', { name: 'Admin lena' });
    await user.click(within(pane).getByRole('button', { name: /Reset password/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset the password of lena' });
    await user.type(within(dialog).getByLabelText('New initial password'), 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(within(dialog).getByText('Use 12–128 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New initial password'), ' but now fine');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password of lena reset; 2 sessions ended')).toBeInTheDocument();
    expect(callsTo('/admins/admin/reset-password')[0]?.body).toEqual({
      adminId: 2,
      password: 'too short but now fine',
    });

    await user.click(within(pane).getByRole('button', { name: /Disable/ }));
    dialog = await screen.findByRole('dialog', { name: 'Disable lena' });
    expect(
      within(dialog).getByText('They can no longer log in, and their 2 live sessions end now.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (for the action log)'), 'left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('lena disabled; 2 sessions ended')).toBeInTheDocument();
    expect(callsTo('/admins/admin/disable')[0]?.body).toEqual({ adminId: 2, disabled: true, reason: 'left the team' });
  });

  it('roles, reset and disable ask before Esc or Cancel drops what was typed; untouched, they close at once', async () => {
    const user = await openScreen(`${routePath('AdminList')}?admin=2`);
    const pane = await screen.findByRole('complementary', { name: 'Admin lena' });
    const gone = (name: string) =>
      waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

    await user.click(within(pane).getByRole('button', { name: /Edit roles/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Roles of lena' });
    await user.keyboard('{Escape}');
    await gone('Roles of lena');
    await user.click(within(pane).getByRole('button', { name: /Edit roles/ }));
    dialog = await screen.findByRole('dialog', { name: 'Roles of lena' });
    await user.click(within(dialog).getByLabelText('Administrator'));
    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard your changes to the roles of lena?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await gone('Roles of lena');

    await user.click(within(pane).getByRole('button', { name: /Reset password/ }));
    dialog = await screen.findByRole('dialog', { name: 'Reset the password of lena' });
    await user.type(within(dialog).getByLabelText('New initial password'), 'half a new pass');
    await user.keyboard('{Escape}');
    question = await screen.findByRole('dialog', { name: 'Discard the new password for lena?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await gone('Discard the new password for lena?');
    expect(within(dialog).getByLabelText('New initial password')).toHaveValue('half a new pass');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard the new password for lena?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await gone('Reset the password of lena');

    await user.click(within(pane).getByRole('button', { name: /Disable/ }));
    dialog = await screen.findByRole('dialog', { name: 'Disable lena' });
    await user.type(within(dialog).getByLabelText('Reason (for the action log)'), 'left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard the reason you typed for lena?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await gone('Discard the reason you typed for lena?');
    expect(within(dialog).getByLabelText('Reason (for the action log)')).toHaveValue('left the team');

    expect(callsTo('/admins/admin/roles')).toHaveLength(0);
    expect(callsTo('/admins/admin/reset-password')).toHaveLength(0);
    expect(callsTo('/admins/admin/disable')).toHaveLength(0);
  });

  it('your own pane offers no reset or disable, by button or key, and says where your password is changed', async () => {
    api.admins.push(adminUser(1, 'root', { name: 'Root Admin' }));
    const user = await openScreen(`${routePath('AdminList')}?admin=1`);
    const pane = await screen.findByRole('complementary', { name: 'Admin root' });
    expect(within(pane).getByRole('button', { name: /Edit roles/ })).toBeInTheDocument();
    expect(within(pane).queryByRole('button', { name: /Reset password|Disable/ })).not.toBeInTheDocument();
    expect(within(pane).getByText(/This is you: you cannot disable yourself here/)).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/user/setting');
    await user.keyboard('{Shift>}D{/Shift}{Shift>}P{/Shift}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByText('lena'));
    await user.keyboard('{Enter}');
    const theirs = await screen.findByRole('complementary', { name: 'Admin lena' });
    expect(within(theirs).queryByText(/This is you/)).not.toBeInTheDocument();
    await user.keyboard('{Shift>}D{/Shift}');
    expect(await screen.findByRole('dialog', { name: 'Disable lena' })).toBeInTheDocument();
  });

  it('an admin opened from a link has the cursor on their row, and j moves on from there', async () => {
    api.admins.unshift(adminUser(1, 'root', { name: 'Root Admin' }));
    api.admins.push(adminUser(3, 'mei', { name: 'Mei' }));
    const user = await openScreen(`${routePath('AdminList')}?admin=2`);
    await screen.findByRole('complementary', { name: 'Admin lena' });
    const rowOf = (username: string) => screen.getByText(username).closest('tr')!;
    expect(rowOf('lena')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('root')).not.toHaveAttribute('aria-current');
    await user.keyboard('j{Enter}');
    expect(await screen.findByRole('complementary', { name: 'Admin mei' })).toBeInTheDocument();
    expect(rowOf('mei')).toHaveAttribute('aria-current', 'true');
  });
});
