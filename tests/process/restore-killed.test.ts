import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bo-restore-kill-'));
const dir = join(work, 'data');
const env = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dir };

const admin = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['dist/server/admin.js', ...args], {
    cwd: root,
    env,
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });

const leftovers = () => readdirSync(dir).filter((n) => n.startsWith('pglite.restoring-'));

describe('a restore killed half-way', () => {
  it('leaves its staging directory and lock, which the next command clears before it runs', async () => {
    expect(admin(['create', 'mei', '--roles', 'PROMOTE'], 'first-long-passphrase\n').stderr).toBe('');
    const file = join(work, 'b.tgz');
    expect(admin(['backup', file]).status).toBe(0);

    const restore = spawn(process.execPath, ['dist/server/admin.js', 'restore', file], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => restore.once('exit', resolve));
    // Killed as soon as it is loading the data beside the live directory.
    const deadline = Date.now() + 60_000;
    while (leftovers().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(leftovers()).toEqual([`pglite.restoring-${restore.pid}`]);
    restore.kill('SIGKILL');
    await exited;
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(restore.pid));
    expect(leftovers()).toHaveLength(1);

    // The next command takes the stale lock over, sweeps the leftover, and does its work.
    const next = admin(['backup', join(work, 'after.tgz')]);
    expect(next.stderr).toBe('');
    expect(next.status).toBe(0);
    expect(leftovers()).toEqual([]);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    // The live directory was never touched: the restore had not swapped anything in.
    const verified = admin(['verify-log']);
    expect(verified.status).toBe(0);
  });
});
