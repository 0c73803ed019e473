import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { AdminSession, AdminUser } from '#contract/api/admin-users';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { SessionList } from '../../ui/session-list';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { adminWrite, useAdminSessions, useRefreshAdmins } from './admin-users-api';
import { openAdminDialog } from './admin-ui';

/** The admin pane: who they are, the account actions, and their live sessions. */
export function AdminDetail({ admin }: { admin: AdminUser }) {
  const { t, locale } = useT();
  const sessions = useAdminSessions(admin.id);
  const refresh = useRefreshAdmins();
  const [busy, setBusy] = useState(false);
  const you = useSnapshot(session).info?.id === admin.id;

  async function revoke(s: AdminSession) {
    setBusy(true);
    try {
      await adminWrite('/admins/admin/session-revoke', { adminId: admin.id, sessionId: s.id });
      showToast('success', t('ops.sessions.revoked'));
      await refresh();
    } catch {
      // Toasted by callHandled.
    } finally {
      setBusy(false);
    }
  }

  const none = t('common.none');
  return (
    <div className="flex flex-col gap-4 text-[13px]">
      <dl className="grid grid-cols-[100px_1fr] gap-x-3 gap-y-1.5">
        <dt className="text-fg-3">{t('admins.field.name')}</dt>
        <dd className="text-fg">{admin.name || none}</dd>
        <dt className="text-fg-3">{t('admins.field.email')}</dt>
        <dd className="break-all text-fg">{admin.email || none}</dd>
        <dt className="text-fg-3">{t('admins.field.phone')}</dt>
        <dd className="text-fg">{admin.phone || none}</dd>
        <dt className="text-fg-3">{t('admins.field.roles')}</dt>
        <dd className="text-fg">{admin.roles.map((r) => t(`role.${r}`)).join(' · ')}</dd>
        <dt className="text-fg-3">{t('admins.field.status')}</dt>
        <dd className="text-fg">
          {t(admin.disabled ? 'admins.status.disabled' : 'admins.status.active')}
          {admin.mustChangePassword && ` · ${t('admins.status.mustChange')}`}
        </dd>
        <dt className="text-fg-3">{t('admins.field.lastSeenAt')}</dt>
        <dd className="text-fg">{admin.lastSeenAt ? formatDateTime(admin.lastSeenAt, locale) : none}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => openAdminDialog('roles')}>
          {t('admins.cmd.roles')} <CommandKeys id="admins.roles" />
        </Button>
        {!you && (
          <>
            <Button size="sm" onClick={() => openAdminDialog('reset')}>
              {t('admins.cmd.reset')} <CommandKeys id="admins.reset" />
            </Button>
            <Button
              size="sm"
              variant={admin.disabled ? 'secondary' : 'danger'}
              onClick={() => openAdminDialog('disable')}
            >
              {t(admin.disabled ? 'admins.cmd.enable' : 'admins.cmd.disable')} <CommandKeys id="admins.disable" />
            </Button>
          </>
        )}
      </div>
      {you && (
        <p className="text-fg-3">
          {t('admins.you.note')}{' '}
          <Link href="/user/setting" className="text-primary hover:underline">
            {t('admins.you.settings')}
          </Link>
        </p>
      )}
      <section>
        <h3 className="mb-1 font-medium text-fg">{t('ops.sessions.title')}</h3>
        {sessions.data ? (
          <SessionList sessions={sessions.data.list} onRevoke={(s) => void revoke(s)} busy={busy} />
        ) : (
          <p className="text-fg-3">{t('admins.loading')}</p>
        )}
      </section>
    </div>
  );
}
