import { proxy, subscribe } from 'valtio/vanilla';
import { hintServer } from '../boot/server-hints';
import { DEFAULT_SETTINGS, type Settings } from './default-settings';

/**
 * Page settings. Most are temporary, as the seed spec says (until copied into
 * default-settings.ts); the personal ones below survive a reload on this device.
 */
const PERSISTED = {
  theme: 'arco-theme',
  singleKeyShortcuts: 'backoffice-single-keys',
  blurMedia: 'backoffice-blur-media',
} as const satisfies Partial<Record<keyof Settings, string>>;

function readPersisted(): Partial<Settings> {
  const out: Partial<Settings> = {};
  try {
    const theme = localStorage.getItem(PERSISTED.theme);
    if (theme === 'light' || theme === 'dark') out.theme = theme;
    const single = localStorage.getItem(PERSISTED.singleKeyShortcuts);
    if (single === 'false' || single === 'true') out.singleKeyShortcuts = single === 'true';
    const blur = localStorage.getItem(PERSISTED.blurMedia);
    if (blur === 'false' || blur === 'true') out.blurMedia = blur === 'true';
  } catch {
    // Storage blocked: defaults it is.
  }
  return out;
}

export const settings = proxy<Settings>({ ...DEFAULT_SETTINGS, ...readPersisted() });

/** Puts the theme, theme colour and colour weakness on <body>, where the CSS reads them. */
export function applySettingsToDocument(s: Settings = settings): void {
  const body = document.body;
  if (s.theme === 'dark') body.setAttribute('arco-theme', 'dark');
  else body.removeAttribute('arco-theme');
  body.style.setProperty('--primary', s.themeColor);
  // Tokens in styles/main.css, not a filter: a filter would change every contrast the axe run checks.
  body.toggleAttribute('color-weak', s.colorWeak);
}

/** Keeps <body> and the persisted choices in step with the store; returns the unsubscribe. */
export function bindSettingsToDocument(): () => void {
  applySettingsToDocument();
  return subscribe(settings, () => {
    applySettingsToDocument();
    hintServer('arco-theme', settings.theme);
    try {
      localStorage.setItem(PERSISTED.theme, settings.theme);
      localStorage.setItem(PERSISTED.singleKeyShortcuts, String(settings.singleKeyShortcuts));
      localStorage.setItem(PERSISTED.blurMedia, String(settings.blurMedia));
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  });
}
