import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { RefCallback } from 'react';
import { setLocale } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/locales';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { LanguageButton } from './language-button';
import { menuItemClass, menuPanelClass } from './menu-styles';

/** The language menu once its code has arrived (language-menu.tsx draws its button until then). */
export function LanguageDropdown({ handoff }: { handoff: RefCallback<HTMLElement> }) {
  const { t, locale } = useT();
  return (
    <Menu>
      <MenuButton as={LanguageButton} ref={handoff} />
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
