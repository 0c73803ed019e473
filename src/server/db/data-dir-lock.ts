import { closeSync, openSync, readdirSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseStartError } from './start-error';

/** A live process holds the data directory; tools that must not wait name it in their own words. */
export class DataDirInUseError extends DatabaseStartError {
  constructor(
    readonly dir: string,
    readonly holder: number,
  ) {
    super(
      `another server (pid ${holder}) is using the data directory ${dir}. ` +
        'PGlite allows one process per directory: stop it, or set DATA_DIR to another directory.',
    );
  }
}

/**
 * PGlite corrupts a data directory that two processes open, so the server holds a lock file
 * with its PID. A lock whose process is gone is stale and taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      sweepAbandonedRestores(dir);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(dir, holder);
      }
      unlinkSync(file);
    }
  }
  throw new DatabaseStartError(`could not take the lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A restore loads its data into `pglite.restoring-<pid>` beside the live directory while it holds
 * the lock; one killed there leaves it behind (and its stale lock, which the next holder takes
 * over). Whoever takes the lock next is the only one who could be restoring, so any such
 * directory is abandoned: it goes, at the next start, backup or restore.
 */
function sweepAbandonedRestores(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('pglite.restoring-')) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
