import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';

/** A centred dialog for the ops screens' forms; Esc and the backdrop close it. */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel
          className={`w-full ${wide ? 'max-w-[640px]' : 'max-w-[460px]'} rounded-xl border border-line bg-raised p-6 shadow-2xl`}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <DialogTitle className="text-base font-semibold text-fg">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="rounded p-1 text-fg-3 hover:bg-fill hover:text-fg"
            >
              <Icon name="x" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
