import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import type { ClientRoute } from '../../routes';
import { ExceptionResult } from '../../ui/exception-result';
import { Icon } from '../../ui/icons';

/** An honest placeholder for a route whose screen ships in a later change: no fake data. */
export function UnavailableScreen({ route }: { route: ClientRoute }) {
  const { t } = useT();
  const name = isMessageKey(route.locale) ? t(route.locale) : route.name;
  return (
    <ExceptionResult
      code={<Icon name="inbox" size={56} strokeWidth={1.2} />}
      title={t('unavailable.title')}
      description={t('unavailable.description', { name })}
    />
  );
}
