import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import type { AccountStatus } from '#contract/entities';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { REASONS, reasonKey } from '../queue/actions';

/**
 * Confirms an account status change: what it does to the accounts, and a reason for the action
 * log. A modal, so the list keys are quiet while it is open.
 */
export function StatusDialog({
  status,
  count,
  onConfirm,
  onCancel,
}: {
  status: AccountStatus;
  count: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-[480px] rounded-xl border border-line bg-raised p-6 shadow-2xl">
          <DialogTitle className="text-base font-semibold text-fg">
            {t('mod.statusDialog.title', { status: t(`mod.status.${status}`), n: count })}
          </DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">{t('mod.statusDialog.consequences')}</Description>
          <ul className="mt-2 list-disc pl-5 text-[13px] text-fg-2">
            <li>{t(`mod.consequence.${status}`)}</li>
            <li>{t('mod.consequence.logged')}</li>
          </ul>
          <label className="mt-4 block text-[13px] text-fg-2">
            {t('mod.statusDialog.reason')}
            <input
              list="mod-status-reasons"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 h-9 w-full rounded-md border border-line bg-surface px-3 text-sm text-fg outline-none focus:border-primary"
            />
          </label>
          <datalist id="mod-status-reasons">
            {REASONS.map((n) => (
              <option key={n} value={t(reasonKey(n))} />
            ))}
          </datalist>
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button variant={status === 'NORMAL' ? 'primary' : 'danger'} onClick={() => onConfirm(reason.trim())}>
              {t('mod.statusDialog.confirm')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
