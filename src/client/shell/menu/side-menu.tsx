import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { settings } from '../../state/settings';
import { updateSettings } from '../../state/settings-actions';
import { Icon } from '../../ui/icons';
import { MenuTree } from './menu-tree';

const COLLAPSED_WIDTH = 52;

/** The side menu of wide screens, `menuWidth` px wide, collapsible to icons. */
export function SideMenu({ current }: { current: string }) {
  const { t } = useT();
  const { menuWidth, menuCollapse } = useSnapshot(settings);
  return (
    <nav
      aria-label={t('menu.label')}
      style={{ width: menuCollapse ? COLLAPSED_WIDTH : menuWidth }}
      className="flex shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200"
    >
      <div className="min-h-0 flex-1 overflow-y-auto">
        <MenuTree current={current} collapsed={menuCollapse} />
      </div>
      <button
        type="button"
        onClick={() => updateSettings({ menuCollapse: !menuCollapse })}
        aria-label={t(menuCollapse ? 'menu.expand' : 'menu.collapse')}
        title={t(menuCollapse ? 'menu.expand' : 'menu.collapse')}
        className="m-2 grid size-8 place-items-center self-end rounded-md text-fg-3 hover:bg-fill hover:text-fg"
      >
        <Icon name="fold" size={16} className={menuCollapse ? '' : 'rotate-180'} />
      </button>
    </nav>
  );
}
