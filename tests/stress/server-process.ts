import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { track } from './started-processes';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /**
   * How long to wait for the ready line. It is printed once the server listens; a start on a
   * copy of the seeded demo (tests/seeded-demo.ts) or on PostgreSQL takes seconds, and only a
   * start that seeds takes long. The bound is a backstop: a server that exits is reported at once.
   */
  readySeconds?: number;
}

/**
 * The built server as its own process (in a process group of its own, killed after the file
 * whatever the outcome: started-processes.ts), on a free port, started with `args` and `env`;
 * resolves when it prints that it is running.
 */
export async function startServerProcess(
  env: Record<string, string>,
  args: string[] = [],
  options: StartOptions = {},
): Promise<ServerProcess> {
  const readySeconds = options.readySeconds ?? 150;
  const child = spawn(process.execPath, ['dist/server/main.js', ...args], {
    detached: true,
    cwd: root,
    // Stopped at once unless a test asks for the drain after SIGTERM (tests/process/ops-probes.test.ts);
    // root logs in on PostgreSQL, where the MFA enrolment gate is on by default.
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      MFA_REQUIRED_ROLES: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Gave up: the server must not go on (seeding, listening) after the test.
      if (child.exitCode === null) child.kill('SIGKILL');
      reject(new Error(`server did not start in ${readySeconds} s:\n${out}`));
    }, readySeconds * 1000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.length > 200_000) out = out.slice(-100_000);
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/** One POST to a running server; network failures come back as status 0. */
export async function post<T = unknown>(
  url: string,
  path: string,
  body: unknown,
  token?: string,
  ip?: string,
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(url + path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}
