import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { post, startServerProcess, type ServerProcess } from '../stress/server-process';
import { throwawayDatabase } from '../stress/throwaway-postgres';
import { seededDemoCopy } from '../seeded-demo';

const root = fileURLToPath(new URL('../..', import.meta.url));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill()));
});

/** A root login whose body is sent only after the server has read its headers, with `beforeBody` run first. */
function loginAfterContinue(url: string, beforeBody: () => void): Promise<{ status: number; code: number }> {
  const body = JSON.stringify({ username: 'root', password: 'backoffice-demo' });
  return new Promise((resolve, reject) => {
    const req = request(`${url}/admins/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        connection: 'close',
      },
    });
    req.on('continue', () => {
      beforeBody();
      req.end(body);
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code: number }).code }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

const run = (args: string[], env: Record<string, string>, input?: string) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('starting the server', () => {
  it('stops at once with a message naming a bad variable', () => {
    const r = run(['dist/server/main.js'], { PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-cfg-')) });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/PORT: /);
    const tz = run(['dist/server/main.js'], { BUSINESS_TIME_ZONE: 'Mars/Olympus' });
    expect(tz.stderr).toMatch(/BUSINESS_TIME_ZONE: must be an IANA time zone/);
  });

  it('refuses a second server on the same PGlite directory, and takes over a stale lock', async () => {
    const dir = seededDemoCopy('bo-lock-');
    const first = await startServerProcess({ DATA_DIR: dir });
    running.push(first);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(first.child.pid));
    const second = run(['dist/server/main.js'], { DATA_DIR: dir, PORT: '0' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`another server (pid ${first.child.pid}) is using the data directory`);
    expect(await first.kill('SIGTERM')).toBe(0);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);

    writeFileSync(join(dir, 'server.lock'), '999999');
    const third = await startServerProcess({ DATA_DIR: dir });
    running.push(third);
    const login = await post<string>(third.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
    expect(login.body.code).toBe(200);
    await third.kill();
  });

  it('finishes requests in flight on SIGTERM before it exits', async () => {
    const server = await startServerProcess({ DATA_DIR: seededDemoCopy('bo-drain-') });
    // The signal goes once the server has read the login's headers (it answered 100 Continue), so
    // the request is in flight however busy the machine: a fixed wait once let the signal arrive
    // before the request had been read, and the server rightly closed the idle connection.
    let exit: Promise<number | null> | undefined;
    const reply = await loginAfterContinue(server.url, () => {
      exit = server.kill('SIGTERM');
    });
    expect(reply.status).toBe(200);
    expect(reply.code).toBe(200);
    expect(await exit).toBe(0);
  });

  it('runs on PostgreSQL with migrations applied and nothing seeded unless asked', async () => {
    const db = await throwawayDatabase();
    try {
      const server = await startServerProcess({ DATABASE_URL: db.url });
      running.push(server);
      const login = await post(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
      expect(login.body.code).toBe(42200);
      await server.kill();
    } finally {
      await db.drop();
    }
  });
});

describe('npm run admin', () => {
  it('creates, re-roles, resets and disables admins with passwords from stdin only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-admin-'));
    mkdirSync(dir, { recursive: true });
    const env = { DATA_DIR: dir };
    const created = run(
      ['dist/server/admin.js', 'create', 'mei', '--roles', 'PROMOTE', '--name', '梅'],
      env,
      'a-long-enough-passphrase\n',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/created admin mei \(id \d+\) with roles PROMOTE/);

    const weak = run(['dist/server/admin.js', 'create', 'weak', '--roles', 'PROMOTE'], env, 'password123\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/password: must be at least 12 characters/);

    const server = await startServerProcess(env);
    running.push(server);
    const token = (
      await post<string>(server.url, '/admins/login', { username: 'mei', password: 'a-long-enough-passphrase' })
    ).body.data;
    expect((await post<{ role: string }>(server.url, '/admins/info/get', {}, token)).body.data.role).toBe('PROMOTE');
    await server.kill();

    expect(run(['dist/server/admin.js', 'roles', 'mei', 'PROMOTE,BACKEND_SUPPORT_AGENT'], env).stdout).toMatch(
      /now holds PROMOTE, BACKEND_SUPPORT_AGENT/,
    );
    expect(run(['dist/server/admin.js', 'reset-password', 'mei'], env, 'another-long-passphrase\n').status).toBe(0);
    expect(run(['dist/server/admin.js', 'disable', 'mei'], env).stdout).toMatch(/disabled mei/);
    expect(run(['dist/server/admin.js', 'roles', 'mei', 'KING'], env).stderr).toMatch(
      /roles must be a comma-separated list/,
    );
    // A mistyped role is told before any database is opened, let alone created.
    const nowhere = join(dir, 'never-opened');
    const mistyped = run(['dist/server/admin.js', 'create', 'lee', '--roles', 'KING'], { DATA_DIR: nowhere }, 'x\n');
    expect(mistyped.stderr).toMatch(/roles must be a comma-separated list/);
    expect(existsSync(nowhere)).toBe(false);

    const again = await startServerProcess(env);
    running.push(again);
    const refused = await post(again.url, '/admins/login', { username: 'mei', password: 'another-long-passphrase' });
    expect(refused.body.code).toBe(42200);
    await again.kill();
  });
});
