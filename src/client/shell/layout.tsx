import { useSnapshot } from 'valtio';
import { useT } from '../i18n/use-t';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { toggleSettingsDrawer } from '../state/settings-actions';
import { Icon } from '../ui/icons';
import type { RouteView } from './guard/route-view';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { MenuDrawer } from './overlay-chunks';
import { OnceOpened } from './once-opened';
import { overlays } from '../state/overlays';
import { SideMenu } from './menu/side-menu';
import { Navbar } from './navbar/navbar';
import { PageArea } from './page-area';
import { TabBar } from './tabs/tab-bar';
import { useIsNarrow } from './use-viewport';

/** Navbar on top; side menu (a drawer below 992 px); tab bar, breadcrumbs and page, scrolling over the footer. */
export function Layout({ view }: { view: RouteView }) {
  const { t } = useT();
  const s = useSnapshot(settings);
  const { info } = useSnapshot(session);
  const { menuDrawer } = useSnapshot(overlays);
  const narrow = useIsNarrow();
  const showSideMenu = s.menu && !s.hideMenu && !(s.topMenu && !narrow);
  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[95] focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      {s.navbar && <Navbar narrow={narrow} />}
      <div className="flex min-h-0 flex-1">
        {showSideMenu && !narrow && <SideMenu current={view.route.name} />}
        {showSideMenu && narrow && (
          <OnceOpened open={menuDrawer}>
            <MenuDrawer current={view.route.name} />
          </OnceOpened>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* The footer stays below the scrolling part: a page whose data arrives never moves it.
              Positioned, so that what a page places absolutely with no positioned parent (a table's
              screen-reader caption) scrolls in here instead of making the whole document scroll. */}
          <div className="relative flex min-h-0 flex-1 flex-col overflow-y-auto">
            {s.tabBar && <TabBar current={view.route.name} />}
            {/* Focusable by script, not by Tab: the skip link's target and where a closed pane
                leaves focus when nothing else had it. */}
            <main id="main" tabIndex={-1} className="flex-1 px-5 pt-3 pb-5 outline-none">
              {info?.mustChangePassword && (
                <p
                  role="alert"
                  className="mb-3 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-[13px] text-fg"
                >
                  {t('shell.mustChangePassword')}
                </p>
              )}
              {info && !info.mustChangePassword && info.mfaEnrollmentRequired && (
                <p
                  role="alert"
                  className="mb-3 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-[13px] text-fg"
                >
                  {t('shell.mfaEnrollmentRequired')}
                </p>
              )}
              <Breadcrumbs route={view.route} />
              <PageArea view={view} />
            </main>
          </div>
          {s.footer && <Footer />}
        </div>
      </div>
      {!s.navbar && (
        <button
          type="button"
          onClick={() => toggleSettingsDrawer(true)}
          aria-label={t('settings.open')}
          className="fixed right-0 top-1/3 z-40 grid size-10 place-items-center rounded-l-md bg-primary text-white shadow-lg hover:bg-primary-hover"
        >
          <Icon name="settings" size={18} />
        </button>
      )}
    </div>
  );
}
