import { lazy } from 'react';
import { whenIdle } from '../ui/when-idle';

// The shell's overlays, each in a chunk of its own: none is open on a first screen (security
// notices rarely are), and with them goes the part of headlessui only they use (the dialog, its
// focus trap, the tabs).
const loadSettingsDrawer = () => import('./settings/settings-drawer');
const loadShortcutSheet = () => import('./shortcut-sheet');
const loadMenuDrawer = () => import('./menu/menu-drawer');
const loadMessagePanel = () => import('./message-box/message-panel');
const loadPalette = () => import('../commands/palette');
const loadSecurityNotices = () => import('./security-notices');

export const SettingsDrawer = lazy(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));
export const ShortcutSheet = lazy(() => loadShortcutSheet().then((m) => ({ default: m.ShortcutSheet })));
export const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));
export const MessagePanel = lazy(() => loadMessagePanel().then((m) => ({ default: m.MessagePanel })));
export const Palette = lazy(loadPalette);
export const SecurityNotices = lazy(() => loadSecurityNotices().then((m) => ({ default: m.SecurityNotices })));

/** How long after the console's start its overlays are fetched: past a first screen's data, normally. */
const WARM_AFTER_MS = 3000;

/**
 * The overlays fetched once the first screen is up and the browser idle, out of that screen's way,
 * so that the first Ctrl/⌘+K, `?` or click on the bell normally opens at once. One opened earlier
 * loads then (keys typed meanwhile wait for the palette: commands/key-layers.ts). Returns the cancel.
 */
export function warmOverlays(): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(() => {
      for (const load of [loadPalette, loadMessagePanel, loadShortcutSheet, loadSettingsDrawer])
        void load().catch(() => undefined);
    });
  }, WARM_AFTER_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
