import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build tells the server about the console it built (dist/client/console.json). */
export interface ConsoleManifest {
  /** `sha256-…` of the inline scripts in the pages, for the CSP. */
  scriptHashes: string[];
  /** `sha256-…` of the inline stylesheet in the pages. */
  styleHashes: string[];
  /** Paths the console has a page for, and prefixes it has pages under; any other is not found. */
  paths: string[];
  prefixes: string[];
}

export function readConsoleManifest(root: string | undefined): ConsoleManifest | null {
  const file = root && join(root, 'console.json');
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ConsoleManifest;
}

/**
 * Which page the server sends for a console URL, from what the browser told it (server-hints.ts
 * on the client): the language, the theme, and whether a session is kept in this browser.
 */
export interface PageChoice {
  /** `login` and `notFound` are drawn in full (prerendered); `index` is the console's frame. */
  kind: 'login' | 'notFound' | 'index';
  locale: 'zh-CN' | 'en-US';
  dark: boolean;
  /** A path the console has a page for: any other is sent with a 404 (the not-found page, or the frame that draws it). */
  known: boolean;
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

function isKnown(path: string, manifest: ConsoleManifest): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return manifest.paths.includes(clean) || manifest.prefixes.some((p) => clean === p || clean.startsWith(`${p}/`));
}

export function choosePage(path: string, cookies: string | undefined, manifest: ConsoleManifest): PageChoice {
  const stored = cookie(cookies, 'arco-locale');
  // The console's default language until the browser says otherwise, as the client's is (locales.ts).
  const locale = stored === 'en-US' ? stored : 'zh-CN';
  const dark = cookie(cookies, 'arco-theme') === 'dark';
  const known = path === '/' || isKnown(path, manifest);
  if (cookie(cookies, 'console-session') === '1') return { kind: 'index', locale, dark, known };
  // Without a session the console sends `/` and every page it knows to /login, and the rest is not found.
  return { kind: known ? 'login' : 'notFound', locale, dark, known };
}
