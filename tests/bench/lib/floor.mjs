// The floor under the queue page (see queue-floor.mjs): a bare Hono server on one pg pool that
// looks up the bearer token's session, runs the queue page's statement prepared, maps the 51 rows
// to the wire's shape and answers JSON. Shared by queue-floor.mjs and decision-bench.mjs.
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { queuePageStatement } from './queue-statement.mjs';

/** The request both the floor and the real server are driven with: the first page of the pending queue. */
export const QUEUE_BODY = { pageSize: 50, filters: { auditStatus: 'PENDING' } };

const PAGE = queuePageStatement('$1');
const SESSION =
  'SELECT s.admin_id, s.revoked_at, a.roles FROM admin_sessions s JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = $1';

/** Starts the floor on a free port against `url`; resolves to `{ url, stop }`. */
export function floorServer(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const iso = (t) => t.toISOString();
  const app = new Hono();
  app.post('/admins/moment-list/get', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const body = JSON.parse(await c.req.text());
    const hash = createHash('sha256').update(token).digest('hex');
    const session = await pool.query({ name: 'session', text: SESSION, values: [hash] });
    if (session.rows.length === 0) return c.json({ code: 40100, msg: 'unauthenticated', data: null }, 401);
    const { rows } = await pool.query({ name: 'page', text: PAGE, values: [body.filters.auditStatus] });
    const list = rows.slice(0, body.pageSize).map((m) => ({
      id: m.id,
      version: m.version,
      enabled: m.enabled,
      auditStatus: m.audit_status,
      createdAt: iso(m.created_at),
      updatedAt: iso(m.updated_at),
      accountId: m.account_id,
      author: {
        id: m.author_id,
        nickname: m.author_nickname,
        avatarUrl: m.author_avatar_url,
        status: m.author_status,
        enabled: m.author_enabled,
      },
      text: m.text,
      media: m.media,
      likeCount: m.like_count,
      commentCount: m.comment_count,
    }));
    return c.json({ code: 200, msg: 'ok', data: { list, total: 10_000, totalCapped: true, nextCursor: null } });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, stop: async () => (server.close(), pool.end()) }),
    );
  });
}

/** Ten connections on the queue page of `base` for `seconds`, as api-bench drives the real server. */
export function queueCannon(base, token, seconds) {
  return autocannon({
    url: `${base}/admins/moment-list/get`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(QUEUE_BODY),
  });
}
