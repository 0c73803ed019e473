import { Suspense, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { globalCommands } from '../commands/global-commands';
import { registerCommands } from '../commands/registry';
import { useKeyDispatcher } from '../commands/use-key-dispatcher';
import { overlays } from '../state/overlays';
import { fetchServerMenuConfig, serverMenu } from '../state/server-menu';
import { settings } from '../state/settings';
import { clearRecentPages } from '../state/recent';
import { addLogoutListener, session } from '../state/session';
import { claimLeaseHolder } from '../state/lease-holder';
import { resetTabList } from '../state/tabs';
import type { RouteView } from './guard/route-view';
import { Layout } from './layout';
import { rememberMenuFrame } from './guard/console-frame';
import { settingsDrawer } from '../state/settings-actions';
import { OnceOpened } from './once-opened';
import { Palette, SecurityNotices, SettingsDrawer, ShortcutSheet } from './overlay-chunks';
import { warmChunks } from './warm-chunks';
import { SavedViewCommands } from '../saved-views/saved-view-commands';
import { useTabListener } from './tabs/use-tab-listener';
import { refuseLoggedOutModalAfterLogout } from './actions/logout-and-leave';
import { forgetSavedTabs } from './tabs/saved-tabs';
import { useLiveStream } from '../live/use-live-stream';

// What the page that loads this chunk may ask of it (guard/prefetch-shell.ts).
export { preloadScreen, prefetchScreenData } from '../screens/registry';
export { prefetchSession } from './guard/guard-deps';

// As soon as the console arrives (while the login request is in flight, or with the first page of a
// session), before this tab can be duplicated: a duplicate must not inherit the queue's hand. Here,
// not in the boot code, which /login's byte budget carries.
claimLeaseHolder();

// Beyond the seed spec: the next admin on this browser must not see this one's tabs or pages.
addLogoutListener(resetTabList);
addLogoutListener(forgetSavedTabs);
addLogoutListener(clearRecentPages);
addLogoutListener(() => rememberMenuFrame([]));
refuseLoggedOutModalAfterLogout();

/** Inside the shell's swr cache, so that events re-read what this shell shows. */
function LiveStream() {
  useLiveStream();
  return null;
}

/** The notices' dialog, fetched only when there is one to show. */
function SecurityNoticesIfAny() {
  const { info } = useSnapshot(session);
  if (!info?.securityNotices?.length) return null;
  return (
    <Suspense fallback={null}>
      <SecurityNotices />
    </Suspense>
  );
}

/**
 * The authenticated console, a lazy chunk loaded after login: layout, global commands, the key
 * dispatcher, the settings drawer, the `?` sheet and (lazily again) the command palette.
 */
export function Shell({ view }: { view: RouteView }) {
  const { palette, sheet } = useSnapshot(overlays);
  const drawer = useSnapshot(settingsDrawer).open;
  useEffect(() => registerCommands(globalCommands()), []);
  // After a reload the login page's warm-up did not happen: the overlays and dropdowns come after the first screen.
  useEffect(warmChunks, []);
  useEffect(() => {
    // The guard skips the menu on whitelisted pages (not-found, 403, 500), but the layout around
    // them still needs one: a fresh load of a mistyped URL must not leave the console without a menu.
    if (settings.menuFromServer && serverMenu.menus.length === 0) void fetchServerMenuConfig();
  }, []);
  useKeyDispatcher();
  useTabListener();
  return (
    // A cache per shell mount: the next admin to log in on this page starts with none of this one's data.
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveStream />
      <Layout view={view} />
      <OnceOpened open={drawer}>
        <SettingsDrawer />
      </OnceOpened>
      <OnceOpened open={sheet}>
        <ShortcutSheet />
      </OnceOpened>
      <SavedViewCommands />
      <SecurityNoticesIfAny />
      {palette && (
        <Suspense fallback={null}>
          <Palette />
        </Suspense>
      )}
    </SWRConfig>
  );
}
