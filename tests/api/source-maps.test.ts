import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { freshDatabase } from './test-database';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import type { Database } from '#server/db/client';

let database: Database;
let port = 0;
let close = () => {};
beforeAll(async () => {
  database = await freshDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'bo-maps-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)\n//# sourceMappingURL=main-abc123.js.map');
  writeFileSync(join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["src/client/main.tsx"]}');
  const app = createApp(
    { db: database.db, config: configWith({ LOG_LEVEL: 'silent' }), log: createLogger('silent') },
    { staticDir: dir },
  );
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await database.close();
});

/** A GET with the path sent exactly as written (fetch would normalise dots and slashes). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('source maps in a production build', () => {
  it.each([
    '/assets/main-abc123.js.map',
    '/assets/main-abc123.js%2Emap',
    '/assets/main-abc123.js.%6Dap',
    '/assets/main-abc123.js.map?x=1',
    '/assets//main-abc123.js.map',
    '/assets/./main-abc123.js.map',
    '/assets/x/../main-abc123.js.map',
    '/assets/main-abc123.js.map/',
    '/main-abc123.js.map',
  ])('%s does not give the map', async (path) => {
    const r = await get(path);
    expect(r.body).not.toContain('src/client/main.tsx');
  });
});
