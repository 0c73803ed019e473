import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on `dataDir` until stopped. */
async function run(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Backoffice is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The built server on a fresh PGlite directory holding `moments` PENDING moments by a few
 * accounts. The API has no endpoint that creates user content (users do, in the app), so the
 * rows go in with SQL between a first start (which migrates and seeds the admins) and the real
 * one; the test then acts and checks only through the API.
 */
export async function startServerWithPendingMoments(moments: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-mod-'));
  const first = await run(dataDir);
  await first.stop();
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(`
    INSERT INTO accounts (nickname, avatar_url, phone, source, audit_status)
      SELECT 'author' || g, '/media/avatar/' || g || '.svg', '1380000' || lpad(g::text, 4, '0'), 'huawei', 'APPROVED'
      FROM generate_series(1, 8) g;
    INSERT INTO moments (account_id, text, media, created_at)
      SELECT (SELECT min(id) FROM accounts) + g % 8, 'pending moment ' || g,
             CASE WHEN g % 4 = 0 THEN '[{"kind":"image","url":"/media/photo/3.svg"}]'::jsonb ELSE '[]'::jsonb END,
             now() - make_interval(mins => ${moments} - g)
      FROM generate_series(1, ${moments}) g;
  `);
  await db.close();
  const server = await run(dataDir);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
