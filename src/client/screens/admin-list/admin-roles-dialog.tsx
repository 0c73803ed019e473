import { useState, type FormEvent } from 'react';
import { adminUserFields, type AdminUser } from '#contract/api/admin-users';
import type { Role } from '#contract/roles';
import { useT } from '../../i18n/use-t';
import { Modal, ModalCancel } from '../../ui/modal';
import { fieldRule } from '../../i18n/rule-text';
import { useStepUp } from '../../step-up/use-step-up';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { adminWrite, useRefreshAdmins } from './admin-users-api';
import { RoleCheckboxes } from './role-checkboxes';

/** Grant and revoke roles; sessions acting as a removed role end (the server says how many). */
export function AdminRolesDialog({ admin, onClose }: { admin: AdminUser; onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshAdmins();
  const stepUp = useStepUp();
  const [roles, setRoles] = useState<Role[]>([...admin.roles]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const unsaved = [...roles].sort().join() !== [...admin.roles].sort().join();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = fieldRule(adminUserFields.roles, roles);
    setError(rule);
    if (rule) return;
    setBusy(true);
    try {
      const reply = await stepUp.run(() =>
        adminWrite('/admins/admin/roles', { adminId: admin.id, roles, expectedVersion: admin.version }),
      );
      showToast('success', t('admins.roles.done', { username: admin.username, sessions: reply.revokedSessions }));
      void refresh();
      onClose();
    } catch {
      // Toasted (a 40900 says someone changed the admin meanwhile), or the step-up was cancelled.
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('admins.roles.title', { username: admin.username })}
      onClose={onClose}
      discard={unsaved ? t('admins.roles.discard', { username: admin.username }) : null}
    >
      {stepUp.prompt ?? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <RoleCheckboxes value={roles} onChange={setRoles} error={error} />
          <div className="flex justify-end gap-2">
            <ModalCancel />
            <Button type="submit" variant="primary" disabled={busy}>
              {t('admins.roles.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
