import { lazy, Suspense, useEffect } from 'react';
import { useStoreValue } from './state/use-store-value';
import { Navigator } from './shell/guard/navigator';
import { loggedOutModal } from './state/logged-out';
import { bindSettingsToDocument } from './state/settings';
import { ProgressBar } from './ui/progress-bar';
import { toasts } from './state/toasts';
import { CONSOLE_READY } from './boot/console-ready';

// Both arrive only when needed: /login stays within its byte budget.
const Toaster = lazy(() => import('./ui/toaster').then((m) => ({ default: m.Toaster })));
const LoggedOutModal = lazy(() => import('./shell/logged-out-modal').then((m) => ({ default: m.LoggedOutModal })));

/** The whole console: the guarded page, the progress bar, toasts and the logged-out modal. */
export function App() {
  const open = useStoreValue(loggedOutModal, (s) => s.open);
  const anyToast = useStoreValue(toasts, (s) => s.items.length > 0);
  useEffect(() => {
    // Handlers are live now: a submit the prerendered form got before is sent through them.
    document.dispatchEvent(new Event(CONSOLE_READY));
    return bindSettingsToDocument();
  }, []);
  return (
    <>
      <ProgressBar />
      <Navigator />
      {anyToast && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <LoggedOutModal />
        </Suspense>
      )}
    </>
  );
}
