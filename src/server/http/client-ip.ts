import type { Context } from 'hono';
import type { AppEnv } from './env';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's address; X-Forwarded-For is believed only behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Requests made with app.request() in tests have no socket.
    return '127.0.0.1';
  }
}
