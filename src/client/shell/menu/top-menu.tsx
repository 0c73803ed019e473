import { useT } from '../../i18n/use-t';
import { DeferredDropdown } from '../dropdowns/deferred-dropdown';
import { TopMenuButton } from './top-menu-button';
import { useMenuTree } from './use-menu-tree';

/** The "top menu" setting: the same tree as dropdowns in the navbar. */
export function TopMenu() {
  const { t } = useT();
  const tree = useMenuTree();
  return (
    <nav aria-label={t('menu.label')} className="flex flex-1 items-center gap-1 overflow-x-auto">
      {tree.map((section) => (
        <DeferredDropdown key={section.name} kind="menu" button={TopMenuButton} buttonProps={{ section }}>
          {(d, handoff) => <d.TopMenuDropdown section={section} handoff={handoff} />}
        </DeferredDropdown>
      ))}
    </nav>
  );
}
