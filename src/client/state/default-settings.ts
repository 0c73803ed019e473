/**
 * The console's default page settings — "the settings file" the settings drawer's
 * "copy settings" refers to: paste the copied JSON over these values to change the defaults.
 */
export const DEFAULT_SETTINGS = {
  theme: 'light' as 'light' | 'dark',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  /** Off as the seed spec has it: the footer only repeats the copyright. */
  footer: false,
  themeColor: '#165DFF',
  menuWidth: 220,
  tabBar: true,
  menuFromServer: true,
  /** g a, ?, /, j …: keys without Ctrl/⌘/Alt. Moderators who type a lot may turn them off. */
  singleKeyShortcuts: true,
  /** Moderation media blurred and greyscale until revealed: moderators see harmful images all day. */
  blurMedia: true,
};

export type Settings = typeof DEFAULT_SETTINGS;
