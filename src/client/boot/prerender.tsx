import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app';
import { activateLocale } from '../i18n/i18n';
import '../dictionaries/dictionaries';
import type { Locale } from '../i18n/locales';
import bootEn from '../dictionaries/boot.en-US';
import bootZh from '../dictionaries/boot.zh-CN';
import { APP_ROUTES, EXCEPTION_ROUTES, LOGIN_ROUTE, REDIRECT_ROUTE } from '../routes';
import { ConsoleFrame } from '../shell/guard/console-frame';

/** The boot dictionary of `locale`, for the build to put in every page sent in that language. */
export function bootMessages(locale: Locale): Record<string, string> {
  return locale === 'en-US' ? bootEn : bootZh;
}

/** The paths the console knows (any other is not found), and the prefixes it knows all paths under. */
export function knownPaths(): { paths: string[]; prefixes: string[] } {
  return {
    paths: [...APP_ROUTES, LOGIN_ROUTE, ...EXCEPTION_ROUTES].map((r) => r.path),
    prefixes: [REDIRECT_ROUTE.path],
  };
}

/**
 * A page without a session as the browser will first draw it (`/login`, or any unknown path for
 * not-found), for the build to put in the page the server sends: the same <App /> the browser
 * hydrates, rendered in Node, lazy parts included.
 */
export async function prerenderPage(locale: Locale, path: string): Promise<string> {
  await activateLocale(locale);
  // The router reads the address from `location`, which Node does not have.
  Object.assign(globalThis, { location: { pathname: path, search: '' } });
  const { prelude } = await prerenderToNodeStream(<App />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The console's frame, drawn for a reload with a session while the console loads (not hydrated). */
export async function prerenderFrame(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return renderToString(<ConsoleFrame />);
}
