import { useState } from 'react';
import type { AdminSession } from '#contract/api/admin-users';
import { useT } from '../../i18n/use-t';
import { SessionList } from '../../ui/session-list';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { revokeMine, useMySessions } from './profile-api';

/** Where you are logged in; end one session or every other one. This session stays. */
export function MySessions() {
  const { t } = useT();
  const { data, mutate } = useMySessions();
  const [busy, setBusy] = useState(false);

  async function revoke(body: { sessionId: number } | { allOthers: true }) {
    setBusy(true);
    try {
      const { revoked } = await revokeMine(body);
      showToast('success', t('userSetting.sessions.revoked', { count: revoked }));
      await mutate();
    } catch {
      // Toasted by the fetcher.
    } finally {
      setBusy(false);
    }
  }

  const others = (data?.list ?? []).filter((s: AdminSession) => !s.current && s.state === 'ACTIVE').length;
  return (
    <div className="flex flex-col gap-3">
      {data ? (
        <SessionList sessions={data.list} busy={busy} onRevoke={(s) => void revoke({ sessionId: s.id })} />
      ) : (
        <p className="text-[13px] text-fg-3">{t('admins.loading')}</p>
      )}
      <Button className="self-start" disabled={busy || others === 0} onClick={() => void revoke({ allOthers: true })}>
        {t('userSetting.sessions.revokeOthers')}
      </Button>
    </div>
  );
}
