import { isMessageKey } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/message-key';
import type { ClientRoute } from '../routes';

/** Section › screen, translated; pages outside the menu show their own title only. */
export function Breadcrumbs({ route }: { route: ClientRoute }) {
  const { t } = useT();
  const keys = [route.sectionLocale, route.locale].filter((k): k is MessageKey => !!k && isMessageKey(k));
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-3 text-[13px]">
      <ol className="flex items-center gap-1.5 text-fg-3">
        {keys.map((key, i) => (
          <li key={key} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>/</span>}
            <span
              className={i === keys.length - 1 ? 'text-fg' : ''}
              aria-current={i === keys.length - 1 ? 'page' : undefined}
            >
              {t(key)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
