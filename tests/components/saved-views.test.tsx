import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApkChannel } from '#contract/api/channels';
import type { SavedView } from '#contract/api/saved-views';
import { tablePrefs } from '#client/ui/list/table-prefs';
import { installOpsFakeApi, type OpsFakeApi } from './ops-fake-api';
import { waitForUrl, renderLoggedIn, routePath } from './render-app';

const AT = '2024-05-01T08:00:00.000Z';
const channel = (id: number, code: string, enabled: boolean): ApkChannel => ({
  id,
  code,
  name: code.toUpperCase(),
  downloadUrl: `https://cdn.example.com/${code}.apk`,
  version: '1.0.0',
  enabled,
  note: '',
  rowVersion: 1,
  createdAt: AT,
  updatedAt: AT,
});
const view = (id: number, name: string, over: Partial<SavedView> = {}): SavedView => ({
  id,
  list: 'ChannelList',
  name,
  state: { query: { enabled: 'false' } },
  shared: true,
  ownerId: 2,
  ownerName: 'agent',
  editable: false,
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

let api: OpsFakeApi;
/** The server's views, as the fake serves them; a save adds one. */
let views: SavedView[];

beforeEach(() => {
  api = installOpsFakeApi();
  api.channels.push(channel(1, 'huawei', true), channel(2, 'oppo', false));
  views = [view(9, 'Switched off')];
  for (const key of Object.keys(tablePrefs)) delete tablePrefs[key];
  api.on('/admins/views/list', () => ({ code: 200, data: { list: views } }));
  api.on('/admins/views/get', (body) => {
    if (body.id === 13) return { code: 40300, data: { reason: 'ROLE' } };
    const found = views.find((v) => v.id === body.id);
    return found ? { code: 200, data: found } : { code: 40400, data: null };
  });
  api.on('/admins/views/save', (body) => {
    const saved = view(20 + views.length, String(body.name), {
      state: body.state as SavedView['state'],
      shared: Boolean(body.shared),
      ownerId: 1,
      ownerName: 'root',
      editable: true,
    });
    views = [...views, saved];
    return { code: 200, data: saved };
  });
});

/** Moves the console to `path` as the address bar or a link would. */
function visit(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
const lastListFilters = () => api.calls.filter((c) => c.path === '/admins/apk-channel-list').at(-1)?.body.filters;

const savesSent = () => api.calls.filter((c) => c.path === '/admins/views/save').map((c) => c.body);

async function openChannels(path = routePath('ChannelList')) {
  const app = await renderLoggedIn(path, 'root');
  await screen.findByText('huawei');
  return app.user;
}

describe('saved views', () => {
  it('saves the filters and columns on screen under a name from the header, shared with the team', async () => {
    const user = await openChannels();
    visit('/config-center/channel-list?enabled=true&page=2');
    await waitFor(() => expect(lastListFilters()).toEqual({ enabled: true }));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: /Save current view/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
    await user.type(within(dialog).getByLabelText('Name'), 'Live channels');
    await user.click(within(dialog).getByRole('switch', { name: 'Share with the team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await screen.findByText('View “Live channels” saved');
    expect(savesSent()).toEqual([
      {
        list: 'ChannelList',
        name: 'Live channels',
        shared: true,
        state: { query: { enabled: 'true' }, columns: { hidden: [], shown: [] }, density: 'comfortable' },
      },
    ]);
    // The menu lists it, marked as the view on screen.
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('button', { name: 'Open view Live channels' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('asks before Esc drops a name typed for a view; keeping it is the default', async () => {
    const user = await openChannels();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: /Save current view/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
    await user.type(within(dialog).getByLabelText('Name'), 'Live channels');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard the view you were saving?' });
    expect(question).toHaveTextContent('What you typed in this form will be lost.');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard the view you were saving?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Live channels');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard the view you were saving?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save the current view' })).not.toBeInTheDocument(),
    );
    expect(savesSent()).toEqual([]);
  });

  it('opens a view from the header: its filters replace those in the address', async () => {
    const user = await openChannels();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Open view Switched off' }));
    await waitForUrl('/config-center/channel-list?enabled=false');
    await waitFor(() => expect(lastListFilters()).toEqual({ enabled: false }));
  });

  it('opens a view from the palette (Open view…), with its columns', async () => {
    views = [
      view(9, 'Switched off', { state: { query: { enabled: 'false' }, columns: { hidden: ['version'], shown: [] } } }),
    ];
    const user = await openChannels();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'open view');
    await user.keyboard('{Enter}');
    await user.click(await within(dialog).findByRole('option', { name: /App channels · Switched off/ }));
    await waitForUrl('/config-center/channel-list?enabled=false');
    expect(tablePrefs.channels?.hidden).toEqual(['version']);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Apk version' })).not.toBeInTheDocument());
  });

  it("opens a shared view's link, and says so in words when the view is not the reader's to see", async () => {
    await openChannels();
    visit('/config-center/channel-list?q=hua&view=9');
    await waitForUrl('/config-center/channel-list?enabled=false');

    visit('/config-center/channel-list?enabled=false&view=13');
    expect(await screen.findByText('This view belongs to a list your role cannot open.')).toBeInTheDocument();
    await waitForUrl('/config-center/channel-list?enabled=false');

    visit('/config-center/channel-list?view=404');
    expect(await screen.findByText('This view no longer exists, or it is private to its owner.')).toBeInTheDocument();
    await waitForUrl('/config-center/channel-list');
  });
});
