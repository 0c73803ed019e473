import type { ChildProcess } from 'node:child_process';

/**
 * Every child process a test file started (servers, CLIs), each in a process group of its own
 * (spawned with `detached: true`). `killStarted()` kills each group with SIGKILL: the setup file
 * tests/stress/kill-started.ts calls it after every file whatever the outcome, and a worker that
 * exits does too, so a test that gives up never leaves a server running (seeding, listening) after
 * the run. A test that checks a signal's effect sends it to the process itself first.
 */
const started = new Set<ChildProcess>();

export function track<T extends ChildProcess>(child: T): T {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone already (or the child was not detached): kill the process alone.
    child.kill('SIGKILL');
  }
}

/** Kills every started process group still running and waits until the processes have exited. */
export async function killStarted(): Promise<void> {
  const alive = [...started].filter((c) => c.exitCode === null && c.signalCode === null);
  const exits = alive.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const child of alive) killGroup(child);
  await Promise.all(exits);
  started.clear();
}

process.once('exit', () => {
  for (const child of started) killGroup(child);
});
