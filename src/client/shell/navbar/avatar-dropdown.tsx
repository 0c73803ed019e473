import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import type { RefCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { Icon } from '../../ui/icons';
import { go } from '../actions/go';
import { logoutAndLeave } from '../actions/logout-and-leave';
import { switchRoleAndReload } from '../actions/switch-role-and-reload';
import { routeByName } from '../../routes';
import { AvatarButton } from './avatar-button';
import { menuItemClass, menuPanelClass } from './menu-styles';

/** The avatar menu once its code has arrived (avatar-menu.tsx draws its button until then). */
export function AvatarDropdown({ handoff }: { handoff: RefCallback<HTMLElement> }) {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) return null;
  return (
    <Menu>
      <MenuButton as={AvatarButton} ref={handoff} avatar={info.avatar} aria-label={t('navbar.account')} />
      <MenuItems anchor="bottom end" className={`${menuPanelClass} w-56`}>
        <div className="px-2.5 pt-1.5 pb-2">
          <p className="truncate text-[13px] font-medium text-fg">{info.name}</p>
          <p className="truncate text-xs text-fg-3">
            {info.username} · {t(`role.${info.role}`)}
          </p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        {info.roles.length > 1 && (
          <MenuSection>
            <MenuHeading className="px-2.5 py-1 text-xs text-fg-3">{t('avatar.switchRole')}</MenuHeading>
            {info.roles.map((role) => (
              <MenuItem key={role} disabled={role === info.role}>
                <button type="button" onClick={() => void switchRoleAndReload(role)} className={menuItemClass}>
                  <span className="w-4">{role === info.role && <Icon name="check" size={14} />}</span>
                  <span className="flex-1">{t(`role.${role}`)}</span>
                  {role === info.role && <span className="text-xs text-fg-3">{t('avatar.current')}</span>}
                </button>
              </MenuItem>
            ))}
            <MenuSeparator className="my-1 h-px bg-line" />
          </MenuSection>
        )}
        <MenuItem>
          <button
            type="button"
            onClick={() => go(routeByName('UserInfo')?.path ?? '/user/info')}
            className={menuItemClass}
          >
            <Icon name="user" size={14} />
            {t('avatar.userCenter')}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => go(routeByName('UserSetting')?.path ?? '/user/setting')}
            className={menuItemClass}
          >
            <Icon name="settings" size={14} />
            {t('avatar.userSettings')}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" onClick={() => void logoutAndLeave()} className={menuItemClass}>
            <Icon name="logout" size={14} />
            {t('avatar.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
