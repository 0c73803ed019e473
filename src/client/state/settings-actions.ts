import { proxy } from 'valtio/vanilla';
import type { Settings } from './default-settings';
import { settings } from './settings';

// Apart from settings.ts, which /login loads: these are for the console only.

/** UI state of the settings drawer (the seed spec's `globalSettings`). */
export const settingsDrawer = proxy({ open: false });

export function updateSettings(patch: Partial<Settings>): void {
  Object.assign(settings, patch);
}

export function toggleTheme(): void {
  settings.theme = settings.theme === 'dark' ? 'light' : 'dark';
}

export function toggleSettingsDrawer(open = !settingsDrawer.open): void {
  settingsDrawer.open = open;
}
