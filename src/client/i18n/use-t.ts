import { useStoreValue } from '../state/use-store-value';
import { i18nState, t } from './i18n';
import type { Locale } from './locales';

/** Subscribes the component to the language, so its `t()` calls follow a switch. */
export function useT(): { t: typeof t; locale: Locale } {
  const locale = useStoreValue(i18nState, (s) => s.locale);
  return { t, locale };
}
