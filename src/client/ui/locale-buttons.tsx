import { setLocale } from '../i18n/i18n';
import { LOCALES } from '../i18n/locales';
import { useT } from '../i18n/use-t';

/** The two languages as a segmented control; light enough for the login page. */
export function LocaleButtons() {
  const { t, locale } = useT();
  return (
    <div role="group" aria-label={t('login.language')} className="flex rounded-md border border-line p-0.5 text-xs">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          onClick={() => void setLocale(l)}
          className={`rounded px-2 py-1 ${l === locale ? 'bg-primary-soft text-primary' : 'text-fg-2 hover:text-fg'}`}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
