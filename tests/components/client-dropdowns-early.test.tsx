import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The dropdowns' chunk arrives only when the test lets it: until then their buttons are drawn alone.
const gate = { arrive: () => {}, arrived: Promise.resolve() };

/** A fresh console (the chunk not yet loaded in this page), logged in on the workplace. */
async function consoleBeforeTheChunk() {
  gate.arrived = new Promise<void>((resolve) => (gate.arrive = resolve));
  vi.resetModules();
  vi.doMock('../../src/client/shell/dropdowns/dropdowns', async (importOriginal) => {
    await gate.arrived;
    return importOriginal();
  });
  await import('#client/dictionaries/dictionaries');
  const { installFakeApi } = await import('./fake-api');
  const { renderLoggedIn } = await import('./render-app');
  ({ loadDropdowns } = await import('#client/shell/dropdowns/deferred-dropdown'));
  installFakeApi();
  return renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
}

let loadDropdowns: () => Promise<unknown> = () => Promise.resolve();

/** Lets the chunk come, and waits for it and for `drawnAlone`, a button drawn before it, to be replaced. */
async function letTheChunkArrive(drawnAlone: HTMLElement) {
  gate.arrive();
  await loadDropdowns();
  await waitFor(() => expect(drawnAlone).not.toBeInTheDocument());
}

describe('the navbar’s menus before their code has arrived', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('draw their buttons as closed menus, and the first press on one opens it once the code is there', async () => {
    const { user } = await consoleBeforeTheChunk();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Tab actions' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Message box/ })).not.toHaveAttribute('aria-haspopup');

    await user.click(avatar);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await letTheChunkArrive(avatar);
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('replay an opening key on the real menu, its first item active', async () => {
    const { user } = await consoleBeforeTheChunk();
    const drawnAlone = screen.getByRole('button', { name: 'Language' });
    drawnAlone.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await letTheChunkArrive(drawnAlone);
    const menu = await screen.findByRole('menu');
    const first = screen.getAllByRole('menuitem')[0]!;
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', first.id));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus());
  });

  it('keep the focus on the button when the code arrives, and drop a press that Escape took back', async () => {
    const { user } = await consoleBeforeTheChunk();
    const drawnAlone = screen.getByRole('button', { name: 'Tab actions' });
    drawnAlone.focus();
    await user.keyboard('{Enter}{Escape}');
    await letTheChunkArrive(drawnAlone);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tab actions' })).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The real menu now: the same button opens it.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Reload' })).toBeInTheDocument();
  });
});
