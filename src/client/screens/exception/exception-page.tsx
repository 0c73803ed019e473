import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { DEFAULT_ROUTE_PATH } from '../../routes';
import { Button } from '../../ui/button';
import { ExceptionResult } from '../../ui/exception-result';

/** /exception/403 and /exception/500, and the 403 page at the address of a route the role may not open. */
export function ExceptionPage({ code }: { code: '403' | '500' }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  // A shared view's link (`?view=`) to a list this role may not open: say why, not just "denied".
  const viewLink = code === '403' && new URLSearchParams(window.location.search).has('view');
  return (
    <ExceptionResult
      code={code}
      title={t(`exception.${code}.title`)}
      description={t(viewLink ? 'exception.403.view' : `exception.${code}.description`)}
      actions={
        <Button variant="primary" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
