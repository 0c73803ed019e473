import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { startServer, type TestServer } from './harness';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe('reply envelope', () => {
  it('wraps success as {code: 200, msg, data}', async () => {
    const r = await s.call('/admins/login', { username: 'root', password: 'backoffice-demo' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 200, msg: 'ok', data: expect.any(String) });
  });

  it('names an unknown key and refuses it with 40000', async () => {
    const r = await s.raw('/admins/login', json('{"username":"root","password":"x","role":"ADMIN_ROOT"}'));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 40000,
      msg: expect.stringMatching(/^role: unknown key/),
      data: { field: 'role', rule: 'unknown_key' },
    });
  });

  it('names a field of the wrong type', async () => {
    const r = await s.raw('/admins/login', json('{"username":5,"password":"x"}'));
    expect(r.body.code).toBe(40000);
    expect(r.body.msg).toMatch(/^username: /);
    expect(r.body.data).toEqual({ field: 'username', rule: 'invalid_type' });
  });

  it('gives the bound of a size rule, so the console can say it in the user’s language', async () => {
    const token = await s.login('root');
    const r = await s.call('/admins/moment-list/get', { filters: {}, page: 1, pageSize: 1000 }, { token });
    expect(r.body).toMatchObject({ code: 40000, data: { field: 'pageSize', rule: 'too_big', limit: 200 } });
    expect(r.body.msg).toMatch(/^pageSize: /);
  });

  it('names a missing field', async () => {
    const r = await s.raw('/admins/login', json('{"username":"root"}'));
    expect(r.body.code).toBe(40000);
    expect(r.body.msg).toBe('password: is required');
    expect(r.body.data).toEqual({ field: 'password', rule: 'required' });
  });

  it('refuses broken JSON, other content types and bodies over 100 KB with 40000', async () => {
    const broken = await s.raw('/admins/login', json('{"username":'));
    expect([broken.status, broken.body.code, broken.body.msg]).toEqual([400, 40000, 'body: is not valid JSON']);

    const form = await s.raw('/admins/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=root',
    });
    expect([form.status, form.body.msg]).toEqual([400, 'content-type: must be application/json']);

    const huge = await s.raw('/admins/login', json(JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' })));
    expect(huge.body.code).toBe(40000);
    expect(huge.body.msg).toMatch(/100 KB/);
    expect(huge.body.data).toEqual({ field: 'body', rule: 'too_big', limit: 102_400 });
  });

  it('cuts a chunked body (no content-length) at 100 KB and reads one under it', async () => {
    const chunked = (text: string): RequestInit => {
      const bytes = new TextEncoder().encode(text);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.subarray(at, at + 16_384));
          controller.close();
        },
      });
      return { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit;
    };
    const huge = await s.raw(
      '/admins/login',
      chunked(JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' })),
    );
    expect(huge.body.data).toEqual({ field: 'body', rule: 'too_big', limit: 102_400 });
    const small = await s.raw(
      '/admins/login',
      chunked(JSON.stringify({ username: 'x'.repeat(50_000), password: 'y' })),
    );
    expect(small.body.data).toMatchObject({ field: 'username', rule: 'too_big' });
  });

  it('treats a __proto__ key as an unknown key, not as a prototype', async () => {
    const r = await s.raw('/admins/login', json('{"username":"root","password":"x","__proto__":{"admin":true}}'));
    expect(r.body.code).toBe(40000);
    expect(r.body.msg).toMatch(/__proto__: unknown key/);
  });

  it('answers an unknown endpoint or a non-POST call with a 40400 envelope', async () => {
    const unknown = await s.raw('/admins/nope', json('{}'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 40400]);
    const get = await s.raw('/admins/login', { method: 'GET' });
    expect([get.status, get.body.code]).toEqual([404, 40400]);
  });

  it('asks for a token on a protected endpoint', async () => {
    const r = await s.raw('/admins/info/get', json('{}'));
    expect([r.status, r.body.code]).toEqual([401, 401]);
  });
});

describe('headers', () => {
  it('sets the security headers, no-store and a request id on API replies, errors included', async () => {
    const nonces = new Set<string | undefined>();
    for (const r of [
      await s.raw('/admins/login', json('{"username":"root","password":"backoffice-demo"}')),
      await s.raw('/admins/login', json('{')),
      await s.raw('/admins/info/get', json('{}')),
    ]) {
      // A fresh style nonce on every reply (the page's scroll-lock style element carries it).
      expect(r.headers.get('content-security-policy')).toMatch(
        /^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[\w+/=]{16,}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'$/,
      );
      nonces.add(/nonce-([^']+)/.exec(r.headers.get('content-security-policy') ?? '')?.[1]);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
    expect(nonces.size).toBe(3);
  });
});

async function serveBuiltConsole(overrides: Parameters<typeof configWith>[0] = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bo-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)\n//# sourceMappingURL=main-abc123.js.map');
  writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["src/client/main.tsx"]}');
  const app = createApp(
    { db: s.db, config: configWith({ LOG_LEVEL: 'silent', ...overrides }), log: createLogger('silent') },
    { staticDir: dir },
  );
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('source maps', () => {
  it('are not served unless SERVE_SOURCEMAPS=1', async () => {
    const plain = await serveBuiltConsole();
    const withMaps = await serveBuiltConsole({ SERVE_SOURCEMAPS: '1' });
    try {
      expect((await fetch(`${plain.url}/assets/main-abc123.js.map`)).status).toBe(404);
      expect((await fetch(`${plain.url}/assets/main-abc123.js`)).status).toBe(200);
      const map = await fetch(`${withMaps.url}/assets/main-abc123.js.map`);
      expect(map.status).toBe(200);
      expect(await map.text()).toContain('src/client/main.tsx');
    } finally {
      plain.close();
      withMaps.close();
    }
  });
});

describe('serving the console', () => {
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    ({ url, close } = await serveBuiltConsole());
  });
  afterAll(() => close());

  it('caches hashed assets for a year and never index.html', async () => {
    const asset = await fetch(`${url}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log(1)');
    const index = await fetch(`${url}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
  });

  it('sends pages compressed as the browser accepts, since they carry the stylesheet inline', async () => {
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await fetch(`${url}/`, { headers: { 'accept-encoding': accepts } });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(await page.text()).toContain('<div id="root">');
    }
  });

  it('falls back to index.html for client routes but not for API paths', async () => {
    const route = await fetch(`${url}/audit-center/moment-list?x=1`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    const sample = await fetch(`${url}/api/user/info`);
    expect(sample.status).toBe(404);
    const api = await fetch(`${url}/admins/unknown`, { method: 'GET' });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: number }).code).toBe(40400);
  });
});

describe('the inline stylesheet', () => {
  it('is allowed by the hash the build recorded, beside the nonce', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-static-'));
    const manifest = {
      scriptHashes: ['sha256-c2NyaXB0'],
      styleHashes: ['sha256-c3R5bGU='],
      paths: ['/login'],
      prefixes: [],
    };
    writeFileSync(join(dir, 'console.json'), JSON.stringify(manifest));
    const app = createApp(
      { db: s.db, config: configWith({ LOG_LEVEL: 'silent' }), log: createLogger('silent') },
      { staticDir: dir },
    );
    const csp = (await app.request('/admins/unknown', { method: 'POST' })).headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' 'sha256-c2NyaXB0';/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[\w+/=]{16,}' 'sha256-c3R5bGU=';/);
  });
});
