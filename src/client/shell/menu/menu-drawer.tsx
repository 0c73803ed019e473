import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { overlays, setMenuDrawer } from '../../state/overlays';
import { MenuTree } from './menu-tree';

/** Below 992 px the side menu slides in from the left, opened from the navbar. */
export function MenuDrawer({ current }: { current: string }) {
  const { t } = useT();
  const { menuDrawer } = useSnapshot(overlays);
  return (
    <Dialog open={menuDrawer} onClose={() => setMenuDrawer(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <DialogPanel className="fixed inset-y-0 left-0 w-[260px] overflow-y-auto bg-surface shadow-xl">
        <DialogTitle className="px-5 pt-5 pb-2 text-sm font-semibold text-fg">{t('menu.label')}</DialogTitle>
        <MenuTree current={current} onNavigate={() => setMenuDrawer(false)} />
      </DialogPanel>
    </Dialog>
  );
}
