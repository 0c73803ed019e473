import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { DEFAULT_ROUTE_PATH } from '../../routes';
import { Button } from '../../ui/button';
import { ExceptionResult } from '../../ui/exception-result';

/** /exception/403 and /exception/500. */
export function ExceptionPage({ code }: { code: '403' | '500' }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  return (
    <ExceptionResult
      code={code}
      title={t(`exception.${code}.title`)}
      description={t(`exception.${code}.description`)}
      actions={
        <Button variant="primary" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
