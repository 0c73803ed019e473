import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#client/state/default-settings';
import { installFakeApi } from './fake-api';
import { waitForUrl, renderLoggedIn } from './render-app';

beforeEach(() => {
  installFakeApi();
});

async function openSettings() {
  const app = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
  await app.user.click(screen.getByRole('button', { name: 'Page settings' }));
  const drawer = await screen.findByRole('dialog', { name: 'Page settings' });
  return { ...app, drawer };
}

describe('settings drawer', () => {
  it('offers every setting of the seed spec with its default, and says the changes are temporary', async () => {
    const { drawer } = await openSettings();
    const d = within(drawer);
    for (const [name, on] of [
      ['Navigation bar', true],
      ['Menu', true],
      ['Top menu', false],
      ['Tab bar', true],
      ['Footer', false],
      ['Menu from server', true],
      ['Color weakness', false],
      ['Dark theme', false],
      ['Single-key shortcuts', true],
    ] as const) {
      expect(d.getByRole('switch', { name })).toHaveAttribute('aria-checked', String(on));
    }
    expect(d.getByRole('spinbutton', { name: 'Menu width (px)' })).toHaveValue(220);
    expect(d.getByRole('button', { name: 'Use #165DFF' })).toHaveAttribute('aria-pressed', 'true');
    expect(d.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(d.getByText(/apply to this visit only/)).toBeInTheDocument();
  });

  it('sets the dark theme and colour weakness as attributes on body (the palette swaps its tokens, no filter)', async () => {
    const { user, drawer } = await openSettings();
    await user.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
    expect(document.body).toHaveAttribute('arco-theme', 'dark');
    expect(localStorage.getItem('arco-theme')).toBe('dark');
    await user.click(within(drawer).getByRole('switch', { name: 'Color weakness' }));
    expect(document.body).toHaveAttribute('color-weak');
    expect(document.body.style.filter).toBe('');
    await user.click(within(drawer).getByRole('button', { name: 'Use #00B42A' }));
    expect(document.body.style.getPropertyValue('--primary')).toBe('#00B42A');
    await user.click(within(drawer).getByRole('switch', { name: 'Color weakness' }));
    expect(document.body).not.toHaveAttribute('color-weak');
  });

  it('hides the tab bar, the footer and the navbar; a floating button then opens the settings', async () => {
    const { user, drawer } = await openSettings();
    await user.click(within(drawer).getByRole('switch', { name: 'Tab bar' }));
    expect(screen.queryByRole('navigation', { name: 'Visited pages' })).not.toBeInTheDocument();
    // The footer is off by default (seed spec); its switch shows it.
    expect(screen.queryByRole('contentinfo', { hidden: true })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Footer' })).not.toBeChecked();
    await user.click(within(drawer).getByRole('switch', { name: 'Footer' }));
    expect(screen.getByRole('contentinfo', { hidden: true })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('switch', { name: 'Navigation bar' }));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open page settings' }));
    expect(await screen.findByRole('dialog', { name: 'Page settings' })).toBeInTheDocument();
  });

  it('moves the menu to the top, and sizes the side menu', async () => {
    const { user, drawer } = await openSettings();
    const width = within(drawer).getByRole('spinbutton', { name: 'Menu width (px)' });
    await user.clear(width);
    await user.type(width, '260');
    // The open drawer hides the page from the accessibility tree, hence `hidden: true`.
    expect(screen.getByRole('navigation', { name: 'Side menu', hidden: true })).toHaveStyle({ width: '260px' });
    await user.click(within(drawer).getByRole('switch', { name: 'Top menu' }));
    const navbar = screen.getByRole('banner', { hidden: true });
    expect(within(navbar).getByRole('navigation', { name: 'Side menu', hidden: true })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Side menu', hidden: true })).toHaveLength(1);
  });

  it('copies the settings as JSON and confirms', async () => {
    const { user, drawer } = await openSettings();
    await user.click(within(drawer).getByRole('button', { name: 'Copy settings' }));
    // user-event stands in for the clipboard, so reading it back reads what was copied.
    const copied = JSON.parse(await navigator.clipboard.readText()) as Record<string, unknown>;
    expect(copied).toMatchObject(DEFAULT_SETTINGS);
    // Beside the settings: the drawer's state, the device and the menu the server sent.
    expect(copied.globalSettings).toEqual({ open: true });
    expect(copied.device).toMatchObject({ width: window.innerWidth, height: window.innerHeight });
    expect(Array.isArray(copied.serverMenu)).toBe(true);
    expect((copied.serverMenu as unknown[]).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Settings copied/)).toBeInTheDocument();
  });

  it('switches the language from the drawer', async () => {
    const { user, drawer } = await openSettings();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'zh-CN');
    expect(await screen.findByRole('dialog', { name: '页面配置' })).toBeInTheDocument();
    expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
  });

  it('turning menu-from-server off lets the guard decide by role alone', async () => {
    const { user, drawer } = await openSettings();
    await user.click(within(drawer).getByRole('switch', { name: 'Menu from server' }));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    window.history.pushState(null, '', '/admin-center/action-log');
    await waitForUrl('/admin-center/action-log');
    // Root may enter the action log by role, so the screen opens although the menu was not asked.
    const main = await screen.findByRole('main');
    expect(
      await within(within(main).getByRole('navigation', { name: 'Breadcrumb' })).findByText('Action log'),
    ).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
  });
});
