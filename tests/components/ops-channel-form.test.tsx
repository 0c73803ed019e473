import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApkChannel } from '#contract/api/channels';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { routePath, renderLoggedIn } from './render-app';

let api: OpsFakeApi;
const huawei: ApkChannel = {
  id: 7,
  code: 'huawei',
  name: 'Huawei',
  downloadUrl: 'https://cdn.example.com/huawei.apk',
  version: '3.12.0',
  enabled: true,
  note: '',
  rowVersion: 3,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
};
beforeEach(() => {
  api = installOpsFakeApi();
  api.channels.push(huawei);
});

/** Waits for a dialog to close: its portal goes with it, so the dialog is no longer found by its name. */
const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

const saves = () => api.calls.filter((c) => c.path === '/admins/apk-channel');

async function openScreen() {
  const { user } = await renderLoggedIn(routePath('ChannelList'), 'root');
  await screen.findByText('huawei');
  return user;
}

describe('channel form', () => {
  it('shows the contract rules inline and sends nothing until they hold', async () => {
    const user = await openScreen();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'Bad Code');
    await user.tab();
    expect(within(dialog).getByText('Must be 2–32 characters of a-z, 0-9, _ and -')).toBeInTheDocument();
    const url = within(dialog).getByLabelText('Download URL');
    await user.clear(url);
    await user.type(url, 'http://cdn.example.com/a.apk');
    await user.type(within(dialog).getByLabelText('Apk version'), 'latest');
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be an https:// URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Must look like 1.2.3 or 1.2.3-beta.1')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    // Fixing a field clears its message while typing.
    const code = within(dialog).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'xiaomi');
    expect(within(dialog).queryByText('Must be 2–32 characters of a-z, 0-9, _ and -')).not.toBeInTheDocument();
  });

  it('asks for the password when the server wants a step-up, then sends the same save again', async () => {
    api.on('/admins/apk-channel', (body) =>
      api.reauthed
        ? { code: 200, data: { channel: { ...huawei, id: 8, code: body.code, name: body.name }, created: true } }
        : { code: 40300, data: { reason: 'REAUTH_REQUIRED' }, msg: 'Re-enter your password to continue' },
    );
    const user = await openScreen();
    await user.click(screen.getByRole('button', { name: /New channel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'xiaomi');
    await user.type(within(dialog).getByLabelText('Name'), 'Xiaomi');
    await user.type(within(dialog).getByLabelText('Download URL'), 'cdn.example.com/x.apk');
    await user.type(within(dialog).getByLabelText('Apk version'), '1.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    const prompt = await within(dialog).findByRole('form', { name: 'Confirm it is you' });
    await user.type(within(prompt).getByLabelText('Your password'), 'backoffice-demo');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByText(/xiaomi/, { selector: '[role=status] *, [role=status]' });
    expect(saves()).toHaveLength(2);
    expect(saves()[1]?.body).toEqual(saves()[0]?.body);
  });

  it('puts a server 40000 under its field (a duplicate code)', async () => {
    api.on('/admins/apk-channel', () => ({
      code: 40000,
      data: { field: 'code', rule: 'taken' },
      msg: 'code: is already used by another channel',
    }));
    const user = await openScreen();
    await user.click(screen.getByRole('button', { name: /New channel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'huawei');
    await user.type(within(dialog).getByLabelText('Name'), 'Huawei 2');
    await user.type(within(dialog).getByLabelText('Download URL'), 'cdn.example.com/h.apk');
    await user.type(within(dialog).getByLabelText('Apk version'), '1.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    expect(await within(dialog).findByText('Already in use')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({
      code: 'huawei',
      name: 'Huawei 2',
      downloadUrl: 'https://cdn.example.com/h.apk',
      version: '1.0.0',
      enabled: true,
      note: '',
    });
  });

  it('edits with the code locked and expectedVersion sent; a 40900 shows the newer version', async () => {
    api.on('/admins/apk-channel', () => ({
      code: 40900,
      data: { channel: { ...huawei, name: 'Huawei (theirs)', rowVersion: 4 } },
      msg: 'stale',
    }));
    const user = await openScreen();
    await user.dblClick(screen.getByText('huawei'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit channel huawei' });
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Huawei (mine)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Someone saved this channel meanwhile/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Huawei (theirs)');
    expect(saves()[0]?.body).toMatchObject({ id: 7, expectedVersion: 3, code: 'huawei', name: 'Huawei (mine)' });
  });

  it('an untouched new channel closes on Esc at once', async () => {
    const user = await openScreen();
    await user.keyboard('n');
    await screen.findByRole('dialog', { name: 'New channel' });
    await user.keyboard('{Escape}');
    await closed('New channel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Esc, Cancel or a click outside drop a new channel typed in; keeping it is the default', async () => {
    const user = await openScreen();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'xiaomi');

    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard the new channel?' });
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    // Enter on the default answer keeps the form as it was.
    await user.keyboard('{Enter}');
    await closed('Discard the new channel?');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('xiaomi');

    await user.click(document.body);
    question = await screen.findByRole('dialog', { name: 'Discard the new channel?' });
    // Esc on the question keeps editing too: a second Esc never drops the input.
    await user.keyboard('{Escape}');
    await closed('Discard the new channel?');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('xiaomi');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard the new channel?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await closed('New channel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('asks before Esc drops changes to an existing channel, naming it', async () => {
    const user = await openScreen();
    await user.dblClick(screen.getByText('huawei'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit channel huawei' });
    await user.type(within(dialog).getByLabelText('Name'), ' CN');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes to channel huawei?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await closed('Edit channel huawei');
  });
});
