import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { FormEvent } from 'react';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { ACTIONS, type ActionId } from '../queue/actions';

/** "Disable 37 items?" before a decision on a large selection; Enter confirms, Esc keeps everything as it is. */
export function BulkConfirmDialog({
  action,
  count,
  onConfirm,
  onCancel,
}: {
  action: ActionId;
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const name = t(ACTIONS[action].title);
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
          <DialogTitle className="text-base font-semibold text-fg">
            {t('mod.bulk.title', { action: name, n: count })}
          </DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">{t('mod.bulk.description', { n: count })}</Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" autoFocus>
              {t('mod.bulk.confirm', { action: name, n: count })}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
