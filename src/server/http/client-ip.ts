import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address. Behind `hops` trusted proxies, each appending the address it received the
 * request from, the client is the entry `hops` from the right of X-Forwarded-For: anything further
 * left was written by the client and proves nothing. A missing or malformed entry at that place
 * means the request did not come through the proxies as configured, so the peer address stands.
 */
export function clientIp(c: Context<AppEnv>, hops: number): string {
  const peer = peerAddress(c);
  if (hops === 0) return peer;
  const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
  const candidate = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return candidate && isIP(candidate) !== 0 ? candidate : peer;
}

function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Requests made with app.request() in tests have no socket.
    return '127.0.0.1';
  }
}
