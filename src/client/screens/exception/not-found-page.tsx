import { isLoggedIn } from '../../api/token';
import { useT } from '../../i18n/use-t';
import { DEFAULT_ROUTE_PATH, LOGIN_ROUTE } from '../../routes';
import { go } from '../../shell/actions/go';
import { Button } from '../../ui/button';
import { ExceptionResult } from '../../ui/exception-result';

/** The catch-all page; inside the layout when logged in, on its own otherwise. */
export function NotFoundPage() {
  const { t } = useT();
  const loggedIn = isLoggedIn();
  // A shared view's link (`?view=`) to a list this role has no route to: say why, not just "no page".
  const viewLink = loggedIn && new URLSearchParams(window.location.search).has('view');
  return (
    <ExceptionResult
      code="404"
      title={t('exception.404.title')}
      description={t(viewLink ? 'exception.404.view' : 'exception.404.description')}
      actions={
        <Button variant="primary" onClick={() => go(loggedIn ? DEFAULT_ROUTE_PATH : LOGIN_ROUTE.path)}>
          {t(loggedIn ? 'exception.back' : 'exception.toLogin')}
        </Button>
      }
    />
  );
}

export function StandaloneNotFound() {
  return (
    <main className="flex min-h-full items-center justify-center bg-bg">
      <NotFoundPage />
    </main>
  );
}
