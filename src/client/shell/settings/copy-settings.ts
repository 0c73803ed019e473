import { snapshot } from 'valtio';
import { t } from '../../i18n/i18n';
import { settings } from '../../state/settings';
import { settingsDrawer } from '../../state/settings-actions';
import { serverMenu } from '../../state/server-menu';
import { showToast } from '../../state/toasts';

/** Below this the side menu is a drawer (as use-viewport.ts). */
const NARROW = '(max-width: 991.98px)';

/**
 * The settings as JSON on the clipboard: the page settings at the top level, to paste into
 * default-settings.ts, and beside them what a report of a layout problem needs — the drawer's
 * state (`globalSettings`), the device the page is drawn on and the menu the server sent.
 */
export function settingsJson(): string {
  return JSON.stringify(
    {
      ...snapshot(settings),
      globalSettings: snapshot(settingsDrawer),
      device: {
        width: window.innerWidth,
        height: window.innerHeight,
        pixelRatio: window.devicePixelRatio,
        narrow: window.matchMedia?.(NARROW).matches ?? false,
      },
      serverMenu: snapshot(serverMenu).menus,
    },
    null,
    2,
  );
}

export async function copySettings(): Promise<void> {
  try {
    await navigator.clipboard.writeText(settingsJson());
    showToast('success', t('settings.copySettings.message'));
  } catch {
    showToast('error', t('settings.copySettings.failed'));
  }
}
