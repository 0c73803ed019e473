import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of its own, in a temporary directory on a free port, that a test may stop
 * and start like an operator would (the shared test cluster must stay up for everyone else).
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` system user.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const major = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!major) throw new Error(`no PostgreSQL under ${root}`);
  return join(root, major, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'bo-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  const ctl = (action: 'start' | 'stop') =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      ...(action === 'start' ? ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`] : ['-m', 'fast']),
      action,
    ]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    destroy: () => {
      try {
        ctl('stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
