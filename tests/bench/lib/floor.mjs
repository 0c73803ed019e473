// The floor under the queue page (see queue-floor.mjs): a bare Hono server on one pg pool that
// looks up the bearer token's session and answers the page with what the real route's reply
// holds, and nothing else: the page statement, the rule hits of its rows and the capped total
// (counted at most once per 2 s, as the server's list-totals does), each prepared; the rows mapped
// to the wire's shape (risk score and parts, rule hits), the next cursor, JSON.
// Under `/narrow` it answers as the floor did before the rows carried their risk and rule hits:
// the page statement alone and no risk fields, no rule hits, a constant total and no cursor. Its
// figure is kept beside the full floor's, so older results still compare.
// A build whose list rows carry a classifier score or their wave reads them with the rule hits in
// one statement: the floor does too when asked (`{ classifier: true, waves: true }`, which the
// benches take from the real server's reply: pageExtras).
// Shared by queue-floor.mjs and decision-bench.mjs.
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { cappedTotalStatement, queuePageStatement, rowReadsStatement, ruleHitsStatement } from './queue-statement.mjs';

/** The request both the floor and the real server are driven with: the first page of the pending queue. */
export const QUEUE_BODY = { pageSize: 50, filters: { auditStatus: 'PENDING' } };

const PAGE = queuePageStatement('$1');
const SESSION =
  'SELECT s.admin_id, s.revoked_at, a.roles FROM admin_sessions s JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = $1';
const TOTAL_TTL_MS = 2_000;

// Timestamps as PostgreSQL's text (UTC session), rearranged into ISO as the server does
// (db/pg-timestamp.ts); a Date per value would cost the floor more than the server pays.
const TEXT = { getTypeParser: (oid, format) => (oid === 1184 ? (v) => v : pg.types.getTypeParser(oid, format)) };
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
function iso(text) {
  const m = UTC_TEXT.exec(text);
  if (m === null) return new Date(text).toISOString();
  return `${m[1]}T${m[2]}.${((m[3] ?? '') + '000').slice(0, 3)}Z`;
}

const mapRow = (m) => ({
  id: m.id,
  version: m.version,
  enabled: m.enabled,
  auditStatus: m.audit_status,
  createdAt: iso(m.created_at),
  updatedAt: iso(m.updated_at),
  riskScore: m.risk_score,
  riskParts: m.risk_parts,
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
});

const mapHit = (h) => ({
  ruleId: h.rule_id,
  name: h.name,
  kind: h.kind,
  pattern: h.pattern,
  action: h.action,
  leet: h.leet,
  exceptions: h.exceptions,
  exceptionPattern: h.exception_pattern,
});

/** Starts the floor on a free port against `url`; resolves to `{ url, narrowUrl, stop }`. */
export function floorServer(url, { classifier = false, waves = false } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const totals = new Map();
  const app = new Hono();

  const session = async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const found = await pool.query({ name: 'session', text: SESSION, values: [hash] });
    return found.rows.length > 0;
  };
  const unauthenticated = (c) => c.json({ code: 401, msg: 'unauthenticated', data: null }, 401);

  const total = async (status) => {
    const hit = totals.get(status);
    const now = performance.now();
    if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
    const { rows } = await pool.query({ name: 'total', text: cappedTotalStatement, values: [status] });
    const n = rows[0].n;
    const counted = { total: Math.min(n, 10_000), totalCapped: n > 10_000 };
    totals.set(status, { total: counted, at: now });
    return counted;
  };

  app.post('/admins/moment-list/get', async (c) => {
    const body = JSON.parse(await c.req.text());
    if (!(await session(c))) return unauthenticated(c);
    const status = body.filters.auditStatus;
    const [{ rows }, counted] = await Promise.all([
      pool.query({ name: 'page', text: PAGE, values: [status], types: TEXT }),
      total(status),
    ]);
    const page = rows.slice(0, body.pageSize);
    const ids = page.map((m) => m.id);
    // A build whose rows carry a classifier score or a wave reads them with the rule hits in one
    // statement (db/text-row-reads.ts); before those, the rule hits alone.
    const reads =
      classifier || waves
        ? (await pool.query({ name: 'reads', text: rowReadsStatement, values: ['moment', ids, ids, ids] })).rows[0]
        : { hits: (await pool.query({ name: 'hits', text: ruleHitsStatement, values: [ids] })).rows };
    const byId = new Map();
    for (const h of reads.hits) {
      const list = byId.get(h.content_id);
      if (list) list.push(mapHit(h));
      else byId.set(h.content_id, [mapHit(h)]);
    }
    const list = page.map((m) => Object.assign(mapRow(m), { ruleHits: byId.get(m.id) ?? [] }));
    if (classifier) {
      const byItem = new Map(
        reads.scores.map((r) => [
          Number(r.item_id),
          { modelVersion: r.model_version, label: r.top_label, probability: r.top_probability, drivers: r.drivers },
        ]),
      );
      for (const row of list) row.classifier = byItem.get(row.id) ?? null;
    }
    if (waves) {
      const byItem = new Map(
        reads.waves.map((w) => [
          Number(w.item_id),
          {
            id: w.id,
            kind: w.kind,
            size: w.size,
            pending: w.pending,
            accounts: w.accounts,
            firstAt: iso(w.first_at),
            lastAt: iso(w.last_at),
            perMinute: Number(w.per_minute),
          },
        ]),
      );
      for (const row of list) row.wave = byItem.get(row.id) ?? null;
    }
    const last = list[list.length - 1];
    const nextCursor =
      rows.length > body.pageSize && last
        ? `${Buffer.from(JSON.stringify({ v: last.createdAt, id: last.id })).toString('base64url')}.${counted.total}${counted.totalCapped ? 'c' : ''}`
        : null;
    return c.json({ code: 200, msg: 'ok', data: { list, ...counted, nextCursor } });
  });

  app.post('/narrow/admins/moment-list/get', async (c) => {
    const body = JSON.parse(await c.req.text());
    if (!(await session(c))) return unauthenticated(c);
    const { rows } = await pool.query({ name: 'page', text: PAGE, values: [body.filters.auditStatus] });
    const list = rows.slice(0, body.pageSize).map((m) => ({
      id: m.id,
      version: m.version,
      enabled: m.enabled,
      auditStatus: m.audit_status,
      createdAt: m.created_at.toISOString(),
      updatedAt: m.updated_at.toISOString(),
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
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      const base = `http://127.0.0.1:${info.port}`;
      resolve({ url: base, narrowUrl: `${base}/narrow`, stop: async () => (server.close(), pool.end()) });
    });
  });
}

/** What the real server's rows carry beyond the floor's own (a classifier score, a wave), for `floorServer`'s options. */
export async function pageExtras(base, token) {
  const res = await fetch(`${base}/admins/moment-list/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(QUEUE_BODY),
  });
  const { data } = await res.json();
  return {
    classifier: data.list.some((row) => 'classifier' in row),
    waves: data.list.some((row) => 'wave' in row),
  };
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
