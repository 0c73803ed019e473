import { useState, type FormEvent } from 'react';
import type { AdminUser } from '#contract/api/admin-users';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/password-policy';
import { useT } from '../../i18n/use-t';
import { Modal, ModalCancel } from '../../ui/modal';
import { useStepUp } from '../../step-up/use-step-up';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { adminWrite, useRefreshAdmins } from './admin-users-api';

/** A new initial password: the admin's sessions end and they must change it at next login. */
export function AdminResetDialog({ admin, onClose }: { admin: AdminUser; onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshAdmins();
  const stepUp = useStepUp();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bad = password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;
    setError(bad ? t('admins.form.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined);
    if (bad) return;
    setBusy(true);
    try {
      const reply = await stepUp.run(() => adminWrite('/admins/admin/reset-password', { adminId: admin.id, password }));
      showToast('success', t('admins.reset.done', { username: admin.username, sessions: reply.revokedSessions }));
      void refresh();
      onClose();
    } catch {
      // Toasted (e.g. a weak password), or the step-up was cancelled.
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('admins.reset.title', { username: admin.username })}
      onClose={onClose}
      discard={password ? t('admins.reset.discard', { username: admin.username }) : null}
    >
      {stepUp.prompt ?? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('admins.reset.password')}
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            hint={t('admins.form.mustChange')}
          />
          <div className="flex justify-end gap-2">
            <ModalCancel />
            <Button type="submit" variant="danger" disabled={busy}>
              {t('admins.reset.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
