import { Activity, Suspense, use, useLayoutEffect, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { KeysWait } from '../commands/hold-keys';
import { pageShown } from '../commands/run-command';
import { SCREENS } from '../screens/registry';
import { ExceptionPage } from '../screens/exception/exception-page';
import { NotFoundPage } from '../screens/exception/not-found-page';
import { RedirectScreen } from '../screens/redirect/redirect-screen';
import { UnavailableScreen } from '../screens/unavailable/unavailable-screen';
import { tabs } from '../state/tabs';
import { ErrorBoundary } from '../ui/error-boundary';
import { ScreenPathContext } from '../ui/screen-query';
import type { RouteView } from './guard/route-view';
import { EXCEPTION_403, EXCEPTION_500, FORBIDDEN, NOT_FOUND, REDIRECT } from '../routes';

function ScreenFor({ view }: { view: RouteView }) {
  const name = view.route.name;
  if (name === NOT_FOUND) return <NotFoundPage />;
  if (name === FORBIDDEN) return <ExceptionPage code="403" />;
  if (name === REDIRECT) return <RedirectScreen path={view.path} search={view.search} />;
  if (name === EXCEPTION_403 || name === EXCEPTION_500) return <ExceptionPage code={name} />;
  const load = SCREENS[name];
  return load ? <LoadedScreen load={load} /> : <UnavailableScreen route={view.route} />;
}

/** Renders at once when the chunk is in (preloaded, or shown before), else suspends until it is. */
function LoadedScreen({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const { default: Screen } = use(load());
  return <Screen />;
}

/**
 * The page on display plus the kept-alive ones (the tab bar's cache list): those stay mounted
 * inside a hidden <Activity>, keeping their state while their effects (and so their key
 * commands) are torn down. Reloading a tab drops it from the cache, which unmounts it.
 */
/** The kept pages after showing `view`: the same map when nothing changed, so a render does not loop. */
function keptAfter(
  kept: ReadonlyMap<string, RouteView>,
  view: RouteView,
  cacheTabList: readonly string[],
): ReadonlyMap<string, RouteView> {
  const current = view.route.name;
  const stale = [...kept.keys()].filter((name) => name !== current && !cacheTabList.includes(name));
  if (kept.get(current) === view && stale.length === 0) return kept;
  const next = new Map(kept);
  next.set(current, view);
  for (const name of stale) next.delete(name);
  return next;
}

export function PageArea({ view }: { view: RouteView }) {
  const { cacheTabList } = useSnapshot(tabs);
  const [kept, setKept] = useState<ReadonlyMap<string, RouteView>>(() => new Map([[view.route.name, view]]));
  // Derived from the previous render's pages, React's pattern for state that follows a prop.
  const next = keptAfter(kept, view, cacheTabList);
  if (next !== kept) setKept(next);
  const current = view.route.name;
  // After the screen's own layout effects (its keys registered, or its loading state holding them):
  // keys pressed after the one that brought this page go to it. Also when the area goes (logout).
  useLayoutEffect(() => {
    pageShown();
    return pageShown;
  }, [view.fullPath]);
  return (
    <>
      {[...next].map(([name, v]) => (
        <Activity key={name} mode={name === current ? 'visible' : 'hidden'}>
          <ScreenPathContext.Provider value={v.path}>
            <ErrorBoundary resetKey={v.fullPath}>
              <Suspense fallback={<KeysWait />}>
                <ScreenFor view={v} />
              </Suspense>
            </ErrorBoundary>
          </ScreenPathContext.Provider>
        </Activity>
      ))}
    </>
  );
}
