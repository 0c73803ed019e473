import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FILTER_ATTR } from '#client/ui/list/page-filter';
import { useScreenCommands } from '#client/commands/use-screen-commands';
import { CommandKeys } from '#client/commands/shortcut-keys';
import { CommandButton } from '#client/commands/command-button';
import { installFakeApi } from './fake-api';
import { currentUrl, waitForUrl, renderLoggedIn } from './render-app';

beforeEach(() => {
  installFakeApi();
});

async function shell(username = 'root') {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, username);
  return app;
}

describe('keyboard in the shell', () => {
  it('navigates with g chords, for the screens the role may see only', async () => {
    const { user } = await shell('agent');
    await user.keyboard('gm');
    await waitForUrl('/audit-center/moment-list');
    await user.keyboard('gh');
    expect(currentUrl()).toBe('/audit-center/moment-list');
    await user.keyboard('gw');
    await waitForUrl('/dashboard/workplace');
  });

  it('does not fire single keys while typing in an input, nor during IME composition', async () => {
    const { user } = await shell('root');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'User settings' }));
    await waitForUrl('/user/setting');
    const field = await screen.findByLabelText('Current password');
    await user.type(field, 'ga');
    expect(currentUrl()).toBe('/user/setting');
    expect(field).toHaveValue('ga');
    fireEvent.keyDown(document.body, { key: 'g', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'a', isComposing: true });
    expect(currentUrl()).toBe('/user/setting');
  });

  it('does not fire single keys with Ctrl, Alt or Meta held', async () => {
    const { user } = await shell('root');
    await user.keyboard('{Alt>}g{/Alt}{Alt>}a{/Alt}');
    await user.keyboard('{Meta>}g{/Meta}a');
    expect(currentUrl()).toBe('/dashboard/workplace');
  });

  it('switches single keys off from settings, while Ctrl+K keeps working', async () => {
    const { user } = await shell('root');
    await user.click(screen.getByRole('button', { name: 'Page settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Single-key shortcuts' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('ga');
    expect(currentUrl()).toBe('/dashboard/workplace');
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });

  it('opens the shortcut sheet with ?, generated from the registry', async () => {
    const { user } = await shell('promote');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('Paid stats')).toBeInTheDocument();
    expect(within(sheet).queryByText('Accounts')).not.toBeInTheDocument();
    expect(within(sheet).getByText('Open the command palette')).toBeInTheDocument();
  });

  it('lets a screen register context commands that run only on that screen and warns on a conflict', async () => {
    const next = vi.fn();
    function QueueProbe() {
      const [n, setN] = useState(0);
      useScreenCommands(() => [
        {
          id: 'queue.next',
          title: 'cmd.logout',
          group: 'palette.group.view',
          shortcut: 'j',
          when: { screen: 'Workplace' },
          run: () => {
            next();
            setN((x) => x + 1);
          },
        },
        { id: 'queue.clash', title: 'cmd.logout', group: 'palette.group.view', shortcut: 'x', run: () => next() },
        { id: 'queue.clash2', title: 'cmd.logout', group: 'palette.group.view', shortcut: 'x', run: () => next() },
      ]);
      return (
        <p>
          {`moved ${n}`}
          <CommandKeys id="queue.next" />
        </p>
      );
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await shell('root');
    render(<QueueProbe />);
    await user.keyboard('j');
    expect(await screen.findByText('moved 1')).toBeInTheDocument();
    expect(within(screen.getByText('moved 1')).getByText('J')).toBeInTheDocument();
    await user.keyboard('x');
    expect(next).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"x" matches queue.clash, queue.clash2'));
    await act(async () => window.history.pushState(null, '', '/user/info'));
    await waitForUrl('/user/info');
    await user.keyboard('j');
    expect(next).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('focuses the page filter with /', async () => {
    const { user } = await shell('root');
    render(<input aria-label="Filter" {...{ [PAGE_FILTER_ATTR]: '' }} />);
    await user.keyboard('/');
    expect(screen.getByLabelText('Filter')).toHaveFocus();
  });

  it('builds buttons from the registry: title, shortcut hint, and the same run', async () => {
    const { user } = await shell('root');
    const { container } = render(<CommandButton id="help.sheet" />);
    const button = within(container).getByRole('button', { name: /^Show keyboard shortcuts/ });
    expect(button).toHaveTextContent('?');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
