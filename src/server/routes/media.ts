import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { avatarSvg, photoSvg } from '../lib/demo-media';

/**
 * Demo media drawn on the server: avatars and photos of the seeded content are SVGs made from
 * their id, so the console shows real images without reaching outside its own origin.
 */
export function mediaRoutes() {
  const r = new Hono<AppEnv>();
  const svg = (body: string) =>
    new Response(body, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  r.get('/media/avatar/:file{[0-9]+\\.svg}', (c) => svg(avatarSvg(parseInt(c.req.param('file'), 10))));
  r.get('/media/photo/:file{[0-9]+\\.svg}', (c) => svg(photoSvg(parseInt(c.req.param('file'), 10))));
  return r;
}
