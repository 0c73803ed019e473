import { useState, type FormEvent } from 'react';
import type { AdminUser } from '#contract/api/admin-users';
import { useT } from '../../i18n/use-t';
import { Modal, ModalCancel } from '../../ui/modal';
import { useStepUp } from '../../step-up/use-step-up';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { adminWrite, useRefreshAdmins } from './admin-users-api';

/** Disable (which ends every session) or enable an admin, with an optional reason for the log. */
export function AdminDisableDialog({ admin, onClose }: { admin: AdminUser; onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshAdmins();
  const stepUp = useStepUp();
  const disabling = !admin.disabled;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = { adminId: admin.id, disabled: disabling, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      const reply = await stepUp.run(() => adminWrite('/admins/admin/disable', body));
      showToast(
        'success',
        t(disabling ? 'admins.disable.done' : 'admins.enable.done', {
          username: admin.username,
          sessions: reply.revokedSessions,
        }),
      );
      void refresh();
      onClose();
    } catch {
      // Toasted (e.g. the last ADMIN_ROOT, or yourself), or the step-up was cancelled.
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(disabling ? 'admins.disable.title' : 'admins.enable.title', { username: admin.username })}
      onClose={onClose}
      discard={reason.trim() ? t('admins.disable.discard', { username: admin.username }) : null}
    >
      {stepUp.prompt ?? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-[13px] text-fg-2">
            {t(disabling ? 'admins.disable.explain' : 'admins.enable.explain', { sessions: admin.liveSessions })}
          </p>
          <TextField
            label={t('admins.disable.reason')}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <ModalCancel />
            <Button type="submit" variant={disabling ? 'danger' : 'primary'} disabled={busy}>
              {t(disabling ? 'admins.disable.submit' : 'admins.enable.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
