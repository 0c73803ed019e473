// The chunk of the shell's dropdowns (deferred-dropdown.tsx loads it): one request for all of
// them, which share headlessui's menu, popover and floating-ui. Not imported anywhere else.
export { AvatarDropdown } from '../navbar/avatar-dropdown';
export { LanguageDropdown } from '../navbar/language-dropdown';
export { TopMenuDropdown } from '../menu/top-menu-dropdown';
export { TabActionsDropdown } from '../tabs/tab-actions-dropdown';
export { MessageBoxPopover } from '../message-box/message-box-popover';
