import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { isMessageKey } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { tabs, type TabAction } from '../../state/tabs';
import { Icon } from '../../ui/icons';
import { reloadTab, runTabAction } from '../actions/tab-actions';
import { menuItemClass, menuPanelClass } from '../navbar/menu-styles';

const ACTIONS: readonly { action: TabAction; label: MessageKey }[] = [
  { action: 'current', label: 'tabs.close' },
  { action: 'left', label: 'tabs.closeLeft' },
  { action: 'right', label: 'tabs.closeRight' },
  { action: 'others', label: 'tabs.closeOthers' },
  { action: 'all', label: 'tabs.closeAll' },
];

/** Visited pages; the workplace tab is fixed. The menu at the end acts on the tab on display. */
export function TabBar({ current }: { current: string }) {
  const { t } = useT();
  const { tagList } = useSnapshot(tabs);
  const index = tagList.findIndex((tag) => tag.name === current);
  const title = (key: string) => (isMessageKey(key) ? t(key) : key);
  return (
    <div className="sticky top-0 z-20 flex h-10 shrink-0 items-center gap-2 border-b border-line bg-surface px-5">
      <nav aria-label={t('tabs.label')} className="flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto">
        {tagList.map((tag, i) => {
          const active = tag.name === current;
          return (
            <span
              key={tag.name}
              className={`group flex h-7 shrink-0 items-center rounded border text-xs ${
                active
                  ? 'border-primary/40 bg-primary-soft text-primary'
                  : 'border-line bg-surface text-fg-2 hover:text-fg'
              }`}
            >
              <Link
                href={tag.fullPath}
                aria-current={active ? 'page' : undefined}
                className={`leading-7 ${i > 0 ? 'pr-1 pl-2.5' : 'px-2.5'}`}
              >
                {title(tag.title)}
              </Link>
              {i > 0 && (
                <button
                  type="button"
                  aria-label={t('tabs.closeTab', { title: title(tag.title) })}
                  onClick={() => runTabAction('current', i)}
                  className="mr-0.5 grid size-6 place-items-center rounded-sm text-fg-3 hover:bg-fill hover:text-fg"
                >
                  <Icon name="x" size={11} />
                </button>
              )}
            </span>
          );
        })}
      </nav>
      {index >= 0 && (
        <Menu>
          <MenuButton
            aria-label={t('tabs.actions')}
            className="grid size-7 place-items-center rounded text-fg-3 hover:bg-fill hover:text-fg"
          >
            <Icon name="more" size={16} />
          </MenuButton>
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
      )}
    </div>
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
