import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { root } from './path-aliases';
import { oncePerRun } from './once-per-run';
import { startServerProcess } from './stress/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory the built server has migrated and seeded with the demo, then left. */
    seededDataDir: string;
  }
}

/*
 * The e2e and process projects' global setups share the bundle, built once (client and server),
 * and the demo, seeded once (~25 s of CPU), for the whole run, not once per project. Nothing
 * starts on import: test files import this module for `seededDemoCopy`, and a build from a worker
 * would take the bundle away from the servers of the files running beside it.
 */

/** Builds the bundle (once per run). */
export function buildOnce(): Promise<void> {
  return oncePerRun('built', async () => {
    execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  });
}

/** A PGlite directory with the demo seeded by the built server (once per run; removed at exit). */
export function seededDemoOnce(): Promise<string> {
  return oncePerRun('seeded-demo', async () => {
    await buildOnce();
    const dir = mkdtempSync(join(tmpdir(), 'bo-seeded-demo-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    // A start on an empty PGlite directory seeds the demo before it listens.
    const server = await startServerProcess({ DATA_DIR: dir }, [], { readySeconds: 300 });
    await settled(server.child.pid);
    await server.kill('SIGTERM');
    return dir;
  });
}

/** The CPU seconds a process has used (Linux), or null where /proc cannot tell. */
function cpuSeconds(pid: number): number | null {
  try {
    // utime and stime, in clock ticks (100 a second), after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the freshly seeded server has done what a first start does after it listens (the
 * classifier scores the demo's items and trains its first version, the wave worker reads them):
 * ~20 s of a core on these hosts, which every server started on a copy would otherwise do again
 * beside its file's first steps. That work keeps a core busy, while a server at rest polls its
 * background lines (7 % of a core before src/server/lib/polled-line.ts, 2 % since): settled is
 * three seconds in a row under a quarter of a core (a twentieth was never reached, and every run
 * waited out the two minutes); at most two minutes.
 */
async function settled(pid: number | undefined): Promise<void> {
  if (pid === undefined || cpuSeconds(pid) === null) return;
  const until = Date.now() + 120_000;
  let last = cpuSeconds(pid)!;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now === null) return;
    quiet = now - last < 0.25 ? quiet + 1 : 0;
    last = now;
  }
}

/** A new data directory holding a copy of the run's seeded demo (in a test file). */
export function seededDemoCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}
