import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { openPalette, setMenuDrawer } from '../../state/overlays';
import { settings } from '../../state/settings';
import { toggleSettingsDrawer, toggleTheme } from '../../state/settings-actions';
import { Icon } from '../../ui/icons';
import { TopMenu } from '../menu/top-menu';
import { AvatarMenu } from './avatar-menu';
import { FullscreenButton } from './fullscreen-button';
import { IconButton } from './icon-button';
import { LanguageMenu } from './language-menu';
import { MessageBox } from '../message-box/message-box';

/** Logo, (top menu), palette search, language, theme, messages, full screen, settings, avatar. */
export function Navbar({ narrow }: { narrow: boolean }) {
  const { t } = useT();
  const s = useSnapshot(settings);
  return (
    <header className="z-30 flex h-[60px] shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
      {narrow && s.menu && (
        <IconButton label={t('navbar.openMenu')} onClick={() => setMenuDrawer(true)}>
          <Icon name="menu" size={18} />
        </IconButton>
      )}
      <span className="flex shrink-0 items-center gap-2 text-[15px] font-semibold text-fg">
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-md bg-primary text-[13px] font-bold text-white"
        >
          B
        </span>
        <span className={narrow ? 'sr-only' : ''}>{t('app.name')}</span>
      </span>
      {s.topMenu && !narrow ? <TopMenu /> : <div className="flex-1" />}
      <button
        type="button"
        onClick={() => openPalette()}
        aria-label={t('navbar.palette')}
        className={`flex h-8 min-w-0 shrink-0 items-center gap-2 rounded-md border border-line bg-fill px-2.5 text-[13px] text-fg-3 hover:border-primary/50 hover:text-fg-2 ${s.topMenu ? '' : 'sm:w-72'}`}
      >
        <Icon name="search" size={14} />
        {/* With the menu on top the navbar is crowded: the keys alone say what this is. */}
        <span className={`hidden flex-1 truncate text-left ${s.topMenu ? '' : 'sm:inline'}`}>
          {t('navbar.palette')}
        </span>
        <span className="hidden sm:block">
          <CommandKeys id="help.palette" />
        </span>
      </button>
      <nav aria-label={t('navbar.main')} className="flex items-center gap-1">
        <LanguageMenu />
        <IconButton
          label={t(s.theme === 'dark' ? 'navbar.theme.toLight' : 'navbar.theme.toDark')}
          onClick={toggleTheme}
        >
          <Icon name={s.theme === 'dark' ? 'sun' : 'moon'} size={17} />
        </IconButton>
        <MessageBox />
        {!narrow && <FullscreenButton />}
        <IconButton label={t('navbar.settings')} onClick={() => toggleSettingsDrawer(true)}>
          <Icon name="settings" size={17} />
        </IconButton>
        <AvatarMenu />
      </nav>
    </header>
  );
}
