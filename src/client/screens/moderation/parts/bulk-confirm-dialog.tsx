import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { FormEvent } from 'react';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { ACTIONS, type ActionId } from '../queue/actions';

/**
 * "Disable 37 items?" before a decision on a large selection; Enter confirms, Esc keeps everything
 * as it is. `text` words a decision that does more (a wave's, with its authors).
 */
export function BulkConfirmDialog({
  action,
  count,
  text,
  onConfirm,
  onCancel,
}: {
  action: ActionId;
  count: number;
  text?: { title: string; description: string; confirm: string };
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const name = t(ACTIONS[action].title);
  const words = text ?? {
    title: t('mod.bulk.title', { action: name, n: count }),
    description: t('mod.bulk.description', { n: count }),
    confirm: t('mod.bulk.confirm', { action: name, n: count }),
  };
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
          <DialogTitle className="text-base font-semibold text-fg">{words.title}</DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">{words.description}</Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" autoFocus>
              {words.confirm}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
