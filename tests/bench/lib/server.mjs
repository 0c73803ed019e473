// Starts the built server (dist/server/main.js) as a child process on a free port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The flags `npm start` gives node for the server (package.json's start script): a bench measures
 * the server as it is run. Today the young generation's size, 64 MB a semi-space (a queue page
 * allocates ~300 KB, and with node's default the scavenges were the server's largest cost beside
 * the floor's), and no allocation-site pretenuring (with ten pages in flight V8 moved the driver's
 * rows straight to the old generation, to die there): tests/bench/RESULTS.md.
 */
export const SERVER_NODE_FLAGS = (() => {
  const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const flags = serverFlagsOf(scripts.start);
  if (!flags) throw new Error('package.json: the start script does not run dist/server/main.js');
  return flags;
})();

/** The node flags a command line gives the server (`node --a --b dist/server/main.js`), or null if it runs none. */
export function serverFlagsOf(command) {
  const flags = /node ((?:--\S+\s+)*)dist\/server\/main\.js/.exec(command);
  return flags ? flags[1].split(/\s+/).filter(Boolean) : null;
}

/**
 * `nodeArgs` go to node itself after SERVER_NODE_FLAGS, e.g. `['--cpu-prof']` (NODE_OPTIONS may
 * not carry it); `main` is another build's server, e.g. a copy of an earlier `dist/` kept to
 * compare against.
 */
export async function startServer(env = {}, args = [], nodeArgs = [], main = 'dist/server/main.js') {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, main, ...args], {
    cwd: root,
    // Stopped at once after SIGTERM (a bench has no balancer to drain from); root logs in on PostgreSQL,
    // where the MFA enrolment gate is on by default.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      MFA_REQUIRED_ROLES: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 300_000);
    const onData = (chunk) => {
      out += chunk;
      const m = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** POST with the envelope unwrapped; throws on a non-200 body code. */
export async function call(url, path, body, token) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

export const emit = (record) =>
  process.stdout.write(JSON.stringify({ at: new Date().toISOString(), ...record }) + '\n');
