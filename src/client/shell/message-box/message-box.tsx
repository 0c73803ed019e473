import { useSnapshot } from 'valtio';
import { useUnreadCounts } from '../../api/notifications';
import { session } from '../../state/session';
import { settingsOnly } from '../../state/settings-only';
import { DeferredDropdown } from '../dropdowns/deferred-dropdown';
import { BellButton } from './bell-button';

// The popover's own element; drawn alike before its code has arrived.
const FRAME = 'relative';

/** The bell: unread count badge and a popover with Message / Notice / Todo tabs. */
export function MessageBox() {
  const { info } = useSnapshot(session);
  // The server refuses everything but user settings until the password or the second factor is done; do not ask.
  const enabled = !!info && !settingsOnly(info);
  const unread = useUnreadCounts(enabled) ?? { message: 0, notice: 0, todo: 0 };
  const total = unread.message + unread.notice + unread.todo;
  return (
    <DeferredDropdown kind="popover" popoverClassName={FRAME} button={BellButton} buttonProps={{ total }}>
      {(d, handoff) => <d.MessageBoxPopover className={FRAME} unread={unread} enabled={enabled} handoff={handoff} />}
    </DeferredDropdown>
  );
}
