import { defineMessageGroups } from '../i18n/i18n';
import type bootMessages from './boot.en-US';
import type appMessages from './app.en-US';

/**
 * The console's two dictionary groups, each made of the features' own dictionaries. They are put
 * together here, above the features, so that i18n/ (which every feature imports) imports none of
 * them. Imported for this effect by the boot (start-console.tsx, prerender.tsx).
 */
declare module '../i18n/message-key' {
  interface MessageTables {
    boot: typeof bootMessages;
    app: typeof appMessages;
  }
}

defineMessageGroups({
  boot: { 'zh-CN': () => import('./boot.zh-CN'), 'en-US': () => import('./boot.en-US') },
  app: { 'zh-CN': () => import('./app.zh-CN'), 'en-US': () => import('./app.en-US') },
});
