import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';

/**
 * Serves the built console: content-hashed assets are cached for a year, index.html never,
 * and any other non-API path falls back to index.html for client-side routing.
 */
export function serveConsole(app: Hono<AppEnv>, root: string, options: { sourceMaps: boolean }): void {
  const indexFile = join(root, 'index.html');
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
    if (!existsSync(indexFile)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
