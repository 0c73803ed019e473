import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { DeferredDropdown } from '../dropdowns/deferred-dropdown';
import { AvatarButton } from './avatar-button';

/** The avatar: who is logged in, switch roles (when several are held), user pages, logout. */
export function AvatarMenu() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) return null;
  return (
    <DeferredDropdown
      kind="menu"
      button={AvatarButton}
      buttonProps={{ avatar: info.avatar, 'aria-label': t('navbar.account') }}
    >
      {(d, handoff) => <d.AvatarDropdown handoff={handoff} />}
    </DeferredDropdown>
  );
}
