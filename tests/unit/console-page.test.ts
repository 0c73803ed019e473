import { describe, expect, it } from 'vitest';
import { choosePage, type ConsoleManifest } from '#server/http/console-page';

const manifest: ConsoleManifest = {
  scriptHashes: [],
  styleHashes: [],
  paths: ['/login', '/dashboard/workplace', '/exception/403'],
  prefixes: ['/redirect'],
};

describe('the page the server sends for a console URL', () => {
  it('without a session: /login drawn for `/`, /login and every page the console knows; not-found for the rest', () => {
    const kinds = [
      '/',
      '/login',
      '/dashboard/workplace',
      '/dashboard/workplace/',
      '/redirect/x',
      '/nope',
      '/redirectx',
    ].map((p) => choosePage(p, undefined, manifest).kind);
    expect(kinds).toEqual(['login', 'login', 'login', 'login', 'login', 'notFound', 'notFound']);
  });

  it('says whether the console has a page for the path, so the rest is sent with a 404, session or not', () => {
    for (const cookies of [undefined, 'console-session=1']) {
      const known = ['/', '/login', '/redirect/x', '/nope', '/dashboard/nope'].map(
        (p) => choosePage(p, cookies, manifest).known,
      );
      expect(known).toEqual([true, true, true, false, false]);
    }
  });

  it('with the session hint: the console’s frame, whatever the path', () => {
    for (const path of ['/', '/login', '/nope'])
      expect(choosePage(path, 'console-session=1', manifest).kind).toBe('index');
    expect(choosePage('/login', 'console-session=0', manifest).kind).toBe('login');
  });

  it('in the language and theme the browser last told, Chinese and light until it has', () => {
    expect(choosePage('/login', undefined, manifest)).toMatchObject({ locale: 'zh-CN', dark: false });
    expect(choosePage('/login', 'a=b; arco-locale=en-US; arco-theme=dark', manifest)).toMatchObject({
      locale: 'en-US',
      dark: true,
    });
    // Anything else the cookie says is not a language the console has.
    expect(choosePage('/login', 'arco-locale=fr-FR; arco-theme=blue', manifest)).toMatchObject({
      locale: 'zh-CN',
      dark: false,
    });
  });
});
