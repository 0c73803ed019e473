import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { root } from './path-aliases';
import { startServerProcess } from './stress/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory the built server has migrated and seeded with the demo, then left. */
    seededDataDir: string;
  }
}

interface Prepared {
  built?: Promise<void>;
  seeded?: Promise<string>;
}

/**
 * The e2e and process projects' global setups run one after the other in vitest's own process,
 * so what they share is kept on the process: the bundle is built once (client and server) and the
 * demo seeded once (~25 s of CPU) for the whole run, not once per project. Nothing starts on
 * import: test files import this module for `seededDemoCopy`, and a build from a worker would
 * take the bundle away from the servers of the files running beside it.
 */
const KEY = Symbol.for('backoffice.tests.seeded-demo');
const shared = ((globalThis as Record<symbol, Prepared | undefined>)[KEY] ??= {});

/** Builds the bundle (once per run). */
export function buildOnce(): Promise<void> {
  shared.built ??= Promise.resolve().then(() => {
    execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  });
  return shared.built;
}

/** A PGlite directory with the demo seeded by the built server (once per run; removed at exit). */
export function seededDemoOnce(): Promise<string> {
  shared.seeded ??= buildOnce().then(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-seeded-demo-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    // A start on an empty PGlite directory seeds the demo before it listens.
    const server = await startServerProcess({ DATA_DIR: dir }, [], { readySeconds: 300 });
    await server.kill('SIGTERM');
    return dir;
  });
  return shared.seeded;
}

/** A new data directory holding a copy of the run's seeded demo (in a test file). */
export function seededDemoCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}
