import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { FormEvent } from 'react';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import type { ItemAlso } from './queue-enforcement';

/**
 * "Ban #102?" before a ban from a key: a ban stands until someone takes it back, so it is never
 * one stray keystroke. Enter bans (with the armed reason, and what the item needs done), Esc cancels.
 */
export function BanConfirmDialog({
  name,
  reason,
  also,
  onConfirm,
  onCancel,
}: {
  name: string;
  reason: string | null;
  /** What else the call does: decide the item (disabled, REJECTED), finish the reports, or nothing (the drawer's author). */
  also: ItemAlso;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog open onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel
          as="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onConfirm();
          }}
          className="w-full max-w-[440px] rounded-xl border border-line bg-raised p-6 shadow-2xl"
        >
          <DialogTitle className="text-base font-semibold text-fg">{t('enf.ban.title', { name })}</DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">
            {t(also === 'disable' ? 'enf.ban.disable' : also === 'reports' ? 'enf.ban.reports' : 'enf.ban.plain')}
          </Description>
          {reason && <p className="mt-2 text-[13px] text-fg-3">{t('enf.picker.reason', { reason })}</p>}
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="danger" autoFocus>
              {t('enf.ban.go')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
