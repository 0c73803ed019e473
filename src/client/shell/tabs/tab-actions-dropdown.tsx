import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import type { RefCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { tabs, type TabAction } from '../../state/tabs';
import { Icon } from '../../ui/icons';
import { reloadTab, runTabAction } from '../actions/tab-actions';
import { menuItemClass, menuPanelClass } from '../navbar/menu-styles';
import { TabActionsButton } from './tab-actions-button';

const ACTIONS: readonly { action: TabAction; label: MessageKey }[] = [
  { action: 'current', label: 'tabs.close' },
  { action: 'left', label: 'tabs.closeLeft' },
  { action: 'right', label: 'tabs.closeRight' },
  { action: 'others', label: 'tabs.closeOthers' },
  { action: 'all', label: 'tabs.closeAll' },
];

/** The menu acting on the tab on display (`index`), once its code has arrived (tab-bar.tsx draws its button until then). */
export function TabActionsDropdown({ index, handoff }: { index: number; handoff: RefCallback<HTMLElement> }) {
  const { t } = useT();
  const { tagList } = useSnapshot(tabs);
  return (
    <Menu>
      <MenuButton as={TabActionsButton} ref={handoff} />
      <MenuItems anchor="bottom end" className={menuPanelClass}>
        <MenuItem>
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              const tag = tagList[index];
              if (tag) reloadTab(tag);
            }}
          >
            <Icon name="reload" size={14} />
            {t('tabs.reload')}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        {ACTIONS.map(({ action, label }) => (
          <MenuItem key={action} disabled={disabled(action, index, tagList.length)}>
            <button type="button" className={menuItemClass} onClick={() => runTabAction(action, index)}>
              <span className="w-3.5" />
              {t(label)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** The fixed first tab cannot be closed; "left"/"right" need tabs on that side. */
function disabled(action: TabAction, index: number, count: number): boolean {
  switch (action) {
    case 'current':
      return index === 0;
    case 'left':
      return index <= 1;
    case 'right':
      return index >= count - 1;
    case 'others':
      return count <= (index === 0 ? 1 : 2);
    case 'all':
      return count <= 1;
  }
}
