import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { notFound, sessionExpired, unauthenticated } from '../domain/api-error';
import { takeTicket } from '../db/live-rows';
import { hashToken } from '../lib/tokens';
import { issueStreamTicket, updatePresence } from '../services/live/live-verbs';

export function liveRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/events/ticket', (_body, ctx) => issueStreamTicket(ctx.deps.db, ctx.actor()));
  post(r, '/admins/presence/set', (body, ctx) => updatePresence(ctx.deps.db, ctx.actor(), body));
  return r;
}

const TICKET = /^[A-Za-z0-9_-]{16,128}$/;
const EVENT_ID = /^[0-9a-f]{8}-[0-9]{1,15}$/;

/**
 * `GET /admins/events?ticket=…`: the one GET without a bearer token, mounted before the guard
 * (which takes POSTs, and the GET of the OpenAPI document, with a token). The ticket stands for
 * the token; see src/server/live/README.md.
 */
export function liveStreamRoute() {
  const r = new Hono<AppEnv>();
  r.get('/admins/events', async (c) => {
    const { db, live, config } = c.get('deps');
    if (!live) throw notFound('endpoint');
    const ticket = c.req.query('ticket') ?? '';
    if (!TICKET.test(ticket)) throw unauthenticated();
    const session = await takeTicket(db, hashToken(ticket));
    if (!session) throw unauthenticated();
    const now = Date.now();
    if (
      now >= session.expiresAt.getTime() ||
      now - session.lastSeenAt.getTime() > config.SESSION_IDLE_MINUTES * 60_000
    ) {
      throw sessionExpired();
    }
    // EventSource sends Last-Event-ID on its own reconnects; a tab opening a new stream passes it in the query.
    const last = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? null;
    const body = await live.open(session, last !== null && EVENT_ID.test(last) ? last : null);
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would buffer the stream otherwise.
        'x-accel-buffering': 'no',
      },
    });
  });
  return r;
}
