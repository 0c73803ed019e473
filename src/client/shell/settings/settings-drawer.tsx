import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { setLocale } from '../../i18n/i18n';
import { isLocale, LOCALES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import { reguard } from '../../state/navigation';
import { fetchServerMenuConfig, serverMenu } from '../../state/server-menu';
import { settings } from '../../state/settings';
import { settingsDrawer, toggleSettingsDrawer, updateSettings } from '../../state/settings-actions';
import type { Settings } from '../../state/default-settings';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Switch } from '../../ui/switch';
import { copySettings } from './copy-settings';
import { MenuWidthInput } from './menu-width-input';
import { ThemeColorPicker } from './theme-color-picker';

type Flag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

const CONTENT: readonly { key: Flag; label: MessageKey }[] = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
  { key: 'topMenu', label: 'settings.topMenu' },
  { key: 'tabBar', label: 'settings.tabBar' },
  { key: 'footer', label: 'settings.footer' },
  { key: 'menuFromServer', label: 'settings.menuFromServer' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-4 last:border-0">
      <h3 className="mb-2 text-[13px] font-medium text-fg">{title}</h3>
      {children}
    </section>
  );
}

/** The 300 px settings drawer, reachable from every page (navbar, floating button, palette). */
export function SettingsDrawer() {
  const { t, locale } = useT();
  const s = useSnapshot(settings);
  const { open } = useSnapshot(settingsDrawer);

  function setFlag(key: Flag, value: boolean) {
    updateSettings({ [key]: value });
    if (key === 'menuFromServer') {
      // The guard's rule changes with it: check the page again, fetching the menu if needed.
      if (value && serverMenu.menus.length === 0) void fetchServerMenuConfig().then(reguard);
      else reguard();
    }
  }

  return (
    <Dialog open={open} onClose={() => toggleSettingsDrawer(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/20" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-[300px] flex-col bg-surface shadow-2xl">
        <div className="flex items-center justify-between border-b border-line px-5 py-3.5">
          <DialogTitle className="text-[15px] font-semibold text-fg">{t('settings.title')}</DialogTitle>
          <button
            type="button"
            onClick={() => toggleSettingsDrawer(false)}
            aria-label={t('common.close')}
            className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg"
          >
            <Icon name="x" size={16} />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5">
          <Section title={t('settings.themeColor')}>
            <ThemeColorPicker value={s.themeColor} onChange={(themeColor) => updateSettings({ themeColor })} />
            <Switch
              label={t('settings.darkTheme')}
              checked={s.theme === 'dark'}
              onChange={(v) => updateSettings({ theme: v ? 'dark' : 'light' })}
            />
          </Section>
          <Section title={t('settings.content')}>
            {CONTENT.map(({ key, label }) => (
              <Switch key={key} label={t(label)} checked={s[key]} onChange={(v) => setFlag(key, v)} />
            ))}
            <MenuWidthInput value={s.menuWidth} onChange={(menuWidth) => updateSettings({ menuWidth })} />
          </Section>
          <Section title={t('settings.otherSettings')}>
            <Switch label={t('settings.colorWeak')} checked={s.colorWeak} onChange={(v) => setFlag('colorWeak', v)} />
            <label className="flex items-center justify-between gap-3 py-1.5 text-[13px] text-fg">
              {t('settings.language')}
              <select
                value={locale}
                onChange={(e) => isLocale(e.target.value) && void setLocale(e.target.value)}
                className="h-7 rounded border border-line bg-surface px-1.5 text-fg outline-none focus:border-primary"
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {t(`language.${l}`)}
                  </option>
                ))}
              </select>
            </label>
          </Section>
          <Section title={t('settings.keyboard')}>
            <Switch
              label={t('settings.singleKeys')}
              hint={t('settings.singleKeys.hint')}
              checked={s.singleKeyShortcuts}
              onChange={(v) => setFlag('singleKeyShortcuts', v)}
            />
          </Section>
          <p className="my-4 rounded-md bg-primary-soft px-3 py-2.5 text-xs leading-5 text-fg-2">
            {t('settings.alertContent')}
          </p>
        </div>
        <div className="border-t border-line px-5 py-3">
          <Button variant="primary" className="w-full" onClick={() => void copySettings()}>
            {t('settings.copySettings')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
