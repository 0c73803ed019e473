import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent as User } from '@testing-library/user-event';

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
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
  // The screen drawn: while its chunk loads the console holds its keys (key-layers.ts), and an
  // arrow or Enter typed then would wait for the console instead of reaching the button.
  await screen.findByRole('tablist', { name: 'Kind of content' });
  return app;
}

let loadDropdowns: () => Promise<unknown> = () => Promise.resolve();

/** A kept press is replayed in a task of its own once the real button is there: past it. */
const afterTheReplay = () => new Promise((resolve) => setTimeout(resolve, 30));

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
    await afterTheReplay();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The real menu now: the same button opens it.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Reload' })).toBeInTheDocument();
  });

  it.each([
    ['a press elsewhere', async (user: User) => user.click(document.body)],
    ['Escape, the focus elsewhere', async (user: User) => user.keyboard('{Escape}')],
    ['a second press', async (user: User) => user.click(screen.getByRole('button', { name: 'Account menu' }))],
  ])('drop a kept press on %s, as the open menu would close', async (_, undo) => {
    const { user } = await consoleBeforeTheChunk();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await user.click(avatar);
    await undo(user);
    await letTheChunkArrive(avatar);
    await afterTheReplay();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('drop a kept key when the focus moves on', async () => {
    const { user } = await consoleBeforeTheChunk();
    const drawnAlone = screen.getByRole('button', { name: 'Language' });
    drawnAlone.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    const focused = document.activeElement;
    expect(focused).not.toBe(drawnAlone);
    await letTheChunkArrive(drawnAlone);
    await afterTheReplay();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(focused);
  });

  it('open the bell’s popover on a click kept before its code came', async () => {
    const { user } = await consoleBeforeTheChunk();
    const bell = screen.getByRole('button', { name: /^Message box/ });
    await user.click(bell);
    await letTheChunkArrive(bell);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Message box/ })).toHaveAttribute('aria-expanded', 'true'),
    );
  });
});
