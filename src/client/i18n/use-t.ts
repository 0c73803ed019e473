import { useStoreValue } from '../state/use-store-value';
import { i18nState, t } from './i18n';
import type { Locale } from './locales';

/** One `t` per language, so a memo or effect that lists `t` among its inputs reruns on a switch. */
const translators = new Map<Locale, typeof t>();

function translatorFor(locale: Locale): typeof t {
  let translate = translators.get(locale);
  if (!translate) {
    translate = (...args: Parameters<typeof t>) => t(...args);
    translators.set(locale, translate);
  }
  return translate;
}

/** Subscribes the component to the language, so its `t()` calls follow a switch. */
export function useT(): { t: typeof t; locale: Locale } {
  const locale = useStoreValue(i18nState, (s) => s.locale);
  return { t: translatorFor(locale), locale };
}
