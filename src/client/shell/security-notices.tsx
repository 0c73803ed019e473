import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SecurityNotice } from '#contract/api/auth';
import { call } from '../api/fetcher';
import { useT } from '../i18n/use-t';
import { formatDateTime } from '../i18n/format';
import { session } from '../state/session';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/**
 * What happened to this admin's own account since they last looked (second-factor codes locked
 * by wrong guesses from elsewhere), shown once after login until they say they have read it.
 */
export function SecurityNotices() {
  const { t, locale } = useT();
  const { info } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const notices = (info?.securityNotices ?? []) as readonly SecurityNotice[];
  if (notices.length === 0) return null;

  async function acknowledge() {
    setBusy(true);
    try {
      await call('/admins/security-notices/ack', { ids: notices.map((n) => n.id) });
      if (session.info) session.info.securityNotices = [];
    } catch {
      // Toasted by the fetcher; the notice stays until it is acknowledged.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('securityNotice.title')} onClose={() => void acknowledge()}>
      <ul className="mb-4 flex flex-col gap-3 text-[13px] text-fg-2">
        {notices.map((n) => (
          <li key={n.id}>
            <p className="text-fg">
              {t(`securityNotice.${n.kind}`, {
                at: formatDateTime(n.at, locale),
                failures: Number(n.data.failures ?? 0),
                minutes: Math.round(Number(n.data.windowSeconds ?? 0) / 60),
              })}
            </p>
            {Array.isArray(n.data.sources) && n.data.sources.length > 0 && (
              <p className="mt-1 text-fg-3">
                {t('securityNotice.sources', { sources: (n.data.sources as unknown[]).map(String).join(', ') })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="mb-4 text-[13px] text-fg-3">{t('securityNotice.advice')}</p>
      <div className="flex justify-end">
        <Button variant="primary" disabled={busy} onClick={() => void acknowledge()}>
          {t('securityNotice.ok')}
        </Button>
      </div>
    </Modal>
  );
}
