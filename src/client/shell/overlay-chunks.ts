import { lazy } from 'react';

// The shell's overlays, each in a chunk of its own: none is open on a first screen (security
// notices rarely are), and with them goes the part of headlessui only they use (the dialog, its
// focus trap, the tabs). warm-chunks.ts fetches them ahead.
export const loadSettingsDrawer = () => import('./settings/settings-drawer');
export const loadShortcutSheet = () => import('./shortcut-sheet');
const loadMenuDrawer = () => import('./menu/menu-drawer');
export const loadMessagePanel = () => import('./message-box/message-panel');
export const loadPalette = () => import('../commands/palette');
const loadSecurityNotices = () => import('./security-notices');

export const SettingsDrawer = lazy(() => loadSettingsDrawer().then((m) => ({ default: m.SettingsDrawer })));
export const ShortcutSheet = lazy(() => loadShortcutSheet().then((m) => ({ default: m.ShortcutSheet })));
export const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));
export const MessagePanel = lazy(() => loadMessagePanel().then((m) => ({ default: m.MessagePanel })));
export const Palette = lazy(loadPalette);
export const SecurityNotices = lazy(() => loadSecurityNotices().then((m) => ({ default: m.SecurityNotices })));
