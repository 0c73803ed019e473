import { AREA_ROLES } from '#contract/access';
import { ROLES } from '#contract/roles';
import { setLocale } from '../i18n/i18n';
import { LOCALES } from '../i18n/locales';
import type { MessageKey } from '../i18n/message-key';
import { openPalette, setSheet, togglePalette } from '../state/overlays';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { toggleSettingsDrawer, toggleTheme, updateSettings } from '../state/settings-actions';
import { tabs } from '../state/tabs';
import { go } from '../shell/actions/go';
import { logoutAndLeave } from '../shell/actions/logout-and-leave';
import { openMessageBox } from '../shell/actions/open-message-box';
import { switchRoleAndReload } from '../shell/actions/switch-role-and-reload';
import { currentTabIndex, reloadTab, runTabAction } from '../shell/actions/tab-actions';
import { toggleFullscreen } from '../shell/actions/fullscreen';
import { routeVisible } from '../shell/menu/route-visibility';
import { APP_ROUTES, routeByName } from '../routes';
import { isAvailable, type Command } from './command';
import { commandById } from './registry';
import { focusPageFilter, hasPageFilter } from '../ui/list/page-filter';
import { GOTO_KEYS } from './goto-keys';

const GOTO: MessageKey = 'palette.group.goto';
const PREFS: MessageKey = 'palette.group.preferences';
const ACCOUNT: MessageKey = 'palette.group.account';
const VIEW: MessageKey = 'palette.group.view';
const HELP: MessageKey = 'palette.group.help';

/**
 * A route's name as words ("ActionLog" → "action log"): the palette matches a search by word
 * starts, and a screen's English name typed in another language's console must find it there.
 */
const wordsOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Short forms a moderator types for a screen whose name does not start them: letters found only
 * inside words are no match in the palette ("msg" in "message list"), so they are said here.
 */
const SHORT_FORMS: Readonly<Partial<Record<string, readonly string[]>>> = {
  MessageList: ['msg', 'dm', 'pm'],
  // What Chinese moderators call it: 二审 is not found in 二次复核, whose words run on without spaces.
  SecondReview: ['二审', '复核'],
};

/** Go-to commands: one per screen in the menu, offered only where the menu would show it. */
function gotoCommands(): Command[] {
  return APP_ROUTES.filter((r) => !r.hideInMenu).map((route) => {
    const shortcut = GOTO_KEYS[route.name];
    return {
      id: `goto.${route.name}`,
      title: route.locale as MessageKey,
      group: GOTO,
      keywords: [route.name, wordsOf(route.name), ...(SHORT_FORMS[route.name] ?? [])],
      // The menu's section ("个人", "Order center") finds the screens under it.
      ...(route.sectionLocale ? { keywordKeys: [route.sectionLocale as MessageKey] } : {}),
      ...(shortcut ? { shortcut } : {}),
      when: { roles: AREA_ROLES[route.area] },
      enabled: (ctx) => routeVisible(route, ctx.role),
      run: () => go(route.path),
    };
  });
}

function preferenceCommands(): Command[] {
  return [
    {
      id: 'pref.language',
      title: 'cmd.switchLanguage',
      group: PREFS,
      keywords: ['language', 'locale', '语言'],
      opens: 'language',
      run: () => openPalette('language'),
    },
    ...LOCALES.map(
      (l): Command => ({
        id: `pref.language.${l}`,
        title: `language.${l}`,
        group: PREFS,
        page: 'language',
        keywords: [l],
        run: () => setLocale(l),
      }),
    ),
    {
      id: 'pref.theme',
      title: 'cmd.switchTheme',
      group: PREFS,
      keywords: ['theme', 'dark', 'light', '主题'],
      opens: 'theme',
      run: () => openPalette('theme'),
    },
    ...(['light', 'dark'] as const).map(
      (theme): Command => ({
        id: `pref.theme.${theme}`,
        title: `theme.${theme}`,
        group: PREFS,
        page: 'theme',
        keywords: [theme],
        run: () => updateSettings({ theme }),
      }),
    ),
    { id: 'pref.toggleTheme', title: 'cmd.toggleTheme', group: PREFS, keywords: ['dark', 'light'], run: toggleTheme },
    {
      id: 'pref.settings',
      title: 'cmd.toggleSettings',
      group: PREFS,
      keywords: ['settings', 'preferences', '设置'],
      run: () => toggleSettingsDrawer(),
    },
    {
      id: 'pref.singleKeys',
      title: 'cmd.toggleSingleKeys',
      group: PREFS,
      keywords: ['keyboard', 'shortcuts', 'hotkeys'],
      run: () => updateSettings({ singleKeyShortcuts: !settings.singleKeyShortcuts }),
    },
  ];
}

