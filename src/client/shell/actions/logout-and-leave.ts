import { t } from '../../i18n/i18n';
import { latestRoute } from '../../state/route-listener';
import { logout } from '../../state/session';
import { showToast } from '../../state/toasts';
import { LOGIN_ROUTE } from '../../routes';
import { go } from './go';

/** The avatar menu's and the palette's "log out": end the session, go to login with a way back. */
export async function logoutAndLeave(): Promise<void> {
  const current = latestRoute();
  await logout();
  showToast('success', t('logout.success'));
  const query = new URLSearchParams(window.location.search);
  query.set('redirect', current?.route.name ?? '');
  go(`${LOGIN_ROUTE.path}?${query.toString()}`);
}
