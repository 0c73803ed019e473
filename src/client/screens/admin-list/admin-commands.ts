import { AREA_ROLES } from '#contract/access';
import type { Command } from '../../commands/command';
import type { MessageKey } from '../../i18n/message-key';
import { openAdminDialog } from './admin-ui';

export const ADMIN_SCREEN = 'AdminList';
export const ADMIN_GROUP: MessageKey = 'admins.group';

/**
 * The admin screen's commands; the account ones apply to the admin in the pane. Your own password
 * and your own account's state are not yours to reset or disable here (the server refuses both).
 */
export function adminCommands(a: { paneOpen(): boolean; paneIsYou(): boolean; closePane(): void }): Command[] {
  const when = { screen: ADMIN_SCREEN, roles: AREA_ROLES.adminUsers };
  const onPane = { when, enabled: a.paneOpen };
  const onOthers = { when, enabled: () => a.paneOpen() && !a.paneIsYou() };
  return [
    {
      id: 'admins.create',
      title: 'admins.cmd.create',
      group: ADMIN_GROUP,
      shortcut: 'n',
      keywords: ['admin', 'user', '管理员'],
      when,
      run: () => openAdminDialog('create'),
    },
    {
      id: 'admins.roles',
      title: 'admins.cmd.roles',
      group: ADMIN_GROUP,
      shortcut: 'shift+r',
      keywords: ['role', 'grant', 'revoke'],
      ...onPane,
      run: () => openAdminDialog('roles'),
    },
    {
      id: 'admins.reset',
      title: 'admins.cmd.reset',
      group: ADMIN_GROUP,
      shortcut: 'shift+p',
      keywords: ['password'],
      ...onOthers,
      run: () => openAdminDialog('reset'),
    },
    {
      id: 'admins.disable',
      title: 'admins.cmd.disableToggle',
      group: ADMIN_GROUP,
      shortcut: 'shift+d',
      keywords: ['disable', 'enable'],
      ...onOthers,
      run: () => openAdminDialog('disable'),
    },
    {
      id: 'admins.closePane',
      title: 'admins.cmd.closePane',
      group: ADMIN_GROUP,
      shortcut: 'escape',
      hideInPalette: true,
      ...onPane,
      run: a.closePane,
    },
  ];
}