function accountCommands(): Command[] {
  return [
    {
      id: 'account.switchRole',
      title: 'cmd.switchRole',
      group: ACCOUNT,
      keywords: ['role', '角色'],
      opens: 'role',
      enabled: () => (session.info?.roles.length ?? 0) > 1,
      run: () => openPalette('role'),
    },
    ...ROLES.map(
      (role): Command => ({
        id: `account.role.${role}`,
        title: `role.${role}`,
        group: ACCOUNT,
        page: 'role',
        keywords: [role],
        enabled: () => !!session.info && session.info.roles.includes(role) && session.info.role !== role,
        run: () => switchRoleAndReload(role),
      }),
    ),
    {
      id: 'account.userInfo',
      title: 'cmd.userCenter',
      group: ACCOUNT,
      keywords: ['profile'],
      keywordKeys: ['menu.user'],
      run: () => go(routeByName('UserInfo')?.path ?? '/user/info'),
    },
    {
      id: 'account.userSetting',
      title: 'cmd.userSettings',
      group: ACCOUNT,
      keywords: ['password'],
      keywordKeys: ['menu.user'],
      run: () => go(routeByName('UserSetting')?.path ?? '/user/setting'),
    },
    {
      id: 'account.logout',
      title: 'cmd.logout',
      group: ACCOUNT,
      keywords: ['logout', 'sign out', '退出'],
      run: logoutAndLeave,
    },
  ];
}

/**
 * Ways in to what has no screen of its own: the navbar's message box, and refunds, whose command
 * (`orders.refund`) exists only while a refundable order is open on the order list.
 */
function wayInCommands(): Command[] {
  const orders = routeByName('OrderList');
  return [
    {
      id: 'nav.messageBox',
      title: 'cmd.messageBox',
      group: GOTO,
      keywords: ['notifications', 'messages', 'inbox', 'notices', 'todo', 'bell', '消息', '通知', '待办', '收件箱'],
      run: openMessageBox,
    },
    {
      id: 'nav.refundOrder',
      title: 'cmd.refundOrder',
      group: GOTO,
      keywords: ['refund', 'refunds', 'paid orders', '退款', '退钱'],
      when: { roles: AREA_ROLES.refunds },
      // Where the order's own "Refund order…" is offered, that one is what the word asks for.
      enabled: (ctx) => {
        const own = commandById('orders.refund');
        return !!orders && routeVisible(orders, ctx.role) && !(own && isAvailable(own, ctx));
      },
      run: () => {
        if (orders) go(`${orders.path}?status=PAID,PARTIALLY_REFUNDED`);
      },
    },
  ];
}

function viewCommands(): Command[] {
  const current = () => tabs.tagList[currentTabIndex()];
  return [
    {
      id: 'nav.recent',
      title: 'cmd.recentPages',
      group: GOTO,
      keywords: ['history', 'recent'],
      opens: 'recent',
      run: () => openPalette('recent'),
    },
    {
      id: 'tabs.reload',
      title: 'cmd.reloadTab',
      group: VIEW,
      enabled: () => !!current(),
      run: () => {
        const tag = current();
        if (tag) reloadTab(tag);
      },
    },
    {
      id: 'tabs.close',
      title: 'cmd.closeTab',
      group: VIEW,
      enabled: () => currentTabIndex() > 0,
      run: () => runTabAction('current', currentTabIndex()),
    },
    {
      id: 'tabs.closeOthers',
      title: 'cmd.closeOtherTabs',
      group: VIEW,
      enabled: () => currentTabIndex() >= 0,
      run: () => runTabAction('others', currentTabIndex()),
    },
    {
      id: 'view.fullscreen',
      title: 'cmd.toggleFullscreen',
      group: VIEW,
      keywords: ['fullscreen'],
      run: toggleFullscreen,
    },
    {
      id: 'view.menu',
      title: 'cmd.toggleMenu',
      group: VIEW,
      keywords: ['sidebar', 'collapse'],
      run: () => updateSettings({ menuCollapse: !settings.menuCollapse }),
    },
  ];
}

function helpCommands(): Command[] {
  return [
    {
      id: 'help.palette',
      title: 'cmd.openPalette',
      group: HELP,
      shortcut: 'mod+k',
      allowInInput: true,
      hideInPalette: true,
      run: togglePalette,
    },
    {
      id: 'help.sheet',
      title: 'cmd.shortcutSheet',
      group: HELP,
      shortcut: '?',
      keywords: ['keys', 'help'],
      run: () => setSheet(true),
    },
    {
      id: 'help.focusFilter',
      title: 'cmd.focusFilter',
      group: HELP,
      shortcut: '/',
      keywords: ['search', 'filter'],
      enabled: hasPageFilter,
      run: focusPageFilter,
    },
  ];
}

/** The console's own commands; screens add theirs with useScreenCommands. */
export function globalCommands(): Command[] {
  return [
    ...gotoCommands(),
    ...wayInCommands(),
    ...preferenceCommands(),
    ...accountCommands(),
    ...viewCommands(),
    ...helpCommands(),
  ];
}
