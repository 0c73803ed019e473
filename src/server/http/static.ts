import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';
import { choosePage, readConsoleManifest } from './console-page';

/**
 * Serves the built console: content-hashed assets are cached for a year, pages never, and any
 * other non-API path gets the console's page (console-page.ts picks which) for client-side routing.
 */
export function serveConsole(
  app: Hono<AppEnv>,
  root: string,
  options: { sourceMaps: boolean; businessTimeZone: string },
): void {
  const indexFile = join(root, 'index.html');
  const manifest = readConsoleManifest(root);
  // The bundles name their maps, but the maps are served only when the operator asks for them.
  if (!options.sourceMaps)
    app.get('/assets/*', async (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('*', async (c, next) => {
    // API-like paths never fall back to the console, so a wrong call gets a 404, not a page.
    if (/^\/(admins|api|assets|media)\//.test(c.req.path)) return next();
    const choice = manifest && choosePage(c.req.path, c.req.header('cookie'), manifest);
    // The build writes a page per kind and language; a build without them has only index.html.
    const file = choice ? join(root, `${choice.kind}.${choice.locale}.html`) : indexFile;
    if (!existsSync(file)) return next();
    c.header('Cache-Control', 'no-cache');
    // The business time zone rides with the page, so a stats screen states it (and picks its
    // default day) in its first render, before any reply has named it.
    const html = readFileSync(file, 'utf8').replace(
      '</head>',
      () =>
        `<meta name="csp-nonce" content="${c.get('secureHeadersNonce') ?? ''}">\n` +
        `  <meta name="business-time-zone" content="${escapeAttribute(options.businessTimeZone)}">\n  </head>`,
    );
    if (choice && !choice.known) c.status(404);
    return sendPage(c, choice?.dark ? html.replace('<body>', '<body arco-theme="dark">') : html);
  });
}

/**
 * Pages carry the stylesheet inline and a nonce of their own, so they are compressed per request
 * (~1 ms for ~50 KB at these levels), as the browser accepts.
 */
function sendPage(c: Context<AppEnv>, html: string): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  c.header('Vary', 'Cookie, Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (/\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br');
    return c.body(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync(html, { level: 6 }));
  }
  return c.body(html);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
