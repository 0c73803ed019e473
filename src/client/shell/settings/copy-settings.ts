import { snapshot } from 'valtio';
import { t } from '../../i18n/i18n';
import { settings } from '../../state/settings';
import { showToast } from '../../state/toasts';

/** The settings as JSON on the clipboard, to paste into default-settings.ts. */
export function settingsJson(): string {
  return JSON.stringify(snapshot(settings), null, 2);
}

export async function copySettings(): Promise<void> {
  try {
    await navigator.clipboard.writeText(settingsJson());
    showToast('success', t('settings.copySettings.message'));
  } catch {
    showToast('error', t('settings.copySettings.failed'));
  }
}
