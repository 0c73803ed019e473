import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import { clientIp } from '#server/http/client-ip';
import type { AppEnv } from '#server/http/env';

// Two proxies in front: the client is the second entry from the right of X-Forwarded-For.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ TRUST_PROXY: '2' });
});
afterAll(() => s.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function failedLogin(username: string, headers: Record<string, string>) {
  return s.raw('/admins/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password: 'not-the-password' }),
  });
}

async function addressesOf(username: string) {
  const attempts = await queryRows<{ ip: string }>(
    s.db,
    sql`SELECT ip FROM login_attempts WHERE username = ${username}`,
  );
  const logged = await queryRows<{ ip: string; request_id: string }>(
    s.db,
    sql`SELECT ip, request_id FROM action_log WHERE action = 'auth.login_failed' AND target_id = ${username}`,
  );
  return {
    throttle: attempts.map((r) => r.ip),
    log: logged.map((r) => r.ip),
    requestIds: logged.map((r) => r.request_id),
  };
}

describe('the client address behind TRUST_PROXY=2', () => {
  it('is the entry two hops from the right, for throttling and the action log alike', async () => {
    await failedLogin('ip-chain', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.9' });
    expect(await addressesOf('ip-chain')).toMatchObject({ throttle: ['203.0.113.7'], log: ['203.0.113.7'] });
  });

  it('is the peer when the chain is shorter than the proxies or the entry is not an address', async () => {
    await failedLogin('ip-short', { 'x-forwarded-for': '203.0.113.7' });
    await failedLogin('ip-junk', { 'x-forwarded-for': '6.6.6.6, not-an-ip, 10.0.0.9' });
    await failedLogin('ip-port', { 'x-forwarded-for': '203.0.113.7:4711, 10.0.0.9' });
    await failedLogin('ip-none', {});
    for (const username of ['ip-short', 'ip-junk', 'ip-port', 'ip-none']) {
      expect(await addressesOf(username), username).toMatchObject({ throttle: ['127.0.0.1'], log: ['127.0.0.1'] });
    }
  });
});

describe('choosing the address', () => {
  const addressFor = async (hops: number, forwarded?: string) => {
    const app = new Hono<AppEnv>().get('/', (c) => c.text(clientIp(c, hops)));
    const r = await app.request('/', forwarded === undefined ? {} : { headers: { 'x-forwarded-for': forwarded } });
    return r.text();
  };

  it('never believes X-Forwarded-For without trusted proxies', async () => {
    expect(await addressFor(0, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('takes the entry N from the right and accepts IPv6', async () => {
    expect(await addressFor(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(1, '6.6.6.6,2001:db8::1')).toBe('2001:db8::1');
    expect(await addressFor(3, '198.51.100.1, 203.0.113.7, 10.0.0.1, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressFor(2, ', 10.0.0.1')).toBe('127.0.0.1');
    expect(await addressFor(1, '')).toBe('127.0.0.1');
  });
});

describe('request ids', () => {
  it('are made by the server: a client id never replaces it in the reply or the action log', async () => {
    const ids: string[] = [];
    for (const theirs of ['client-chosen-id', 'x'.repeat(300), 'has spaces; and=more', 'same-id-again']) {
      const r = await failedLogin('rid', { 'x-request-id': theirs });
      const id = r.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      ids.push(id);
    }
    expect((await addressesOf('rid')).requestIds).toEqual(ids);
  });

  it('keep a well-formed client id beside the server id in the log, and drop a malformed one', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = createApp({ db: s.db, config: configWith({ LOG_LEVEL: 'info' }), log });
    const reply = await app.request('/admins/info/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-42.a:b' },
      body: '{}',
    });
    await app.request('/admins/info/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad id <script>' },
      body: '{}',
    });
    const [first, second] = lines.filter((l) => l.msg === 'request');
    expect(first).toMatchObject({ requestId: reply.headers.get('x-request-id'), clientRequestId: 'trace-42.a:b' });
    expect(second!.requestId).toMatch(UUID);
    expect(second).not.toHaveProperty('clientRequestId');
  });
});
