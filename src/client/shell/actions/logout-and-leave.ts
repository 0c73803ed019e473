import { subscribe } from 'valtio/vanilla';
import { t } from '../../i18n/i18n';
import { isLoggedIn } from '../../api/token';
import { hideLoggedOutModal, loggedOutModal } from '../../state/logged-out';
import { latestRoute } from '../../state/route-listener';
import { logout } from '../../state/session';
import { showToast } from '../../state/toasts';
import { LOGIN_ROUTE } from '../../routes';
import { go } from './go';

let leaving = false;

/** The avatar menu's and the palette's "log out": end the session, go to login with a way back. */
export async function logoutAndLeave(): Promise<void> {
  const current = latestRoute();
  leaving = true;
  try {
    await logout();
  } finally {
    leaving = false;
  }
  showToast('success', t('logout.success'));
  const query = new URLSearchParams(window.location.search);
  query.set('redirect', current?.route.name ?? '');
  go(`${LOGIN_ROUTE.path}?${query.toString()}`);
}

/**
 * Keeps a deliberate logout from being told "you have been logged out". Ending the session
 * revokes it on the server, which answers what was still in flight with 401 and pushes
 * `session-ended` down the event stream, racing the logout's own reply; either raised the modal,
 * which then stood over the login page. A session that has no token on this side any more (or is
 * being ended by the user) has nothing to be logged out of: the modal is closed as it opens.
 */
export function refuseLoggedOutModalAfterLogout(): () => void {
  return subscribe(
    loggedOutModal,
    () => {
      if (loggedOutModal.open && (leaving || !isLoggedIn())) hideLoggedOutModal();
    },
    true,
  );
}
