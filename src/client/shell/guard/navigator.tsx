import { lazy, startTransition, Suspense, use, useEffect, useRef, useState } from 'react';
// The location hooks alone, not wouter's <Router>: /login does not need route matching code.
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import { isLoggedIn } from '../../api/token';
import { abandonConsole } from '../../commands/key-inbox';
import { t } from '../../i18n/i18n';
import { showToast } from '../../state/toasts';
import { navigation } from '../../state/navigation';
import { doneProgress, startProgress } from '../../state/progress';
import { setRouteEmitter } from '../../state/route-listener';
import { session } from '../../state/session';
import { useStoreValue } from '../../state/use-store-value';
import { LoginScreen } from '../../screens/login/login-screen';
import { FORBIDDEN_ROUTE, LOGIN, NOT_FOUND_ROUTE, matchRoute } from '../../routes';
import { firstView } from './first-view';
import { ConsoleFrame } from './console-frame';
import { guardDeps } from './guard-deps';
import { guardNavigation } from './navigation-guard';
import { loadShell } from './prefetch-shell';
import type { RouteView } from './route-view';

const StandaloneNotFound = lazy(() =>
  import('../../screens/exception/not-found-page').then((m) => ({ default: m.StandaloneNotFound })),
);
/** The authenticated console, fetched after login (or prefetched on the login page) with its dictionaries. */
function ShellView({ view }: { view: RouteView }) {
  const shell = use(loadShell());
  useEffect(() => {
    if (shell) return;
    abandonConsole();
    // A chunk that will not load (network down, a deploy replaced it): say so rather than hang.
    showToast('error', t('request.error'), { duration: 0 });
  }, [shell]);
  return shell ? <shell.Shell view={view} /> : null;
}

/**
 * Runs the navigation guard on every URL change and renders its decision. Until the guard
 * answers, the previous page stays and the top progress bar runs (no spinner).
 */
export function Navigator() {
  const [path, navigate] = useBrowserLocation();
  // location.search with its leading `?` dropped, as RouteView promises.
  const search = useSearch().replace(/^\?/, '');
  const epoch = useStoreValue(navigation, (s) => s.epoch);
  const [view, setView] = useState(firstView);
  const viewChosen = useRef(view !== null);
  const hasInfo = useStoreValue(session, (s) => s.info !== null);

  useEffect(() => {
    let live = true;
    startProgress();
    const route = matchRoute(path);
    void guardNavigation({ path, search, route }, guardDeps)
      .then((outcome) => {
        if (!live) return;
        if (outcome.kind === 'redirect') {
          navigate(outcome.to, { replace: true });
          return;
        }
        const shown =
          outcome.kind === 'render' ? outcome.route : outcome.kind === 'forbidden' ? FORBIDDEN_ROUTE : NOT_FOUND_ROUTE;
        const fullPath = search ? `${path}?${search}` : path;
        const notFound = outcome.kind === 'notFound';
        // The same decision keeps the same view: no render, so a prerendered page still being
        // hydrated (not-found waits for its chunk) is not redrawn under React.
        const show = () =>
          setView((v) =>
            v?.route === shown && v.fullPath === fullPath && v.notFound === notFound
              ? v
              : { route: shown, fullPath, path, search, notFound },
          );
        // The first screen of a cold load is drawn in a transition: the server's frame is on screen
        // meanwhile, and the console's and the screen's first renders yield to the browser in
        // slices instead of one long task. Later views are drawn at once, so the screen on show is
        // never the one left behind.
        if (viewChosen.current) show();
        else startTransition(show);
        viewChosen.current = true;
        setRouteEmitter({ route: shown, fullPath });
      })
      // The guard could not ask the server (the fetcher has said why): the page stays as it is.
      .catch(() => undefined)
      .finally(() => {
        if (live) doneProgress();
      });
    return () => {
      live = false;
    };
  }, [path, search, epoch, navigate]);

  // With a session, the console's frame while the guard asks the server (the server drew it too).
  if (!view) return isLoggedIn() ? <ConsoleFrame /> : null;
  if (view.route.name === LOGIN) return <LoginScreen search={view.search} />;
  if (isLoggedIn() && hasInfo) {
    return (
      <Suspense fallback={<ConsoleFrame />}>
        <ShellView view={view} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <StandaloneNotFound />
    </Suspense>
  );
}
