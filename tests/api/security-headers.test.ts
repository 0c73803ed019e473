import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import { root as repoRoot } from '../path-aliases';

let s: TestServer;
let token = '';
beforeAll(async () => {
  s = await startServer({ METRICS_TOKEN: 'metrics-token-for-the-bearer-test' }, undefined, { metrics: true });
  token = await s.login('agent', { ip: nextIp() });
});
afterAll(() => s.close());

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8').replace(/\s*\n\s*/g, ' ');

describe('the Authorization scheme', () => {
  it('is case-insensitive (RFC 9110 §11.1): bearer, BEARER and Bearer all work', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) {
      const r = await s.raw('/admins/info/get', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `${scheme} ${token}` },
        body: '{}',
      });
      expect([scheme, r.body.code]).toEqual([scheme, 200]);
    }
    const metrics = await fetch(`${s.url}/metrics`, {
      headers: { authorization: 'bearer metrics-token-for-the-bearer-test' },
    });
    expect(metrics.status).toBe(200);
  });
});

describe('the security headers', () => {
  it('send a Permissions-Policy, exactly as the README gives it', async () => {
    const r = await s.raw('/admins/info/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    const sent = r.headers.get('permissions-policy');
    expect(sent).toContain('camera=()');
    expect(sent).toContain('clipboard-write=(self)');
    expect(readme).toContain(`\`Permissions-Policy\` is exactly \`${sent}\``);
  });

  it('send the CSP the README gives, with its script hash, its nonce and every style hash of the build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-csp-'));
    const manifest = {
      scriptHashes: ['sha256-c2NyaXB0'],
      styleHashes: ['sha256-b25l', 'sha256-dHdv', 'sha256-dGhyZWU='],
      paths: ['/login'],
      prefixes: [],
    };
    writeFileSync(join(dir, 'console.json'), JSON.stringify(manifest));
    const app = createApp(
      { db: s.db, config: configWith({ LOG_LEVEL: 'silent' }), log: createLogger('silent') },
      { staticDir: dir },
    );
    const csp = (await app.request('/admins/unknown', { method: 'POST' })).headers.get('content-security-policy')!;
    expect(csp).toContain("style-src 'self' 'nonce-");
    for (const hash of [...manifest.scriptHashes, ...manifest.styleHashes]) expect(csp).toContain(`'${hash}'`);
    // As the README writes it: a hash or nonce as `…`, a run of style hashes as one and `…`.
    const written = csp
      .replace(/'nonce-[^']+'/g, "'nonce-…'")
      .replace(/(style-src [^;]*?)'sha256-[^']+'(?: 'sha256-[^']+')*/, "$1'sha256-…' …")
      .replace(/'sha256-[^']+'/g, "'sha256-…'");
    expect(readme).toContain(`**CSP** is exactly \`${written}\``);
  });

  it('give a console page the nonce its CSP header allows, another one on each load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-nonce-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const app = createApp(
      { db: s.db, config: configWith({ LOG_LEVEL: 'silent' }), log: createLogger('silent') },
      { staticDir: dir },
    );
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const r = await app.request('/login');
      const header = /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
      const page = /<meta name="csp-nonce" content="([^"]*)">/.exec(await r.text())?.[1];
      expect(header).toMatch(/^[\w+/]{22}==$/);
      expect(page).toBe(header);
      nonces.push(page);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
