import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { setLocale } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { IconButton } from './icon-button';
import { menuItemClass, menuPanelClass } from './menu-styles';

export function LanguageMenu() {
  const { t, locale } = useT();
  return (
    <Menu>
      <MenuButton as={IconButton} label={t('navbar.language')}>
        <Icon name="globe" size={17} />
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuPanelClass}>
        {LOCALES.map((l) => (
          <MenuItem key={l}>
            <button
              type="button"
              lang={l}
              onClick={() => void setLocale(l)}
              className={menuItemClass}
              aria-current={l === locale}
            >
              <span className="w-4">{l === locale && <Icon name="check" size={14} />}</span>
              {t(`language.${l}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
