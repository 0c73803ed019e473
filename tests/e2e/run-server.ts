import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { seededDemoCopy } from '../seeded-demo';

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

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built server (dist/server/main.js) on a free port and the given PGlite directory, until
 * stopped; `env` adds to its environment (e.g. MFA_ENCRYPTION_KEY). A first start on an empty
 * directory seeds the demo, which takes longer than `startSeconds` allows by default.
 */
export async function runBuiltServer(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
  startSeconds = 90,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Stopped at once: the drain after SIGTERM is tested in tests/process/ops-probes.test.ts.
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${startSeconds} s:\n${output}`)),
      startSeconds * 1000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Backoffice is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
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

/** A new data directory holding a copy of the suite's seeded demo (tests/seeded-demo.ts). */
export const seededDataDir = seededDemoCopy;

/** The built server on a fresh copy of the demo data; the directory goes with it. */
export async function startBuiltServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const dataDir = seededDataDir('bo-e2e-data-');
  const server = await runBuiltServer(dataDir, env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
