import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useT } from '../i18n/use-t';
import { useSnapshot } from 'valtio';
import { hideLoggedOutModal, loggedOutModal } from '../state/logged-out';
import { logout } from '../state/session';
import { Button } from '../ui/button';
import { reloadPage } from './actions/reload-page';
import { SESSION_END_REASONS, type SessionEndReason } from '#contract/session-ends';

const known = (reason: unknown): reason is SessionEndReason =>
  (SESSION_END_REASONS as readonly unknown[]).includes(reason);

/** Raised by the fetcher on 401 / 60001: stay on the page, or log out and start again. */
export function LoggedOutModal() {
  const { t } = useT();
  const snapshot = useSnapshot(loggedOutModal);
  const reason = known(snapshot.reason) ? snapshot.reason : null;
  async function relogin() {
    await logout();
    reloadPage();
  }
  return (
    <Dialog open onClose={hideLoggedOutModal} className="relative z-[80]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-[420px] rounded-xl border border-line bg-raised p-6 shadow-2xl">
          <DialogTitle className="text-base font-semibold text-fg">{t('loggedOut.title')}</DialogTitle>
          {reason && <p className="mt-2 text-sm text-fg">{t(`loggedOut.reason.${reason}`)}</p>}
          <Description className="mt-2 text-sm text-fg-2">{t('loggedOut.content')}</Description>
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={hideLoggedOutModal}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={() => void relogin()}>
              {t('loggedOut.ok')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
