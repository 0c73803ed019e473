import { Activity, Suspense, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { SCREENS } from '../screens/registry';
import { ExceptionPage } from '../screens/exception/exception-page';
import { NotFoundPage } from '../screens/exception/not-found-page';
import { RedirectScreen } from '../screens/redirect/redirect-screen';
import { UnavailableScreen } from '../screens/unavailable/unavailable-screen';
import { tabs } from '../state/tabs';
import { ErrorBoundary } from '../ui/error-boundary';
import type { RouteView } from './guard/route-view';
import { EXCEPTION_403, EXCEPTION_500, NOT_FOUND, REDIRECT } from './routes';

function ScreenFor({ view }: { view: RouteView }) {
  const name = view.route.name;
  if (name === NOT_FOUND) return <NotFoundPage />;
  if (name === REDIRECT) return <RedirectScreen path={view.path} search={view.search} />;
  if (name === EXCEPTION_403 || name === EXCEPTION_500) return <ExceptionPage code={name} />;
  const Screen = SCREENS[name];
  return Screen ? <Screen /> : <UnavailableScreen route={view.route} />;
}

/**
 * The page on display plus the kept-alive ones (the tab bar's cache list): those stay mounted
 * inside a hidden <Activity>, keeping their state while their effects (and so their key
 * commands) are torn down. Reloading a tab drops it from the cache, which unmounts it.
 */
export function PageArea({ view }: { view: RouteView }) {
  const { cacheTabList } = useSnapshot(tabs);
  const kept = useRef(new Map<string, RouteView>());
  const current = view.route.name;
  kept.current.set(current, view);
  for (const name of [...kept.current.keys()]) {
    if (name !== current && !cacheTabList.includes(name)) kept.current.delete(name);
  }
  return (
    <>
      {[...kept.current].map(([name, v]) => (
        <Activity key={name} mode={name === current ? 'visible' : 'hidden'}>
          <ErrorBoundary resetKey={v.fullPath}>
            <Suspense fallback={null}>
              <ScreenFor view={v} />
            </Suspense>
          </ErrorBoundary>
        </Activity>
      ))}
    </>
  );
}
